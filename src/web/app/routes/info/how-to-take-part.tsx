import { InfoPage } from '@/web/features/pages/components/info-page.tsx';
import { paths } from '@/web/lib/paths.ts';

const Page = () => <InfoPage slug="como-participar" lang="es" translation={paths.howToTakePartEn()} />;

export default Page;
