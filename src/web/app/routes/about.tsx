import { useParams } from 'react-router';
import { InfoPage } from '@/web/features/pages/components/info-page.tsx';
import { aboutSlugOf } from './about.page.ts';

/** `/acerca-de-lonja` and `/acerca-de-lonja/{pageId}`: the about page, or another page by its slug. */
const AboutPage = () => <InfoPage slug={aboutSlugOf(useParams().pageId)} />;

export default AboutPage;
