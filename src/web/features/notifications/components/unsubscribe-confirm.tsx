import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { notificationKinds, type TNotificationKind } from '@/common/notifications.ts';
import { ErrorAlert } from '@/web/components/error-alert.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { paths } from '@/web/lib/paths.ts';
import { useUnsubscribe } from '../api/unsubscribe.ts';

const t = messages.notifications;

/**
 * The page behind an alert's "darme de baja" link: one button, no login. A link clicked by a mail scanner
 * changes nothing (only the POST does); the mail client's own one-click goes straight to the API.
 */
export const UnsubscribeConfirm = ({ query }: { query: URLSearchParams }) => {
  const unsubscribe = useUnsubscribe();
  const kind = query.get('k');
  const known = (notificationKinds as readonly string[]).includes(kind ?? '');
  if (!known || !query.get('u') || !query.get('t')) return <Alert color="red">{t.badLink}</Alert>;
  const name = t.kinds[kind as TNotificationKind];
  if (unsubscribe.isSuccess)
    return (
      <Alert color="green" title={t.unsubscribedTitle}>
        <Stack gap="xs">
          <Text size="sm">{t.unsubscribed(name)}</Text>
          <Anchor component={Link} to={paths.accountData('notificaciones')}>
            {t.manage}
          </Anchor>
        </Stack>
      </Alert>
    );
  return (
    <Stack gap="md" align="flex-start">
      <Text>{t.confirmUnsubscribe(name)}</Text>
      <Button loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate(query.toString())}>
        {t.unsubscribe}
      </Button>
      <ErrorAlert error={unsubscribe.error} />
    </Stack>
  );
};
