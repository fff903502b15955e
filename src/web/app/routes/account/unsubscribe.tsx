import { Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@/web/components/page-title.tsx';
import { UnsubscribeConfirm } from '@/web/features/notifications/components/unsubscribe-confirm.tsx';
import { es } from '@/web/i18n/es.ts';

/** `/avisos/baja?u=…&k=…&t=…`: where an alert e-mail's unsubscribe link lands; no login needed. */
const UnsubscribePage = () => {
  const [query] = useSearchParams();
  usePageTitle(es.notifications.unsubscribeTitle);
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{es.notifications.unsubscribeTitle}</Title>
      <UnsubscribeConfirm query={query} />
    </Stack>
  );
};

export default UnsubscribePage;
