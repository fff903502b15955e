import { useSyncExternalStore } from 'react';

/** Which account dialog is open, so any page can open "log in" or "sign up". */
export type TAuthDialog = 'login' | 'signup' | 'forgot' | null;

let dialog: TAuthDialog = null;
const listeners = new Set<() => void>();

export const openAuthDialog = (next: TAuthDialog) => {
  dialog = next;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useAuthDialog = () =>
  useSyncExternalStore(
    subscribe,
    () => dialog,
    () => null,
  );
