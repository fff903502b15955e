import { eq } from 'drizzle-orm';
import type { TMetadataInput } from '@/common/schemas/lots.ts';
import type { TDb, TTx } from '@/server/db/client.ts';
import { metadataEntries, metadataFields } from '@/server/db/schema/index.ts';
import { findAuction } from '../auctions/auctions.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findLot } from './lot-editing.service.ts';

/**
 * The characteristics of lots and auctions ("Marca: Linde"). A field is one row per name across the whole
 * catalogue, so the same "Marca" is one field wherever it is used; entries point at it.
 */
type TMetadataField = typeof metadataFields.$inferSelect;

/** The field called `name`, created with `priority` (and `type`) if the catalogue has none yet. */
export const findOrCreateMetadataField = async (
  tx: TTx,
  field: { name: string; priority: number; type?: TMetadataField['type'] },
): Promise<TMetadataField> => {
  const [existing] = await tx.select().from(metadataFields).where(eq(metadataFields.name, field.name));
  return existing ?? (await tx.insert(metadataFields).values(field).returning())[0]!;
};

/**
 * Replaces the metadata entries of a lot or an auction; fields are found by name or created (after the
 * existing ones in priority). A priority or type given for an existing field changes it everywhere it is used.
 */
export const setMetadata = async (options: {
  db: TDb;
  owner: 'lotId' | 'auctionId';
  ownerId: number;
  entries: TMetadataInput['entries'];
  actorId: number;
}) => {
  const { db, owner, ownerId, entries, actorId } = options;
  if (owner === 'lotId') await findLot(db, ownerId);
  else await findAuction(db, ownerId);
  await db.transaction(async (tx) => {
    await tx.delete(metadataEntries).where(eq(metadataEntries[owner], ownerId));
    for (const [index, entry] of entries.entries()) {
      const field = await findOrCreateMetadataField(tx, {
        name: entry.name,
        priority: entry.priority ?? 100 + index,
        type: entry.type,
      });
      const priority = entry.priority ?? field.priority;
      const type = entry.type ?? field.type;
      if (priority !== field.priority || type !== field.type)
        await tx.update(metadataFields).set({ priority, type }).where(eq(metadataFields.id, field.id));
      await tx
        .insert(metadataEntries)
        .values({ [owner]: ownerId, metadataFieldId: field.id, value: entry.value });
    }
    await recordAudit(tx, {
      actorId,
      entity: owner === 'lotId' ? 'lot' : 'auction',
      entityId: ownerId,
      action: 'metadata',
      changes: entries,
    });
  });
};
