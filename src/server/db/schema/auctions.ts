import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { lotAwardStates } from '@/common/lot-award.ts';
import { taxTreatments } from '@/common/tax-treatment.ts';
import { searchColumns, searchIndexes } from './search.ts';
import { users } from './users.ts';

export const auctionStatuses = ['open', 'closed'] as const;
/** Who may buy (docs/after-the-hammer.md, "Consumers and the right of withdrawal"). */
export const auctionBuyers = ['all', 'professionals'] as const;
export const lotStatuses = ['open', 'closed'] as const;
/** Sold by the clock (each lot ends at its time) or live, called lot by lot by an auctioneer (docs/live-sales.md). */
export const auctionFormats = ['timed', 'live'] as const;

export const auctions = pgTable(
  'auctions',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    inspectionDates: text('inspection_dates'),
    slug: text('slug').notNull(),
    commissionPercent: numeric('commission_percent', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    /** Deposit in cents a bidder pays before being allowed to bid; null when there is none. */
    caution: integer('caution'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    /** Minutes between the end of one lot and the next (staggered closing). */
    lotInterval: integer('lot_interval').notNull().default(1),
    subscriptionIsOpen: boolean('subscription_is_open').notNull().default(true),
    address: text('address'),
    googleMapsUrl: text('google_maps_url'),
    lastCollectionDate: timestamp('last_collection_date', { withTimezone: true }),
    lastPaymentDate: timestamp('last_payment_date', { withTimezone: true }),
    status: text('status', { enum: auctionStatuses }).notNull().default('open'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    inHistory: boolean('in_history').notNull().default(false),
    youtubeUrl: text('youtube_url'),
    externalInvoice: boolean('external_invoice').notNull().default(false),
    /** IVA on the hammer price when the goods carry it (21, 10…); null when the sale is exempt. */
    goodsVatPercent: numeric('goods_vat_percent', { precision: 5, scale: 2, mode: 'number' }).default(21),
    invoiceData: jsonb('invoice_data').$type<Record<string, unknown>>(),
    /** How its goods are taxed (`src/common/tax-treatment.ts`); a lot may override it. */
    taxTreatment: text('tax_treatment', { enum: taxTreatments }).notNull().default('general'),
    /** The exact provision an `exempt` or `not-subject` treatment cites (its key, e.g. `20.1.22`). */
    taxProvision: text('tax_provision'),
    /** The house sells in its own name: it, not the consignor of `invoiceData`, invoices the goods. */
    houseSells: boolean('house_sells').notNull().default(false),
    published: boolean('published').notNull().default(false),
    showHammerPrice: boolean('show_hammer_price').notNull().default(true),
    acceptOffers: boolean('accept_offers').notNull().default(false),
    /** Closed lots wait as *adjudicación provisional* until an admin approves or rejects each. */
    requiresApproval: boolean('requires_approval').notNull().default(false),
    /** Who approves results (e.g. the *administrador concursal*: name or e-mail), recorded with each decision. */
    approver: text('approver'),
    /** `professionals`: only accounts with company data (and a VAT id VIES knows, when European) subscribe. */
    buyers: text('buyers', { enum: auctionBuyers }).notNull().default('all'),
    /** Goods without the right of withdrawal (property…): never offered, whoever buys. */
    withdrawalExcluded: boolean('withdrawal_excluded').notNull().default(false),
    withdrawalExclusionReason: text('withdrawal_exclusion_reason'),
    /** Working days after the close within which non-winners' deposits are returned (conditions). */
    depositRefundDays: integer('deposit_refund_days').notNull().default(3),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    closedOn: timestamp('closed_on', { withTimezone: true }),
    format: text('format', { enum: auctionFormats }).notNull().default('timed'),
    /** A live auction's sale: when the auctioneer calls the first lot. Absentee bids open at `startDate`. */
    liveStartsAt: timestamp('live_starts_at', { withTimezone: true }),
    ...searchColumns("title || ' ' || description || ' ' || coalesce(address, '')"),
  },
  (t) => [
    ...searchIndexes('auctions', t),
    uniqueIndex('auctions_slug_key').on(t.slug),
    index('auctions_public_idx').on(t.published, t.status, t.startDate),
    // The public list in its default order, read in order: a far page skips index entries instead of
    // sorting every published auction (bench/reads.ts, page 400).
    index('auctions_published_start_idx').on(t.startDate, t.id).where(sql`${t.published}`),
    index('auctions_end_date_idx').on(t.endDate),
    // The back office lists newest first (read backwards).
    index('auctions_created_idx').on(t.createdOn, t.id),
  ],
);

export const lots = pgTable(
  'lots',
  {
    id: serial('id').primaryKey(),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    slug: text('slug').notNull(),
    /** Starting price in cents: the first bid must reach it. */
    price: integer('price').notNull(),
    /** Valuation before any reduction, in cents, shown struck through when `hasDownprice`. */
    originalPrice: integer('original_price'),
    hasDownprice: boolean('has_downprice').notNull().default(false),
    maxBid: integer('max_bid'),
    maxBidderId: integer('max_bidder_id').references(() => users.id),
    /** The leader's hidden maximum (proxy bidding); never sent to anyone but the leader. */
    proxyMax: integer('proxy_max'),
    bidsCount: integer('bids_count').notNull().default(0),
    /** The chain hash of the lot's latest bid (docs/bid-receipts.md); null before its first. */
    chainHead: text('chain_head'),
    /** When null the lot opens with its auction. */
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    status: text('status', { enum: lotStatuses }).notNull().default('open'),
    youtubeUrl: text('youtube_url'),
    order: integer('order').notNull().default(1),
    quantity: integer('quantity').notNull().default(1),
    published: boolean('published').notNull().default(true),
    sold: boolean('sold').notNull().default(false),
    invoiceDescription: text('invoice_description'),
    closedOn: timestamp('closed_on', { withTimezone: true }),
    /** Hidden reserve in cents: never in a public answer (the public sees only whether it is met). */
    reservePrice: integer('reserve_price'),
    /** What closing did with the lot (`src/common/lot-award.ts`); null while open. */
    awardState: text('award_state', { enum: lotAwardStates }),
    /** An en bloc lot: its members (lots whose `blockLotId` is this lot) are also offered one by one. */
    isBlock: boolean('is_block').notNull().default(false),
    /** The block wins only when its top bid beats the members' sum by more than this percentage. */
    blockMarginPercent: integer('block_margin_percent').notNull().default(0),
    blockLotId: integer('block_lot_id').references((): AnyPgColumn => lots.id, { onDelete: 'set null' }),
    /** Overrides the auction's tax treatment for this lot; null: the auction's. */
    taxTreatment: text('tax_treatment', { enum: taxTreatments }),
    taxProvision: text('tax_provision'),
    /** What the seller is paid for the goods, in cents: the REBU margin is the hammer less this. */
    purchasePrice: integer('purchase_price'),
    ...searchColumns("title || ' ' || description"),
  },
  (t) => [
    ...searchIndexes('lots', t, { trigrams: false }),
    index('lots_block_idx').on(t.blockLotId).where(sql`${t.blockLotId} is not null`),
    index('lots_auction_order_idx').on(t.auctionId, t.order),
    // Every auction list counts each auction's published lots and their last end (summariseAuctions): read
    // from this index alone, 200 auctions' 6,000 lots take a millisecond, not ten of heap reads.
    index('lots_published_auction_idx').on(t.auctionId, t.endDate).where(sql`${t.published}`),
    index('lots_open_end_idx').on(t.endDate).where(sql`${t.status} = 'open'`),
    index('lots_max_bidder_idx').on(t.maxBidderId),
    // The search walks lots in price and end-date order to its first matches (src/server/modules/search):
    // without them, a common word in those orders read every lot it matches and sorted them.
    index('lots_price_idx').on(sql`coalesce(${t.maxBid}, ${t.price})`, t.id),
    index('lots_end_date_idx').on(t.endDate, t.id),
  ],
);

export const sublots = pgTable(
  'sublots',
  {
    id: serial('id').primaryKey(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    youtubeUrl: text('youtube_url'),
    order: integer('order').notNull().default(1),
    quantity: integer('quantity').notNull().default(1),
    ...searchColumns("title || ' ' || description"),
  },
  (t) => [...searchIndexes('sublots', t), index('sublots_lot_order_idx').on(t.lotId, t.order)],
);
