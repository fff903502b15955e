import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type TLineAmounts, taxBreakdown } from '@/common/settlement-money.ts';
import type { TDb, TTx } from '@/server/db/client.ts';
import {
  auctions,
  billingChains,
  countries,
  invoiceCounters,
  invoices,
  provinces,
  settlementLines,
  settlements,
  type TInvoiceLine,
  type TInvoiceParty,
  users,
} from '@/server/db/schema/index.ts';
import { AppError, notFound } from '@/server/lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { billingFingerprint, madridDate, madridTimestamp } from './verifactu.ts';

type TInvoiceRow = typeof invoices.$inferSelect;
type TLineRow = typeof settlementLines.$inferSelect;

/** The auction's `invoiceData` (admin "Datos de facturación"): who issues the invoices of its lots. */
const ZInvoicingSchema = z.object({
  issuerName: z.string().trim().min(1),
  issuerVatId: z.string().trim().min(1),
  issuerAddress: z.string().trim().default(''),
  invoiceSeries: z.string().trim().max(10).default(''),
});

const issuerOf = (auction: typeof auctions.$inferSelect) => {
  const parsed = ZInvoicingSchema.safeParse(auction.invoiceData ?? {});
  if (!parsed.success) {
    throw new AppError(
      'BUSINESS_RULE',
      `La subasta «${auction.title}» no tiene datos de facturación completos (emisor y NIF): complétalos antes de emitir facturas.`,
      { fields: { invoiceData: 'Faltan el emisor o su NIF.' } },
    );
  }
  const { issuerName, issuerVatId, issuerAddress, invoiceSeries } = parsed.data;
  return {
    party: {
      name: issuerName,
      nif: issuerVatId.toUpperCase().replace(/[\s.-]/g, ''),
      address: issuerAddress,
    },
    // Letters and digits only: the series is part of NumSerieFactura and of the QR.
    prefix: invoiceSeries.toUpperCase().replace(/[^0-9A-Z]/g, '') || 'F',
  };
};

const recipientOf = async (tx: TTx, userId: number): Promise<TInvoiceParty> => {
  const [row] = await tx
    .select({ user: users, province: provinces.name, country: countries.name })
    .from(users)
    .leftJoin(provinces, eq(provinces.id, users.provinceId))
    .leftJoin(countries, eq(countries.id, users.countryId))
    .where(eq(users.id, userId));
  const { user, province, country } = row!;
  const place = [user.postalCode, user.city].filter(Boolean).join(' ');
  return {
    name: user.isCompany && user.companyName ? user.companyName : `${user.firstname} ${user.lastname}`,
    nif: user.vatId ?? '',
    address: [user.address, place, province, country].filter(Boolean).join(', '),
  };
};

/** The hammer and the buyer's premium of each awarded lot, as invoice lines with their own IVA. */
const invoiceLines = (lines: TLineRow[]): TInvoiceLine[] =>
  lines.flatMap((line) => [
    {
      description: line.description,
      base: line.hammer,
      vatPercent: line.goodsVatPercent,
      vat: line.goodsVat,
    },
    ...(line.premium === 0
      ? []
      : [
          {
            description: `Comisión de la casa de subastas (${line.premiumPercent} %): ${line.description}`,
            base: line.premium,
            vatPercent: line.premiumVatPercent,
            vat: line.premiumVat,
          },
        ]),
  ]);

/**
 * Writes one invoice as a VERI*FACTU record: takes the issuer's chain head and the series' next number under
 * row locks (always in that order, so concurrent issuers never deadlock), so numbers are correlative with no
 * gap or repetition and each record points at the one issued just before it.
 */
