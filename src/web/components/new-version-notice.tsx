import { Alert, Button, Group } from '@mantine/core';
import { messages } from '@/web/i18n/messages.ts';
import { useNewVersionAvailable } from '@/web/lib/version-check.ts';

/** Tells the visitor a new version is out, without reloading under their feet. */
export const NewVersionNotice = () => {
  const available = useNewVersionAvailable();
  if (!available) return null;
  return (
    <Alert
      color="blue"
      role="status"
      style={{ position: 'fixed', bottom: 16, left: 16, zIndex: 300, maxWidth: 360 }}
    >
      <Group justify="space-between" gap="sm">
        {messages.site.newVersion}
        <Button size="xs" onClick={() => window.location.reload()}>
          {messages.site.reload}
        </Button>
      </Group>
    </Alert>
  );
};
