import { useSyncExternalStore } from 'react';

/**
 * Lots whose end a late bid has moved forward while this tab was watching (docs/product.md#soft-close), with the
 * new end. The live stream records them (app/live-cache.ts); countdowns show "Ampliado" beside them.
 */
let extended: ReadonlyMap<number, string> = new Map();
const listeners = new Set<() => void>();

export const recordExtension = (lotId: number, endDate: string) => {
  extended = new Map(extended).set(lotId, endDate);
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The new end of this lot if a late bid extended it, else null. */
export const useExtendedEnd = (lotId: number) =>
  useSyncExternalStore(
    subscribe,
    () => extended.get(lotId) ?? null,
    () => null,
  );

/**
 * The end a late bid has extended an open lot to, else null: from the server's answer (`extended`, which
 * survives a reload) or from the live stream while the page is open, whichever end is later.
 */
export const useExtendedUntil = (lot: { id: number; endDate: string; extended: boolean; status: string }) => {
  const live = useExtendedEnd(lot.id);
  if (lot.status !== 'open' || (!live && !lot.extended)) return null;
  return live && Date.parse(live) > Date.parse(lot.endDate) ? live : lot.endDate;
};