const writeInvoice = async (
  tx: TTx,
  input: {
    kind: 'F1' | 'R1';
    series: string;
    issuer: TInvoiceParty;
    recipient: TInvoiceParty;
    lines: TInvoiceLine[];
    taxBreakdown: TInvoiceRow['taxBreakdown'];
    settlementId: number;
    userId: number;
    auctionId: number | null;
    rectifiedInvoiceId?: number;
    rectificationReason?: string;
    issuedBy: number | null;
    now: Date;
  },
) => {
  const issuerNif = input.issuer.nif;
  await tx.insert(billingChains).values({ issuerNif }).onConflictDoNothing();
  const [chain] = await tx
    .select()
    .from(billingChains)
    .where(eq(billingChains.issuerNif, issuerNif))
    .for('update');
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ issuerNif, series: input.series, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.issuerNif, invoiceCounters.series],
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning();
  const number = counter!.lastNumber;
  const fullNumber = `${input.series}/${String(number).padStart(6, '0')}`;
  const issueDate = madridDate(input.now);
  const recordedAt = madridTimestamp(input.now);
  const taxTotal = input.lines.reduce((sum, line) => sum + line.vat, 0);
  const total = input.lines.reduce((sum, line) => sum + line.base, 0) + taxTotal;
  const previousFingerprint = chain!.lastFingerprint;
  const fingerprint = billingFingerprint({
    issuerNif,
    fullNumber,
    issueDate,
    kind: input.kind,
    taxTotal,
    total,
    previousFingerprint,
    recordedAt,
  });
  const [invoice] = await tx
    .insert(invoices)
    .values({
      kind: input.kind,
      issuerNif,
      series: input.series,
      number,
      fullNumber,
      issueDate,
      settlementId: input.settlementId,
      userId: input.userId,
      auctionId: input.auctionId,
      rectifiedInvoiceId: input.rectifiedInvoiceId ?? null,
      rectificationReason: input.rectificationReason ?? null,
      issuer: input.issuer,
      recipient: input.recipient,
      lines: input.lines,
      taxBreakdown: input.taxBreakdown,
      taxTotal,
      total,
      recordedAt,
      previousInvoiceId: chain!.lastInvoiceId,
      previousFingerprint,
      fingerprint,
      issuedBy: input.issuedBy,
    })
    .returning();
  await tx
    .update(billingChains)
    .set({ lastInvoiceId: invoice!.id, lastFingerprint: fingerprint })
    .where(eq(billingChains.issuerNif, issuerNif));
  return invoice!;
};

/**
 * Issues one invoice (F1) for every line of the settlement not invoiced yet, when the auction invoices
 * through Lonja (`externalInvoice` false). Liquidación sales and externally invoiced auctions get none: the
 * seller invoices the buyer directly. Returns the invoice, or null when there was nothing to invoice.
 */
export const issuePendingInvoices = async ({
  db,
  settlementId,
  issuedBy = null,
  now = new Date(),
}: {
  db: TDb;
  settlementId: number;
  issuedBy?: number | null;
  now?: Date;
}) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .select({ settlement: settlements, auction: auctions })
      .from(settlements)
      .innerJoin(auctions, eq(auctions.id, settlements.auctionId))
      .where(eq(settlements.id, settlementId));
    if (!row || row.auction.externalInvoice || row.settlement.status === 'cancelled') return null;
    const pending = await tx
      .select()
      .from(settlementLines)
      .where(and(eq(settlementLines.settlementId, settlementId), isNull(settlementLines.invoiceId)))
      .orderBy(asc(settlementLines.id))
      .for('update');
    if (pending.length === 0) return null;
    const { party: issuer, prefix } = issuerOf(row.auction);
    const invoice = await writeInvoice(tx, {
      kind: 'F1',
      series: `${prefix}${madridDate(now).slice(0, 4)}`,
      issuer,
      recipient: await recipientOf(tx, row.settlement.userId),
      lines: invoiceLines(pending),
      taxBreakdown: taxBreakdown(pending as TLineAmounts[]),
      settlementId,
      userId: row.settlement.userId,
      auctionId: row.auction.id,
      issuedBy,
      now,
    });
    await tx
      .update(settlementLines)
      .set({ invoiceId: invoice.id })
      .where(
        inArray(
          settlementLines.id,
          pending.map((line) => line.id),
        ),
      );
    return invoice;
  });

/**
 * The settlement step that invoices every buyer of a finished auction. An auction without complete invoicing
 * data is skipped with a log line (the admin completes it and issues from the back office), so the rest of the
 * settling (deposits, e-mails) still happens.
 */
