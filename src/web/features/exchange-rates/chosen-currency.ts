import { useSyncExternalStore } from 'react';

/**
 * The currency a visitor asked to see indicative amounts in (docs/product.md#indicative-amounts), remembered
 * in this browser; none by default. The server renders without one (it cannot read localStorage), and React
 * swaps in the stored choice just after hydrating, so the page's first paint never mismatches.
 */
const storageKey = 'lonja.currency';
const listeners = new Set<() => void>();

// Kept in memory too: where storage is refused (private mode, cookies blocked) the choice still holds until
// the page reloads.
let chosen: string | null | undefined;

const read = (): string | null => {
  if (chosen === undefined) {
    try {
      chosen = localStorage.getItem(storageKey);
    } catch {
      chosen = null;
    }
  }
  return chosen;
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageKey) return;
    chosen = event.newValue;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

export const setChosenCurrency = (currency: string | null) => {
  chosen = currency;
  try {
    if (currency) localStorage.setItem(storageKey, currency);
    else localStorage.removeItem(storageKey);
  } catch {
    // Not remembered past this page: see `chosen`.
  }
  for (const listener of listeners) listener();
};

export const useChosenCurrency = () => useSyncExternalStore(subscribe, read, () => null);
