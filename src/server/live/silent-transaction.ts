import { sql } from 'drizzle-orm';
import type { TDb, TTx } from '@/server/db/client.ts';

/**
 * A transaction that writes no live event, for back-office work that may run long: importing a bank
 * statement or a lot sheet, bulk actions on subscriptions and deposits, settling an auction, purging old
 * rows. Live events are delivered once no older transaction is still running, so one such write used to hold
 * every live page back until it committed (24 s for a 62,160-line statement); a silent one holds back none
 * (drizzle/0029, docs/architecture.md "Long writes and live pages"). Writing a live event inside it fails.
 */
export const silentTransaction = <T>(db: TDb, work: (tx: TTx) => Promise<T>): Promise<T> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select mark_transaction_silent()`);
    return work(tx);
  });
