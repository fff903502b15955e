import { InfoPage } from '@/web/features/pages/components/info-page.tsx';
import { paths } from '@/web/lib/paths.ts';

const Page = () => <InfoPage slug="como-funciona" lang="es" translation={paths.howItWorksEn()} />;

export default Page;
