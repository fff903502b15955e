import { Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@/web/components/page-title.tsx';
import { UnsubscribeConfirm } from '@/web/features/notifications/components/unsubscribe-confirm.tsx';
import { messages } from '@/web/i18n/messages.ts';

/** `/avisos/baja?u=…&k=…&t=…`: where an alert e-mail's unsubscribe link lands; no login needed. */
const UnsubscribePage = () => {
  const [query] = useSearchParams();
  usePageTitle(messages.notifications.unsubscribeTitle);
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{messages.notifications.unsubscribeTitle}</Title>
      <UnsubscribeConfirm query={query} />
    </Stack>
  );
};

export default UnsubscribePage;
