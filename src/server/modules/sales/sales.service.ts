import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TSale, TSaleLot, TSaleLotSummary, TSaleSummary } from '@/common/schemas/sales.ts';
import { percentOf } from '@/common/settlement-money.ts';
import type { TDb } from '@/server/db/client.ts';
import { images, offers, saleLots, sales } from '@/server/db/schema/index.ts';
import { AppError, notFound } from '@/server/lib/app-error.ts';
import { renderMarkdown } from '@/server/lib/markdown.ts';
import { loadCovers, loadFiles, loadImages, loadMetadata, toImage } from '../catalogue/media.ts';
import { readConfigValue } from '../config-data/config-data.service.ts';

type TSaleRow = typeof sales.$inferSelect;

/** Covers of sales (images are keyed by sale_id, which the shared loaders do not cover). */
const saleCovers = async (db: TDb, ids: number[]) => {
  if (ids.length === 0) return new Map<number, ReturnType<typeof toImage>>();
  const rows = await db
    .selectDistinctOn([images.saleId])
    .from(images)
    .where(inArray(images.saleId, ids))
    .orderBy(images.saleId, asc(images.position));
  return new Map(rows.map((row) => [row.saleId!, toImage(row)]));
};

const summarise = async (db: TDb, rows: TSaleRow[]): Promise<TSaleSummary[]> => {
  const ids = rows.map((row) => row.id);
  const [covers, counts] = await Promise.all([
    saleCovers(db, ids),
    ids.length
      ? db
          .select({ saleId: saleLots.saleId, total: count() })
          .from(saleLots)
          .where(and(inArray(saleLots.saleId, ids), eq(saleLots.published, true)))
          .groupBy(saleLots.saleId)
      : Promise.resolve([]),
  ]);
  const countBySale = new Map(counts.map((entry) => [entry.saleId, entry.total]));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    slug: row.slug,
    address: row.address,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate?.toISOString() ?? null,
    lotsCount: countBySale.get(row.id) ?? 0,
    cover: covers.get(row.id) ?? null,
  }));
};

export const listSales = async ({
  db,
  page,
  limit,
  kind,
}: {
  db: TDb;
  page: number;
  limit: number;
  kind?: TSaleRow['kind'];
}) => {
  const where = and(eq(sales.published, true), kind ? eq(sales.kind, kind) : undefined);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(sales)
      .where(where)
      .orderBy(desc(sales.startDate), desc(sales.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(sales).where(where),
  ]);
  return { sales: await summarise(db, rows), total: totals?.total ?? 0 };
};

const findSale = async (db: TDb, id: number) => {
  const [sale] = await db
    .select()
    .from(sales)
    .where(and(eq(sales.id, id), eq(sales.published, true)));
  if (!sale) throw notFound(apiText.sales.notFoundOrUnpublished);
  return sale;
};

export const getSale = async ({
  db,
  id,
}: {
  db: TDb;
  id: number;
}): Promise<{ sale: TSale; lots: TSaleLotSummary[] }> => {
  const row = await findSale(db, id);
  const lotRows = await db
    .select()
    .from(saleLots)
    .where(and(eq(saleLots.saleId, id), eq(saleLots.published, true)))
    .orderBy(asc(saleLots.order));
  const [summary] = await summarise(db, [row]);
  const [saleImages, lotCovers] = await Promise.all([
    db.select().from(images).where(eq(images.saleId, id)).orderBy(asc(images.position)),
    loadCovers(
      db,
      'saleLotId',
      lotRows.map((lot) => lot.id),
    ),
  ]);
  return {
    sale: {
      ...summary!,
      description: row.description,
      descriptionHtml: renderMarkdown(row.description),
      location: row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null,
      images: saleImages.map(toImage),
      files: [],
    },
    lots: lotRows.map((lot) => ({
      id: lot.id,
      saleId: lot.saleId,
      title: lot.title,
      price: lot.price,
      order: lot.order,
      sold: lot.sold,
      cover: lotCovers.get(lot.id) ?? null,
    })),
  };
};

export const getSaleLot = async ({
  db,
  saleId,
  lotId,
}: {
  db: TDb;
  saleId: number;
  lotId: number;
}): Promise<{ lot: TSaleLot; sale: TSaleSummary }> => {
  const sale = await findSale(db, saleId);
  const [lot] = await db
    .select()
    .from(saleLots)
    .where(and(eq(saleLots.id, lotId), eq(saleLots.saleId, saleId), eq(saleLots.published, true)));
  if (!lot) throw notFound(apiText.sales.lotNotFound);
  const [lotImages, lotFiles, metadata, [summary]] = await Promise.all([
    loadImages(db, 'saleLotId', [lotId]),
    loadFiles(db, 'saleLotId', [lotId]),
    loadMetadata(db, 'saleLotId', [lotId]),
    summarise(db, [sale]),
  ]);
  const gallery = lotImages.get(lotId) ?? [];
  return {
    lot: {
      id: lot.id,
      saleId,
      title: lot.title,
      price: lot.price,
      order: lot.order,
      sold: lot.sold,
      cover: gallery[0] ?? null,
      description: lot.description,
      descriptionHtml: renderMarkdown(lot.description),
      images: gallery,
      files: lotFiles.get(lotId) ?? [],
      metadata: metadata.get(lotId) ?? [],
    },
    sale: summary!,
  };
};

/** A logged-in buyer's offer on a sale lot; the admin accepts or rejects it later. */
export const makeOffer = async ({
  db,
  userId,
  saleId,
  lotId,
  amount,
  message,
}: {
  db: TDb;
  userId: number;
  saleId: number;
  lotId: number;
  amount: number;
  message: string | null;
}) => {
  const { lot } = await getSaleLot({ db, saleId, lotId });
  if (lot.sold) throw new AppError('BUSINESS_RULE', apiText.sales.lotAlreadySold);
  // A floor (setting minimumOfferPercent of the asking price): offers nobody would accept are not taken.
  const floorPercent = await readConfigValue({
    db,
    key: 'minimumOfferPercent',
    schema: z.number().min(0).max(100),
    fallback: 50,
  });
  const floor = percentOf(lot.price, floorPercent);
  if (amount < floor)
    throw new AppError('VALIDATION', apiText.sales.offerBelowFloor(floor), {
      fields: { 'offer.amount': apiText.sales.offerBelowFloorField(floor) },
    });
  const [offer] = await db.insert(offers).values({ saleLotId: lotId, userId, amount, message }).returning();
  return {
    id: offer!.id,
    amount: offer!.amount,
    status: offer!.status,
    createdOn: offer!.createdOn.toISOString(),
  };
};
