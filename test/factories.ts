import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '@/server/db/client.ts';
import {
  auctions,
  bids,
  images,
  invoices,
  lots,
  metadataEntries,
  metadataFields,
  settlements,
  sublots,
  subscriptions,
  users,
} from '@/server/db/schema/index.ts';
import { closeDueLots } from '@/server/modules/lots/close-lots.ts';

/**
 * Factories create exactly the rows a test needs, with overrides, so every test reads as its own
 * story and tests never depend on the demo seed.
 */
const unique = () => randomUUID().slice(0, 8);

/** A valid Spanish NIF for number `n` (8 digits and the letter of n mod 23). */
export const spanishNif = (n: number) => {
  const digits = String(n % 100_000_000).padStart(8, '0');
  return `${digits}${'TRWAGMYFPDXBNJZSQVHLCKE'[Number(digits) % 23]}`;
};

/** A valid company CIF ("B" + 7 digits + control digit) for number `n`: issuers of their own. */
export const spanishCif = (n: number) => {
  const digits = String(n % 10_000_000).padStart(7, '0');
  let sum = 0;
  for (const [index, char] of [...digits].entries()) {
    const digit = Number(char);
    sum += index % 2 === 0 ? Math.floor((digit * 2) / 10) + ((digit * 2) % 10) : digit;
  }
  return `B${digits}${(10 - (sum % 10)) % 10}`;
};

let people = 0;
const hour = 3_600_000;
const minute = 60_000;

/**
 * A user. `isAdmin: true` is what drizzle/0029 made of every administrator: the role administración
 * (`is_admin` itself is derived from the roles); `roles` gives any other set.
 */
export const createUser = async (
  db: TDb,
  { isAdmin, ...overrides }: Partial<typeof users.$inferInsert> & { isAdmin?: boolean } = {},
) => {
  const [user] = await db
    .insert(users)
    .values({
      ...(isAdmin ? { roles: ['administracion' as const] } : {}),
      firstname: 'Lucía',
      lastname: 'Martín Gómez',
      email: `lucia.${unique()}@example.com`,
      // Invoices name their recipient by a tax id: every test person has one unless a test says otherwise.
      vatId: spanishNif(10_000_000 + ++people),
      isActive: true,
      acceptedTerms: true,
      countryId: 73,
      provinceId: 46,
      postalCode: '46001',
      ...overrides,
    })
    .returning();
  return user!;
};

export const createAuction = async (db: TDb, overrides: Partial<typeof auctions.$inferInsert> = {}) => {
  const now = Date.now();
  const [auction] = await db
    .insert(auctions)
    .values({
      title: 'Subasta de maquinaria industrial',
      description: 'Liquidación de los activos de una empresa del metal.',
      slug: `subasta-${unique()}`,
      commissionPercent: 10,
      startDate: new Date(now - 24 * hour),
      endDate: new Date(now + 72 * hour),
      published: true,
      ...overrides,
    })
    .returning();
  return auction!;
};

/** A lot; its end defaults to the staggered rule `auction.endDate + (order − 1) × lotInterval`. */
export const createLot = async (
  db: TDb,
  auction: typeof auctions.$inferSelect,
  overrides: Partial<typeof lots.$inferInsert> = {},
) => {
  const order = overrides.order ?? 1;
  const [lot] = await db
    .insert(lots)
    .values({
      auctionId: auction.id,
      title: `Lote ${order}: torno CNC`,
      description: 'Torno de control numérico en funcionamiento.',
      slug: `lote-${unique()}`,
      price: 100_000,
      order,
      endDate: new Date(auction.endDate.getTime() + (order - 1) * auction.lotInterval * minute),
      ...overrides,
    })
    .returning();
  return lot!;
};

export const createSublot = async (
  db: TDb,
  lot: typeof lots.$inferSelect,
  overrides: Partial<typeof sublots.$inferInsert> = {},
) => {
  const [sublot] = await db
    .insert(sublots)
    .values({ lotId: lot.id, title: 'Juego de herramientas', ...overrides })
    .returning();
  return sublot!;
};

export const createImage = async (
  db: TDb,
  owner: Partial<Record<'auctionId' | 'lotId' | 'sublotId' | 'saleLotId', number>>,
  position = 0,
) => {
  const id = unique();
  const urls = {
    thumb: `/media/images/${id}/thumb.webp`,
    small: `/media/images/${id}/small.webp`,
    default: `/media/images/${id}/default.webp`,
    big: `/media/images/${id}/big.webp`,
    large: `/media/images/${id}/large.webp`,
  };
  const [image] = await db
    .insert(images)
    .values({ ...owner, position, alt: `Imagen ${id}`, urls, width: 1600, height: 1200 })
    .returning();
  return image!;
};

