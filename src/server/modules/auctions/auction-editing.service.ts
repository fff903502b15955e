import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TSavedAuction, ZAuctionInputSchema } from '@/common/schemas/auctions.ts';
import type { TDb } from '@/server/db/client.ts';
import { auctionEvents, auctions, bids, lots } from '@/server/db/schema/index.ts';
import { AppError } from '@/server/lib/app-error.ts';
import { slugify } from '@/server/lib/slug.ts';
import { diff, listAudit, recordAudit } from '../audit/audit.service.ts';
import { auctionSummaryColumns } from '../catalogue/mappers.ts';
import { assertAuctionMoneyOpen, auctionMoneyLock } from '../settlements/money-lock.ts';
import { findAuction, getAdminAuctionView, summariseAuctions } from './auctions.service.ts';

/** The back office's side of an auction (docs/product.md#api-contract, "Auctions"): list, read, create, edit, publish, delete. */
type TAuctionInput = z.output<typeof ZAuctionInputSchema>;
type TAuctionRow = typeof auctions.$inferSelect;

/** What a save answers: enough to find the auction again and show its state. */
export const toSavedAuction = (auction: TAuctionRow): TSavedAuction => ({
  id: auction.id,
  title: auction.title,
  slug: auction.slug,
  published: auction.published,
  status: auction.status,
});

/** A slug nobody else uses: "liquidacion-talleres", then "-2", "-3"… */
const uniqueSlug = async (db: TDb, wanted: string, exceptId?: number) => {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? wanted : `${wanted}-${n}`;
    const [taken] = await db.select({ id: auctions.id }).from(auctions).where(eq(auctions.slug, candidate));
    if (!taken || taken.id === exceptId) return candidate;
  }
};

const toColumns = (input: TAuctionInput) => {
  const {
    location,
    startDate,
    endDate,
    lastCollectionDate,
    lastPaymentDate,
    liveStartsAt,
    slug: _slug,
    ...rest
  } = input;
  return {
    ...rest,
    liveStartsAt: liveStartsAt ? new Date(liveStartsAt) : null,
    startDate: new Date(startDate),
    endDate: new Date(endDate),
    lastCollectionDate: lastCollectionDate ? new Date(lastCollectionDate) : null,
    lastPaymentDate: lastPaymentDate ? new Date(lastPaymentDate) : null,
    lat: location?.lat ?? null,
    lng: location?.lng ?? null,
  };
};

