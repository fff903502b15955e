import { useSyncExternalStore } from 'react';

/** Which account dialog is open, so any page can open "log in" or "sign up". */
export type TAuthDialog = 'login' | 'signup' | 'forgot' | null;

let dialog: TAuthDialog = null;
/** What had focus when the dialog opened, for focus to go back to (lib/focus.ts). */
let opener: Element | null = null;
const listeners = new Set<() => void>();

export const openAuthDialog = (next: TAuthDialog) => {
  if (dialog === null && next !== null) opener = document.activeElement;
  dialog = next;
  for (const listener of listeners) listener();
};

/** What opened the dialog, handed over once it has closed (null while it is open). */
export const takeAuthDialogOpener = () => {
  if (dialog !== null) return null;
  const element = opener;
  opener = null;
  return element;
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
