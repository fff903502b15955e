import { InfoPage } from '@/web/features/pages/components/info-page.tsx';

const Page = () => <InfoPage slug="servicios" lang="es" />;

export default Page;
