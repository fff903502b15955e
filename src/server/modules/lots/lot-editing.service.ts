import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { apiText } from '@/common/i18n/api/index.ts';
import type { ZLotInputSchema } from '@/common/schemas/lots.ts';
import { isProvisionOf } from '@/common/tax-treatment.ts';
import type { TDb } from '@/server/db/client.ts';
import { lots } from '@/server/db/schema/index.ts';
import { AppError, notFound } from '@/server/lib/app-error.ts';
import { slugify } from '@/server/lib/slug.ts';
import { findAuction } from '../auctions/auctions.service.ts';
import { diff, listAudit, recordAudit } from '../audit/audit.service.ts';
import { assertLotMoneyOpen, lotMoneyLock } from '../settlements/money-lock.ts';
import { nextLotEnd, readLastLot } from './lot-schedule.service.ts';
import { getPublicLot } from './lots.service.ts';

/** The back office's side of a lot (docs/product.md#api-contract, "Lots"): read with drafts, create, edit, reorder, delete. */
type TLotInput = z.output<typeof ZLotInputSchema>;

/** Any lot, drafts included, for the back office; a 404 when there is none. */
export const findLot = async (db: TDb, id: number) => {
  const [lot] = await db.select().from(lots).where(eq(lots.id, id));
  if (!lot) throw notFound(apiText.lots.notFound);
  return lot;
};

/** The lot as its page shows it, drafts included, with what invoices call it and its trail. */
export const getAdminLot = async ({ db, id }: { db: TDb; id: number }) => {
  const found = await getPublicLot({ db, id, includeDrafts: true });
  // What invoices call the lot and its reserve are not public, so the public lot answer leaves them out.
  const {
    invoiceDescription,
    reservePrice,
    blockMarginPercent,
    awardState,
    taxTreatment,
    taxProvision,
    purchasePrice,
  } = await findLot(db, id);
  return {
    ...found,
    lot: {
      ...found.lot,
      invoiceDescription,
      reservePrice,
      blockMarginPercent,
      awardState,
      taxTreatment,
      taxProvision,
      purchasePrice,
    },
    audit: await listAudit({ db, entity: 'lot', entityId: id }),
    moneyLock: await lotMoneyLock(db, id),
  };
};

/**
 * An en bloc link must hold together: a lot joins a block of its own auction, a block is never inside
 * another, and a block keeps its flag while lots are grouped in it. Closed lots keep their reserve and
 * grouping: the result was taken with them.
 */
const fail = (field: string, message: string): never => {
  throw new AppError('VALIDATION', message, { fields: { [`lot.${field}`]: message } });
};

const checkAwardFields = async (
  db: TDb,
  auctionId: number,
  input: TLotInput,
  before?: typeof lots.$inferSelect,
) => {
  if (before && before.status === 'closed') keepClosedResult(input, before);
  if (!isProvisionOf(input.taxTreatment ?? 'general', input.taxProvision))
    fail('taxProvision', apiText.lots.taxProvisionInvalid);
  if (input.blockLotId !== null) await checkBlock(db, auctionId, input.blockLotId, input.isBlock, before);
  if (before?.isBlock && !input.isBlock) {
    const [member] = await db
      .select({ id: lots.id })
      .from(lots)
      .where(eq(lots.blockLotId, before.id))
      .limit(1);
    if (member) fail('isBlock', apiText.lots.blockHasMembers);
  }
};

/** A closed lot keeps the reserve and the grouping its result was taken with. */
const keepClosedResult = (input: TLotInput, before: typeof lots.$inferSelect) => {
  if (input.reservePrice !== before.reservePrice) fail('reservePrice', apiText.lots.closedReserveFixed);
  if (input.isBlock !== before.isBlock || input.blockLotId !== before.blockLotId)
    fail('blockLotId', apiText.lots.closedBlockFixed);
};

/** The block a lot joins: an en bloc lot of the same auction, and not the lot itself nor a block. */
const checkBlock = async (
  db: TDb,
  auctionId: number,
  blockLotId: number,
  isBlock: boolean,
  before?: typeof lots.$inferSelect,
) => {
  if (isBlock) fail('blockLotId', apiText.lots.blockInsideBlock);
  const [block] = await db.select().from(lots).where(eq(lots.id, blockLotId));
  if (!block || block.auctionId !== auctionId || !block.isBlock || block.id === before?.id)
    fail('blockLotId', apiText.lots.blockOfOtherAuction);
};

