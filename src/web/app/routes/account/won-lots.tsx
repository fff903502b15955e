import { Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '@/web/components/page-title.tsx';
import { es } from '@/web/i18n/es.ts';

const WonLotsPage = () => {
  usePageTitle(es.account.wonLots);
  return (
    <Stack gap="md">
      <Title order={1}>{es.account.wonLots}</Title>
      <Text>{es.account.loginNeeded}</Text>
    </Stack>
  );
};

export default WonLotsPage;
