import { eq, max } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TDb } from '@/server/db/client.ts';
import { sublots } from '@/server/db/schema/index.ts';
import { notFound } from '@/server/lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findLot } from './lot-editing.service.ts';

/** The parts of a lot sold together (docs/product.md#catalogue), edited in the back office; the trail is the lot's. */
type TSublotInput = { title: string; description: string; quantity: number };

export const createSublot = async ({
  db,
  lotId,
  input,
  actorId,
}: {
  db: TDb;
  lotId: number;
  input: TSublotInput;
  actorId: number;
}) => {
  await findLot(db, lotId);
  const [last] = await db
    .select({ order: max(sublots.order) })
    .from(sublots)
    .where(eq(sublots.lotId, lotId));
  return db.transaction(async (tx) => {
    const [sublot] = await tx
      .insert(sublots)
      .values({ ...input, lotId, order: (last?.order ?? 0) + 1 })
      .returning();
    await recordAudit(tx, {
      actorId,
      entity: 'lot',
      entityId: lotId,
      action: 'sublot-create',
      changes: { sublotId: sublot!.id, title: sublot!.title },
    });
    return sublot!;
  });
};

export const updateSublot = async ({
  db,
  id,
  input,
  actorId,
}: {
  db: TDb;
  id: number;
  input: TSublotInput;
  actorId: number;
}) => {
  const [sublot] = await db.update(sublots).set(input).where(eq(sublots.id, id)).returning();
  if (!sublot) throw notFound(apiText.lots.sublotNotFound);
  await recordAudit(db, {
    actorId,
    entity: 'lot',
    entityId: sublot.lotId,
    action: 'sublot-update',
    changes: { sublotId: id, ...input },
  });
  return sublot;
};

export const deleteSublot = async ({ db, id, actorId }: { db: TDb; id: number; actorId: number }) => {
  const [sublot] = await db.delete(sublots).where(eq(sublots.id, id)).returning();
  if (!sublot) throw notFound(apiText.lots.sublotNotFound);
  await recordAudit(db, {
    actorId,
    entity: 'lot',
    entityId: sublot.lotId,
    action: 'sublot-delete',
    changes: { sublotId: id, title: sublot.title },
  });
};
