import { Alert, CloseButton, Group, Stack } from '@mantine/core';
import { useSyncExternalStore } from 'react';

/**
 * Announcements about the user's own bids ("Te han superado la puja"): shown on screen and read out by
 * screen readers through an assertive live region (DESIGN §7).
 */
type TNotice = { id: number; text: string };
let notices: TNotice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export const announce = (text: string) => {
  notices = [...notices.slice(-2), { id: nextId++, text }];
  emit();
};
const dismiss = (id: number) => {
  notices = notices.filter((notice) => notice.id !== id);
  emit();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const LiveNotices = () => {
  const list = useSyncExternalStore(
    subscribe,
    () => notices,
    () => notices,
  );
  return (
    <div
      role="alert"
      aria-live="assertive"
      style={{ position: 'fixed', bottom: 16, right: 16, zIndex: 300, maxWidth: 380 }}
    >
      <Stack gap="xs">
        {list.map((notice) => (
          <Alert key={notice.id} color="orange" variant="filled" data-testid="live-notice">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <span>{notice.text}</span>
              <CloseButton aria-label="Cerrar aviso" onClick={() => dismiss(notice.id)} c="white" />
            </Group>
          </Alert>
        ))}
      </Stack>
    </div>
  );
};
