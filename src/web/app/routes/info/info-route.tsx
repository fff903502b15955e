import { InfoPage } from '@/web/features/pages/components/info-page.tsx';

/** Every info page: the stored page `slug` in `lang`, linked to its translation if any (info.pages.ts). */
const InfoRoute = ({
  slug,
  lang,
  translation,
}: {
  slug: string;
  lang: 'es' | 'en';
  translation?: string;
}) => <InfoPage slug={slug} lang={lang} translation={translation} />;

export default InfoRoute;
