import { eq } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TBulkResult } from '@/common/schemas/subscriptions.ts';
import type { TDb } from '@/server/db/client.ts';
import { lots } from '@/server/db/schema/index.ts';
import { recordAudit } from '../audit/audit.service.ts';

/**
 * Publishes (or withdraws) many lots at once for the back office's bulk action: each lot in its own
 * transaction with the same audit entry an edit of its "published" field writes; a missing lot is reported.
 */
export const setLotsPublished = async ({
  db,
  ids,
  published,
  actorId,
}: {
  db: TDb;
  ids: number[];
  published: boolean;
  actorId: number;
}): Promise<TBulkResult[]> => {
  const results: TBulkResult[] = [];
  for (const id of new Set(ids)) {
    const result = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(lots).where(eq(lots.id, id)).for('update');
      if (!before) return { id, ok: false, error: apiText.lots.notFound };
      if (before.published !== published) {
        await tx.update(lots).set({ published }).where(eq(lots.id, id));
        await recordAudit(tx, {
          actorId,
          entity: 'lot',
          entityId: id,
          action: 'update',
          changes: { published: [before.published, published] },
        });
      }
      return { id, ok: true };
    });
    results.push(result);
  }
  return results;
};
