import { getPageQueryOptions } from '@/web/features/pages/api/get-page.ts';
import { InfoPage } from '@/web/features/pages/components/info-page.tsx';
import { pageQuery, type TPageQueries } from '../../page-queries.ts';

/** An info page's route module: the stored page `slug` in `lang`, linked to its translation if any. */
export const infoRoute = (slug: string, lang: 'es' | 'en', translation?: string) => {
  const Page = () => <InfoPage slug={slug} lang={lang} translation={translation} />;
  const queries: TPageQueries = () => [pageQuery(getPageQueryOptions(slug, lang))];
  return { Page, queries };
};
