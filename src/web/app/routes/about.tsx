import { useParams } from 'react-router';
import { InfoPage } from '@/web/features/pages/components/info-page.tsx';
import { NotFoundError } from '@/web/lib/not-found.ts';

/** `/acerca-de-lonja` and `/acerca-de-lonja/{pageId}`: the about page, or another page by its slug. */
const AboutPage = () => {
  const { pageId } = useParams();
  if (pageId !== undefined && !/^[a-z0-9-]{1,80}$/.test(pageId)) throw new NotFoundError(pageId);
  return <InfoPage slug={pageId ?? 'acerca-de'} />;
};

export default AboutPage;
