import { Alert, Button, Group, Stack, Switch, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  notificationKinds,
  type TNotificationChannel,
  type TNotificationKind,
} from '@/common/notifications.ts';
import type { TNotificationChoices } from '@/common/schemas/notifications.ts';
import { ErrorAlert } from '@/web/components/error-alert.tsx';
import { QueryState } from '@/web/components/query-state.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { useNotificationPreferences } from '../api/get-notification-preferences.ts';
import { useThisBrowserPush } from '../api/push-subscriptions.ts';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences.ts';
import { canPush, currentSubscription } from '../push-browser.ts';

const t = messages.notifications;

/** Whether this browser is subscribed, read from the service worker once the page is in the browser. */
const useThisBrowserSubscribed = (pushDevices: number) => {
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again whenever the server's count moves.
  useEffect(() => {
    currentSubscription().then((subscription) => setSubscribed(subscription !== null));
  }, [pushDevices]);
  return subscribed;
};

const ThisBrowser = ({ vapidPublicKey, pushDevices }: { vapidPublicKey: string; pushDevices: number }) => {
  const subscribed = useThisBrowserSubscribed(pushDevices);
  const change = useThisBrowserPush(vapidPublicKey);
  if (!canPush()) return <Alert color="gray">{t.pushUnsupported}</Alert>;
  const denied = typeof Notification !== 'undefined' && Notification.permission === 'denied';
  return (
    <Alert color={subscribed ? 'green' : 'blue'} variant="light" title={t.thisBrowser}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm" data-testid="push-state">
          {denied ? t.pushDenied : subscribed ? t.pushOn : t.pushOff}
        </Text>
        {!denied && subscribed !== null && (
          <Button
            size="sm"
            variant={subscribed ? 'default' : 'filled'}
            loading={change.isPending}
            onClick={() => change.mutate(!subscribed)}
          >
            {subscribed ? t.disablePush : t.enablePush}
          </Button>
        )}
        {change.error && (
          <Text size="sm" c="red.8">
            {t.pushFailed}
          </Text>
        )}
      </Stack>
    </Alert>
  );
};

/**
 * `/mi-cuenta/datos/notificaciones`: for each kind of notice, e-mail and push on or off; each switch
 * saves at once. Push reaches only the browsers where the user turned it on.
 */
export const NotificationPreferences = () => {
  const query = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const toggle = (choices: TNotificationChoices, kind: TNotificationKind, channel: TNotificationChannel) =>
    update.mutate({ choices: { [kind]: { ...choices[kind], [channel]: !choices[kind][channel] } } });
  return (
    <QueryState query={query}>
      {({ data }) => (
        <Stack gap="lg">
          <Text>{t.intro}</Text>
          <Table striped className="card-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t.kind}</Table.Th>
                <Table.Th scope="col" ta="center">
                  {t.email}
                </Table.Th>
                <Table.Th scope="col" ta="center">
                  {t.push}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {notificationKinds.map((kind) => (
                <Table.Tr key={kind}>
                  <Table.Th scope="row" fw={400}>
                    {t.kinds[kind]}
                  </Table.Th>
                  {(['email', 'push'] as const).map((channel) => (
                    <Table.Td key={channel} data-label={channel === 'email' ? t.email : t.push}>
                      <Group justify="center">
                        <Switch
                          checked={data.choices[kind][channel]}
                          onChange={() => toggle(data.choices, kind, channel)}
                          aria-label={t.switchLabel(t.kinds[kind], channel === 'email' ? t.email : t.push)}
                        />
                      </Group>
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <ErrorAlert error={update.error} />
          <ThisBrowser vapidPublicKey={data.vapidPublicKey} pushDevices={data.pushDevices} />
        </Stack>
      )}
    </QueryState>
  );
};
