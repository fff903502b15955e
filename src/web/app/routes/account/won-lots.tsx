import { Stack, Title } from '@mantine/core';
import { usePageTitle } from '@/web/components/page-title.tsx';
import { RequireLogin } from '@/web/features/auth/components/require-login.tsx';
import { MySettlements } from '@/web/features/settlements/components/my-settlements.tsx';
import { es } from '@/web/i18n/es.ts';

const WonLotsPage = () => {
  usePageTitle(es.account.wonLots);
  return (
    <RequireLogin title={es.account.wonLots}>
      <Stack gap="md">
        <Title order={1}>{es.account.wonLots}</Title>
        <MySettlements />
      </Stack>
    </RequireLogin>
  );
};

export default WonLotsPage;
