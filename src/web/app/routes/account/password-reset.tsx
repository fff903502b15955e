import { Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '@/web/components/page-title.tsx';
import { es } from '@/web/i18n/es.ts';

const PasswordResetPage = () => {
  usePageTitle(es.account.passwordResetTitle);
  return (
    <Stack gap="md">
      <Title order={1}>{es.account.passwordResetTitle}</Title>
      <Text>{es.account.loginNeeded}</Text>
    </Stack>
  );
};

export default PasswordResetPage;
