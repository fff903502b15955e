import { useParams } from 'react-router';
import { getPageQueryOptions } from '@/web/features/pages/api/get-page.ts';
import { InfoPage } from '@/web/features/pages/components/info-page.tsx';
import { NotFoundError } from '@/web/lib/not-found.ts';
import { pageQuery, type TPageQueries } from '../page-queries.ts';

const isPageId = (pageId: string) => /^[a-z0-9-]{1,80}$/.test(pageId);

export const queries: TPageQueries = ({ params: { pageId } }) => {
  if (pageId !== undefined && !isPageId(pageId)) throw new NotFoundError(pageId);
  return [pageQuery(getPageQueryOptions(pageId ?? 'acerca-de', 'es'))];
};

/** `/acerca-de-lonja` and `/acerca-de-lonja/{pageId}`: the about page, or another page by its slug. */
const AboutPage = () => {
  const { pageId } = useParams();
  if (pageId !== undefined && !isPageId(pageId)) throw new NotFoundError(pageId);
  return <InfoPage slug={pageId ?? 'acerca-de'} />;
};

export default AboutPage;
