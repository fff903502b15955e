import { Alert, CloseButton, Group, Stack } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { messages } from '@/web/i18n/messages.ts';

/**
 * Announcements about the user's own bids ("Te han superado la puja"): shown on screen and read out by
 * screen readers through an assertive live region (docs/product.md#the-browser). Each closes by itself after a few seconds:
 * what it says stays on the page (the bid panel's and the phone bar's "Te han superado"), and on a phone it
 * sits just above the bid bar (site.css, .live-notices), never over the price and "Pujar".
 */
const noticeMs = 8_000;
type TNotice = { id: number; text: string };
let notices: TNotice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

const dismiss = (id: number) => {
  notices = notices.filter((notice) => notice.id !== id);
  emit();
};
export const announce = (text: string) => {
  const id = nextId++;
  notices = [...notices.slice(-2), { id, text }];
  emit();
  setTimeout(() => dismiss(id), noticeMs);
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
    <div role="alert" aria-live="assertive" className="live-notices">
      <Stack gap="xs">
        {list.map((notice) => (
          <Alert key={notice.id} color="orange" variant="filled" data-testid="live-notice">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <span>{notice.text}</span>
              <CloseButton
                aria-label={messages.site.closeNotice}
                onClick={() => dismiss(notice.id)}
                c="white"
              />
            </Group>
          </Alert>
        ))}
      </Stack>
    </div>
  );
};
