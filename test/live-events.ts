import type { TDb } from '@/server/db/client.ts';
import { recordLiveEvent } from '@/server/live/notify.ts';

/** A live event of `auctionId` as a closed lot `n` writes it: enough for tests of delivery order. */
export const lotClosedEvent = (auctionId: number, n: number) => ({
  auctionId,
  type: 'lot-closed' as const,
  payload: { lotId: n, sold: false, maxBid: null },
});

/**
 * A transaction that writes its live event (so takes its id) and then stays open until `commit()`: what a
 * slow writer looks like to the live hub. Resolves once the event is written; `committed` settles with it.
 */
export const eventHeldOpen = async (db: TDb, event: ReturnType<typeof lotClosedEvent>) => {
  let commit!: () => void;
  let written!: () => void;
  const slowCommit = new Promise<void>((resolve) => (commit = resolve));
  const isWritten = new Promise<void>((resolve) => (written = resolve));
  const committed = db.transaction(async (tx) => {
    await recordLiveEvent(tx, event);
    written();
    await slowCommit;
  });
  await Promise.race([isWritten, committed]);
  return { commit, committed };
};