export const listAdminAuctions = async (options: {
  db: TDb;
  page: number;
  limit: number;
  filter?: { search?: string; status?: 'open' | 'closed'; published?: boolean };
  order?: { field: 'startDate' | 'endDate' | 'title' | 'createdOn'; direction: 'asc' | 'desc' };
}) => {
  const { db, page, limit, filter = {}, order } = options;
  const conditions: (SQL | undefined)[] = [
    filter.search ? ilike(auctions.title, `%${filter.search.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
    filter.status ? eq(auctions.status, filter.status) : undefined,
    filter.published === undefined ? undefined : eq(auctions.published, filter.published),
  ];
  const where = and(...conditions);
  const column = auctions[order?.field ?? 'createdOn'];
  const [rows, [totals]] = await Promise.all([
    db
      .select({ ...auctionSummaryColumns, published: auctions.published })
      .from(auctions)
      .where(where)
      .orderBy(order?.direction === 'asc' ? asc(column) : desc(column), desc(auctions.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(auctions).where(where),
  ]);
  const summaries = await summariseAuctions(db, rows);
  return {
    auctions: summaries.map((summary, index) => ({ ...summary, published: rows[index]!.published })),
    total: totals?.total ?? 0,
  };
};

export const getAdminAuction = async ({ db, id }: { db: TDb; id: number }) => {
  await findAuction(db, id);
  return {
    ...(await getAdminAuctionView({ db, id })),
    audit: await listAudit({ db, entity: 'auction', entityId: id }),
    moneyLock: await auctionMoneyLock(db, id),
  };
};

/** New auctions start unpublished: an admin publishes them once lots and pictures are in. */
export const createAuction = async ({
  db,
  input,
  actorId,
}: {
  db: TDb;
  input: TAuctionInput;
  actorId: number;
}) => {
  const slug = await uniqueSlug(db, input.slug ?? slugify(input.title));
  return db.transaction(async (tx) => {
    const [auction] = await tx
      .insert(auctions)
      .values({ ...toColumns(input), slug, published: false })
      .returning();
    await recordAudit(tx, {
      actorId,
      entity: 'auction',
      entityId: auction!.id,
      action: 'create',
      changes: { title: auction!.title },
    });
    return auction!;
  });
};

/** What an auction's settlement lines and deposits are computed from: fixed once it has settlements. */
const moneyFields = [
  'commissionPercent',
  'goodsVatPercent',
  'caution',
  'taxTreatment',
  'taxProvision',
] as const;
/** 3 and 3.00 are the same commission; null (exempt, no deposit) is not 0. */
const sameAmount = (a: number | string | null, b: number | string | null) =>
  a === b || (a !== null && b !== null && Number(a) === Number(b));

export const updateAuction = async ({
  db,
  id,
  input,
  actorId,
}: {
  db: TDb;
  id: number;
  input: TAuctionInput;
  actorId: number;
}) => {
  const before = await findAuction(db, id);
  const columns = {
    ...toColumns(input),
    slug: input.slug ? await uniqueSlug(db, input.slug, id) : before.slug,
  };
  const moneyChanged = moneyFields.filter((field) => !sameAmount(columns[field], before[field]));
  if (moneyChanged.length)
    await assertAuctionMoneyOpen(
      db,
      id,
      moneyChanged.map((field) => `auction.${field}`),
    );
  return db.transaction(async (tx) => {
    const [auction] = await tx.update(auctions).set(columns).where(eq(auctions.id, id)).returning();
    const changed = diff(before, columns);
    if (Object.keys(changed).length)
      await recordAudit(tx, { actorId, entity: 'auction', entityId: id, action: 'update', changes: changed });
    return auction!;
  });
};

/**
 * Sets some columns of an existing auction and records the action in its trail, in one transaction:
 * publishing, unpublishing, the invoicing data.
 */
const setAuctionColumns = async (options: {
  db: TDb;
  id: number;
  columns: Partial<TAuctionRow>;
  actorId: number;
  action: string;
  changes?: unknown;
}) => {
  const { db, id, columns, actorId, action, changes } = options;
  await findAuction(db, id);
  return db.transaction(async (tx) => {
    const [auction] = await tx.update(auctions).set(columns).where(eq(auctions.id, id)).returning();
    await recordAudit(tx, { actorId, entity: 'auction', entityId: id, action, changes });
    return auction!;
  });
};

export const setPublished = ({
  db,
  id,
  published,
  actorId,
}: {
  db: TDb;
  id: number;
  published: boolean;
  actorId: number;
}) =>
  setAuctionColumns({ db, id, columns: { published }, actorId, action: published ? 'publish' : 'unpublish' });

export const setInvoicingData = ({
  db,
  id,
  data,
  actorId,
}: {
  db: TDb;
  id: number;
  data: Record<string, unknown>;
  actorId: number;
}) =>
  setAuctionColumns({
    db,
    id,
    columns: { invoiceData: data },
    actorId,
    action: 'invoicing-data',
    changes: data,
  });

/** An auction that has received bids is history: it can be unpublished or closed, never deleted. */
export const deleteAuction = async ({ db, id, actorId }: { db: TDb; id: number; actorId: number }) => {
  const auction = await findAuction(db, id);
  const [withBids] = await db
    .select({ total: count() })
    .from(bids)
    .innerJoin(lots, eq(lots.id, bids.lotId))
    .where(eq(lots.auctionId, id));
  if ((withBids?.total ?? 0) > 0) {
    throw new AppError('CONFLICT', apiText.auctions.deleteWithBids(withBids!.total));
  }
  await db.transaction(async (tx) => {
    await tx.delete(auctionEvents).where(eq(auctionEvents.auctionId, id));
    await tx.delete(auctions).where(eq(auctions.id, id));
    await recordAudit(tx, {
      actorId,
      entity: 'auction',
      entityId: id,
      action: 'delete',
      changes: { title: auction.title },
    });
  });
};
