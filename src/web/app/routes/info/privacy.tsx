import { InfoPage } from '@/web/features/pages/components/info-page.tsx';

const Page = () => <InfoPage slug="privacidad" lang="es" />;

export default Page;
