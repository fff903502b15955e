import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { messages } from '@/web/i18n/messages.ts';
import { formatDateTime } from '@/web/lib/format.ts';
import { useEndOtherSessions } from '../api/end-other-sessions.ts';
import { useEndSession } from '../api/end-session.ts';
import { useSessions } from '../api/get-sessions.ts';
import { useLogout } from '../api/logout.ts';

const t = messages.sessions;

/** "Mi cuenta › Sesiones": where the account is open, and a way to close any of it. */
export const SessionsList = () => {
  const sessions = useSessions();
  const endSession = useEndSession();
  const endOthers = useEndOtherSessions();
  // Closing this very session is logging out: the same call the user menu makes, and the same clean-up.
  const logout = useLogout();
  const failure = sessions.error ?? endSession.error ?? endOthers.error;
  if (!sessions.data)
    return failure ? null : <Loader size="sm" aria-label={messages.account.data.sesiones} />;
  const others = sessions.data.filter((session) => !session.isCurrent);
  return (
    <Stack gap="md">
      <Text size="sm">{t.intro}</Text>
      {failure && (
        <Alert color="red" role="alert">
          {failure.message}
        </Alert>
      )}
      {endOthers.isSuccess && (
        <Alert color="green" role="status">
          {t.endedOthers}
        </Alert>
      )}
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {sessions.data.map((session) => (
          <Paper component="li" key={session.id} withBorder p="sm">
            <Group justify="space-between" wrap="wrap">
              <Stack gap={2}>
                <Group gap="xs">
                  <Text fw={600}>{session.device}</Text>
                  {session.isCurrent && <Badge variant="light">{t.current}</Badge>}
                </Group>
                <Text size="sm">{t.network(session.network, session.place)}</Text>
                <Text size="sm" c="dimmed">
                  {t.started(formatDateTime(session.createdAt))} ·{' '}
                  {t.lastSeen(formatDateTime(session.lastSeenAt))}
                </Text>
              </Stack>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                loading={session.isCurrent ? logout.isPending : endSession.isPending}
                onClick={() => (session.isCurrent ? logout.mutate() : endSession.mutate(session.id))}
              >
                {session.isCurrent ? t.endCurrent : t.end}
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
      {others.length > 0 && (
        <Button
          variant="default"
          w="fit-content"
          loading={endOthers.isPending}
          onClick={() => endOthers.mutate()}
        >
          {t.endOthers}
        </Button>
      )}
    </Stack>
  );
};
