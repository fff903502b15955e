import { InfoPage } from '@/web/features/pages/components/info-page.tsx';
import { paths } from '@/web/lib/paths.ts';

const Page = () => <InfoPage slug="como-participar" lang="en" translation={paths.howToTakePart()} />;

export default Page;
