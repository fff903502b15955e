import { and, asc, count, desc, eq, ilike, max, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZAuctionInputSchema, ZLotInputSchema } from '@/common/schemas/admin-auctions.ts';
import type { TDb } from '@/server/db/client.ts';
import { auctions, bids, lots, metadataEntries, metadataFields, sublots } from '@/server/db/schema/index.ts';
import { AppError, notFound } from '@/server/lib/app-error.ts';
import { slugify } from '@/server/lib/slug.ts';
import { getAdminAuctionView, summariseAuctions } from '../auctions/auctions.service.ts';
import { diff, listAudit, recordAudit } from '../audit/audit.service.ts';

type TAuctionInput = z.output<typeof ZAuctionInputSchema>;
type TLotInput = z.output<typeof ZLotInputSchema>;

/** A slug nobody else uses: "liquidacion-talleres", then "-2", "-3"… */
const uniqueSlug = async (db: TDb, wanted: string, exceptId?: number) => {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? wanted : `${wanted}-${n}`;
    const [taken] = await db.select({ id: auctions.id }).from(auctions).where(eq(auctions.slug, candidate));
    if (!taken || taken.id === exceptId) return candidate;
  }
};

const toColumns = (input: TAuctionInput) => {
  const { location, startDate, endDate, lastCollectionDate, lastPaymentDate, slug: _slug, ...rest } = input;
  return {
    ...rest,
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
      .select()
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

const findAuction = async (db: TDb, id: number) => {
  const [auction] = await db.select().from(auctions).where(eq(auctions.id, id));
  if (!auction) throw notFound('La subasta no existe.');
  return auction;
};

export const getAdminAuction = async ({ db, id }: { db: TDb; id: number }) => {
  await findAuction(db, id);
  return {
    ...(await getAdminAuctionView({ db, id })),
    audit: await listAudit({ db, entity: 'auction', entityId: id }),
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
  return db.transaction(async (tx) => {
    const [auction] = await tx.update(auctions).set(columns).where(eq(auctions.id, id)).returning();
    const changed = diff(before as unknown as Record<string, unknown>, columns as Record<string, unknown>);
    if (Object.keys(changed).length)
      await recordAudit(tx, { actorId, entity: 'auction', entityId: id, action: 'update', changes: changed });
    return auction!;
  });
};

export const setPublished = async ({
  db,
  id,
  published,
  actorId,
}: {
  db: TDb;
  id: number;
  published: boolean;
  actorId: number;
}) => {
  await findAuction(db, id);
  return db.transaction(async (tx) => {
    const [auction] = await tx.update(auctions).set({ published }).where(eq(auctions.id, id)).returning();
    await recordAudit(tx, {
      actorId,
      entity: 'auction',
      entityId: id,
      action: published ? 'publish' : 'unpublish',
    });
    return auction!;
  });
};

export const setInvoicingData = async ({
  db,
  id,
  data,
  actorId,
}: {
  db: TDb;
  id: number;
  data: Record<string, unknown>;
  actorId: number;
}) => {
  await findAuction(db, id);
  return db.transaction(async (tx) => {
    const [auction] = await tx
      .update(auctions)
      .set({ invoiceData: data })
      .where(eq(auctions.id, id))
      .returning();
    await recordAudit(tx, {
      actorId,
      entity: 'auction',
      entityId: id,
      action: 'invoicing-data',
      changes: data,
    });
    return auction!;
  });
};

/** An auction that has received bids is history: it can be unpublished or closed, never deleted. */
export const deleteAuction = async ({ db, id, actorId }: { db: TDb; id: number; actorId: number }) => {
  const auction = await findAuction(db, id);
  const [withBids] = await db
    .select({ total: count() })
    .from(bids)
    .innerJoin(lots, eq(lots.id, bids.lotId))
    .where(eq(lots.auctionId, id));
  if ((withBids?.total ?? 0) > 0) {
    throw new AppError(
      'CONFLICT',
      `No se puede eliminar: la subasta tiene ${withBids!.total} pujas. Puedes despublicarla o cerrarla.`,
    );
  }
  await db.transaction(async (tx) => {
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
  const [stats] = await db
    .select({ lastOrder: max(lots.order), lastEnd: max(lots.endDate) })
    .from(lots)
    .where(eq(lots.auctionId, auctionId));
  const defaultEnd = stats?.lastEnd
    ? new Date(new Date(stats.lastEnd).getTime() + auction.lotInterval * 60_000)
    : auction.endDate;
  return db.transaction(async (tx) => {
    const [lot] = await tx
      .insert(lots)
      .values({
        ...input,
        auctionId,
        slug: slugify(input.title),
        order: (stats?.lastOrder ?? 0) + 1,
        startDate: input.startDate ? new Date(input.startDate) : null,
        endDate: input.endDate ? new Date(input.endDate) : defaultEnd,
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

const findLot = async (db: TDb, id: number) => {
  const [lot] = await db.select().from(lots).where(eq(lots.id, id));
  if (!lot) throw notFound('El lote no existe.');
  return lot;
};

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
  const columns = {
    ...input,
    startDate: input.startDate ? new Date(input.startDate) : null,
    endDate: input.endDate ? new Date(input.endDate) : before.endDate,
  };
  if (before.bidsCount > 0 && columns.price !== before.price) {
    throw new AppError('BUSINESS_RULE', 'El lote ya tiene pujas: su precio de salida no puede cambiar.', {
      fields: { 'lot.price': 'No se puede cambiar con pujas.' },
    });
  }
  return db.transaction(async (tx) => {
    const [lot] = await tx.update(lots).set(columns).where(eq(lots.id, id)).returning();
    const changed = diff(before as unknown as Record<string, unknown>, columns as Record<string, unknown>);
    if (Object.keys(changed).length)
      await recordAudit(tx, { actorId, entity: 'lot', entityId: id, action: 'update', changes: changed });
    return lot!;
  });
};

export const deleteLot = async ({ db, id, actorId }: { db: TDb; id: number; actorId: number }) => {
  const lot = await findLot(db, id);
  if (lot.bidsCount > 0)
    throw new AppError(
      'CONFLICT',
      `No se puede eliminar: el lote tiene ${lot.bidsCount} pujas. Puedes despublicarlo.`,
    );
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
    throw new AppError('VALIDATION', 'La lista debe contener exactamente los lotes de la subasta.', {
      fields: { ids: 'Lista de lotes incompleta o con lotes ajenos.' },
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

/** Moves the end of every open lot by `minutes` (e.g. to postpone an auction); never into the past. */
export const shiftLotEnds = async ({
  db,
  auctionId,
  minutes,
  actorId,
}: {
  db: TDb;
  auctionId: number;
  minutes: number;
  actorId: number;
}) => {
  await findAuction(db, auctionId);
  const open = await db
    .select()
    .from(lots)
    .where(and(eq(lots.auctionId, auctionId), eq(lots.status, 'open')));
  const now = Date.now();
  if (open.some((lot) => lot.endDate.getTime() + minutes * 60_000 <= now)) {
    throw new AppError('BUSINESS_RULE', 'Con ese desplazamiento algún lote terminaría en el pasado.', {
      fields: { minutes: 'Desplazamiento demasiado grande.' },
    });
  }
  await db.transaction(async (tx) => {
    for (const lot of open)
      await tx
        .update(lots)
        .set({ endDate: new Date(lot.endDate.getTime() + minutes * 60_000) })
        .where(eq(lots.id, lot.id));
    await recordAudit(tx, {
      actorId,
      entity: 'auction',
      entityId: auctionId,
      action: 'lots-shift',
      changes: { minutes, lots: open.length },
    });
  });
  return open.length;
};

/**
 * Replaces the metadata entries of a lot or an auction; fields are found by name or created (after the
 * existing ones in priority), so the same "Marca" is one field across the catalogue.
 */
export const setMetadata = async (options: {
  db: TDb;
  owner: 'lotId' | 'auctionId';
  ownerId: number;
  entries: {
    name: string;
    value: string;
    priority?: number;
    type?: 'string' | 'number' | 'boolean' | 'date' | 'url';
  }[];
  actorId: number;
}) => {
  const { db, owner, ownerId, entries, actorId } = options;
  if (owner === 'lotId') await findLot(db, ownerId);
  else await findAuction(db, ownerId);
  await db.transaction(async (tx) => {
    await tx.delete(metadataEntries).where(eq(metadataEntries[owner], ownerId));
    for (const [index, entry] of entries.entries()) {
      const [existing] = await tx.select().from(metadataFields).where(eq(metadataFields.name, entry.name));
      const field =
        existing ??
        (
          await tx
            .insert(metadataFields)
            .values({ name: entry.name, priority: entry.priority ?? 100 + index, type: entry.type })
            .returning()
        )[0]!;
      // A priority or type given for an existing field changes it everywhere it is used.
      if (existing && (entry.priority !== undefined || entry.type !== undefined)) {
        await tx
          .update(metadataFields)
          .set({ priority: entry.priority ?? existing.priority, type: entry.type ?? existing.type })
          .where(eq(metadataFields.id, existing.id));
      }
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

export const createSublot = async ({
  db,
  lotId,
  input,
  actorId,
}: {
  db: TDb;
  lotId: number;
  input: { title: string; description: string; quantity: number };
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
  input: { title: string; description: string; quantity: number };
  actorId: number;
}) => {
  const [sublot] = await db.update(sublots).set(input).where(eq(sublots.id, id)).returning();
  if (!sublot) throw notFound('El sublote no existe.');
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
  if (!sublot) throw notFound('El sublote no existe.');
  await recordAudit(db, {
    actorId,
    entity: 'lot',
    entityId: sublot.lotId,
    action: 'sublot-delete',
    changes: { sublotId: id, title: sublot.title },
  });
};