export const issueAuctionInvoices =
  (log: (message: string) => void) =>
  async ({ db, auctionId }: { db: TDb; auctionId: number }) => {
    const rows = await db
      .select({ id: settlements.id })
      .from(settlements)
      .where(eq(settlements.auctionId, auctionId))
      .orderBy(asc(settlements.id));
    for (const { id } of rows) {
      try {
        await issuePendingInvoices({ db, settlementId: id });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        log(`Settlement ${id} not invoiced: ${error.message}`);
      }
    }
  };

/**
 * Corrects an issued invoice the only lawful way: a *factura rectificativa* (R1) that cancels it in full
 * (rectificación por diferencias, every amount negated) and references it. The original stays as it was;
 * its lines become pending again, so a new invoice with the current data is issued at once (unless the sale
 * was undone).
 */
export const rectifyInvoice = async ({
  db,
  invoiceId,
  reason,
  adminId,
  now = new Date(),
}: {
  db: TDb;
  invoiceId: number;
  reason: string;
  adminId: number;
  now?: Date;
}) => {
  const { rectification, settlementId } = await db.transaction(async (tx) => {
    const [original] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId));
    if (!original) throw notFound('La factura no existe.');
    if (original.kind === 'R1')
      throw new AppError(
        'BUSINESS_RULE',
        'Una factura rectificativa no se rectifica: emite una nueva factura.',
      );
    // Lock the original's lines: two clerks rectifying at once must not both succeed.
    const lines = await tx
      .select()
      .from(settlementLines)
      .where(eq(settlementLines.invoiceId, original.id))
      .for('update');
    const [already] = await tx.select().from(invoices).where(eq(invoices.rectifiedInvoiceId, original.id));
    if (already)
      throw new AppError(
        'CONFLICT',
        `La factura ${original.fullNumber} ya está rectificada por la ${already.fullNumber}.`,
      );
    const written = await writeInvoice(tx, {
      kind: 'R1',
      series: `${original.series.replace(/\d{4}$/, '')}R${madridDate(now).slice(0, 4)}`,
      issuer: original.issuer,
      recipient: original.recipient,
      lines: original.lines.map((line) => ({ ...line, base: -line.base, vat: -line.vat })),
      taxBreakdown: original.taxBreakdown.map((group) => ({ ...group, base: -group.base, vat: -group.vat })),
      settlementId: original.settlementId,
      userId: original.userId,
      auctionId: original.auctionId,
      rectifiedInvoiceId: original.id,
      rectificationReason: reason,
      issuedBy: adminId,
      now,
    });
    await tx
      .update(settlementLines)
      .set({ invoiceId: null })
      .where(
        inArray(
          settlementLines.id,
          lines.map((line) => line.id),
        ),
      );
    await recordAudit(tx, {
      actorId: adminId,
      entity: 'invoice',
      entityId: original.id,
      action: 'rectify',
      changes: { rectification: written.fullNumber, reason },
    });
    return { rectification: written, settlementId: original.settlementId };
  });
  const replacement = await issuePendingInvoices({ db, settlementId, issuedBy: adminId, now });
  return { rectification, replacement };
};

export const getInvoice = async ({ db, id, userId }: { db: TDb; id: number; userId?: number }) => {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), userId === undefined ? undefined : eq(invoices.userId, userId)));
  if (!row) throw notFound('La factura no existe.');
  return row;
};

/** The admin's list: newest first, searched by number, buyer name or NIF, filtered by auction. */
export const listInvoices = async ({
  db,
  page,
  limit,
  q,
  auctionId,
}: {
  db: TDb;
  page: number;
  limit: number;
  q?: string;
  auctionId?: number;
}) => {
  const text = q?.trim();
  const conditions: (SQL | undefined)[] = [
    auctionId ? eq(invoices.auctionId, auctionId) : undefined,
    text
      ? or(
          ilike(invoices.fullNumber, `%${text}%`),
          sql`${invoices.recipient}->>'name' ilike ${`%${text}%`}`,
          sql`${invoices.recipient}->>'nif' ilike ${`%${text}%`}`,
        )
      : undefined,
  ];
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: sql<number>`count(*)::int` }).from(invoices).where(where),
  ]);
  return { invoices: rows, total: totals?.total ?? 0 };
};