export const createMetadataEntry = async (
  db: TDb,
  owner: Partial<Record<'auctionId' | 'lotId' | 'sublotId' | 'saleLotId', number>>,
  field: { name: string; priority: number },
  value: string,
) => {
  const [existing] = await db.select().from(metadataFields).where(eq(metadataFields.name, field.name));
  const metadataField = existing ?? (await db.insert(metadataFields).values(field).returning())[0]!;
  const [entry] = await db
    .insert(metadataEntries)
    .values({ ...owner, metadataFieldId: metadataField.id, value })
    .returning();
  return entry!;
};

/** Inserts a bid and keeps the lot's `maxBid`, `maxBidderId` and `bidsCount` in step, as the engine does. */
export const createBid = async (
  db: TDb,
  lot: typeof lots.$inferSelect,
  user: typeof users.$inferSelect,
  amount: number,
  overrides: Partial<typeof bids.$inferInsert> = {},
) => {
  const [bid] = await db
    .insert(bids)
    .values({ lotId: lot.id, userId: user.id, amount, ...overrides })
    .returning();
  await db.execute(
    sql`insert into lot_bidders (lot_id, user_id, number)
        select ${lot.id}, ${user.id}, coalesce(max(number), 0) + 1 from lot_bidders where lot_id = ${lot.id}
        on conflict do nothing`,
  );
  await db
    .update(lots)
    .set({
      maxBid: sql`greatest(coalesce(${lots.maxBid}, 0), ${amount})`,
      maxBidderId: sql`case when ${amount} > coalesce(${lots.maxBid}, 0) then ${user.id} else ${lots.maxBidderId} end`,
      proxyMax: sql`greatest(coalesce(${lots.proxyMax}, 0), ${amount})`,
      bidsCount: sql`${lots.bidsCount} + 1`,
    })
    .where(eq(lots.id, lot.id));
  return bid!;
};

export const createSubscription = async (
  db: TDb,
  auction: typeof auctions.$inferSelect,
  user: typeof users.$inferSelect,
  overrides: Partial<typeof subscriptions.$inferInsert> = {},
) => {
  const [subscription] = await db
    .insert(subscriptions)
    .values({ auctionId: auction.id, userId: user.id, status: 'accepted', paid: true, ...overrides })
    .returning();
  return subscription!;
};

/**
 * A lot sold to `user` at `hammer` the way production sells one: a bid, the end passed, the closer run.
 * The buyer's settlement for the auction now holds the lot.
 */
export const createSoldLot = async (
  db: TDb,
  auction: typeof auctions.$inferSelect,
  user: typeof users.$inferSelect,
  hammer: number,
  overrides: Partial<typeof lots.$inferInsert> = {},
) => {
  const lot = await createLot(db, auction, {
    price: Math.min(hammer, 100_000),
    ...overrides,
    endDate: new Date(Date.now() + 60_000),
  });
  await createBid(db, lot, user, hammer);
  await db
    .update(lots)
    .set({ endDate: new Date(Date.now() - 1000) })
    .where(eq(lots.id, lot.id));
  await closeDueLots({ db });
  const [settlement] = await db
    .select()
    .from(settlements)
    .where(and(eq(settlements.auctionId, auction.id), eq(settlements.userId, user.id)));
  return { lot, settlement: settlement! };
};

/**
 * An auction invoiced by its own issuer with one lot sold to `buyer`, settled by the app's jobs: its goods
 * invoice, the seller's (the premium's is the house's). For the billing-record tests.
 */
export const createInvoicedSale = async (
  { db, app }: { db: TDb; app: { jobs: { drain: () => Promise<unknown> } } },
  buyer: typeof users.$inferSelect,
  { issuerVatId, series = 'VF' }: { issuerVatId: string; series?: string },
) => {
  const auction = await createAuction(db, {
    commissionPercent: 10,
    goodsVatPercent: 21,
    invoiceData: {
      issuerName: 'Talleres Turia, S.L.',
      issuerVatId,
      issuerAddress: 'Calle de Colón 1, 46004 Valencia',
      invoiceSeries: series,
    },
  });
  await createSoldLot(db, auction, buyer, 100_000);
  await app.jobs.drain();
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.auctionId, auction.id), eq(invoices.issuerNif, issuerVatId)));
  return { auction, invoice: invoice! };
};