/** A new lot goes last; without an end date it ends one interval after the current last lot. */
export const createLot = async ({
  db,
  auctionId,
  input,
  actorId,
}: {
  db: TDb;
  auctionId: number;
  input: TLotInput;
  actorId: number;
}) => {
  const auction = await findAuction(db, auctionId);
  await checkAwardFields(db, auctionId, input);
  const { lastOrder, lastEnd } = await readLastLot(db, auctionId);
  return db.transaction(async (tx) => {
    const [lot] = await tx
      .insert(lots)
      .values({
        ...input,
        auctionId,
        slug: slugify(input.title),
        order: lastOrder + 1,
        startDate: input.startDate ? new Date(input.startDate) : null,
        endDate: input.endDate ? new Date(input.endDate) : nextLotEnd(auction, lastEnd),
      })
      .returning();
    await recordAudit(tx, {
      actorId,
      entity: 'auction',
      entityId: auctionId,
      action: 'lot-create',
      changes: { lotId: lot!.id, title: lot!.title },
    });
    return lot!;
  });
};

/** The prices a settled lot was sold by: fixed once it is in a settlement. */
const moneyFields = ['price', 'originalPrice', 'reservePrice', 'taxTreatment', 'taxProvision'] as const;

export const updateLot = async ({
  db,
  id,
  input,
  actorId,
}: {
  db: TDb;
  id: number;
  input: TLotInput;
  actorId: number;
}) => {
  const before = await findLot(db, id);
  const moneyChanged = moneyFields.filter((field) => input[field] !== before[field]);
  if (moneyChanged.length)
    await assertLotMoneyOpen(
      db,
      id,
      moneyChanged.map((field) => `lot.${field}`),
    );
  await checkAwardFields(db, before.auctionId, input, before);
  const columns = {
    ...input,
    startDate: input.startDate ? new Date(input.startDate) : null,
    endDate: input.endDate ? new Date(input.endDate) : before.endDate,
  };
  if (before.bidsCount > 0 && columns.price !== before.price) {
    throw new AppError('BUSINESS_RULE', apiText.lots.priceFixedByBids, {
      fields: { 'lot.price': apiText.lots.priceFixedByBidsField },
    });
  }
  return db.transaction(async (tx) => {
    const [lot] = await tx.update(lots).set(columns).where(eq(lots.id, id)).returning();
    const changed = diff(before, columns);
    if (Object.keys(changed).length)
      await recordAudit(tx, { actorId, entity: 'lot', entityId: id, action: 'update', changes: changed });
    return lot!;
  });
};

export const deleteLot = async ({ db, id, actorId }: { db: TDb; id: number; actorId: number }) => {
  const lot = await findLot(db, id);
  if (lot.bidsCount > 0) throw new AppError('CONFLICT', apiText.lots.deleteWithBids(lot.bidsCount));
  await db.transaction(async (tx) => {
    await tx.delete(lots).where(eq(lots.id, id));
    await recordAudit(tx, {
      actorId,
      entity: 'auction',
      entityId: lot.auctionId,
      action: 'lot-delete',
      changes: { lotId: id, title: lot.title },
    });
  });
};

/** New order of an auction's lots (numbers 1…n as given); end dates stay as they are. */
export const reorderLots = async ({
  db,
  auctionId,
  ids,
  actorId,
}: {
  db: TDb;
  auctionId: number;
  ids: number[];
  actorId: number;
}) => {
  await findAuction(db, auctionId);
  const current = await db.select({ id: lots.id }).from(lots).where(eq(lots.auctionId, auctionId));
  const known = new Set(current.map((row) => row.id));
  if (ids.length !== known.size || ids.some((id) => !known.has(id))) {
    throw new AppError('VALIDATION', apiText.lots.reorderListMismatch, {
      fields: { ids: apiText.lots.reorderListMismatchField },
    });
  }
  await db.transaction(async (tx) => {
    for (const [index, id] of ids.entries())
      await tx
        .update(lots)
        .set({ order: index + 1 })
        .where(eq(lots.id, id));
    await recordAudit(tx, {
      actorId,
      entity: 'auction',
      entityId: auctionId,
      action: 'lots-reorder',
      changes: { ids },
    });
  });
};
