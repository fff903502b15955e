import { InfoPage } from '@/web/features/pages/components/info-page.tsx';

const Page = () => <InfoPage slug="aviso-legal" lang="es" />;

export default Page;
