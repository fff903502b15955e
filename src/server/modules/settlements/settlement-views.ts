/** A settlement as the buyer and the back office see it: lines, payments, totals, state, deposit, how to pay. */

import { and, asc, eq, inArray } from 'drizzle-orm';
import { friendlyFormatIBAN } from 'ibantools';
import { borderProofDeadline } from '@/common/border-proof-deadline.ts';
import { mapLink } from '@/common/map-link.ts';
import type { TSettlement, TSettlementState } from '@/common/schemas/settlements.ts';
import { settlementTotals } from '@/common/settlement-money.ts';
import type { TDb, TTx } from '@/server/db/client.ts';
import { readTogether } from '@/server/db/read-together.ts';
import {
  auctions,
  borderProofFiles,
  invoices,
  lots,
  payments,
  pickupBookings,
  pickupSlots,
  saleLots,
  sales,
  settlementLines,
  type settlements,
  subscriptions,
} from '@/server/db/schema/index.ts';

type TSettlementRow = typeof settlements.$inferSelect;

const stateOf = (row: TSettlementRow, balance: number, allCollected: boolean): TSettlementState => {
  if (row.status === 'cancelled') return 'cancelled';
  if (balance > 0) return 'pending';
  return allCollected ? 'collected' : 'paid';
};

/** The house's account buyers transfer to (the admin's `bankAccount` setting). */
export type TBankAccount = { iban: string; holder: string; bic: string | null };

type TFacts = Awaited<ReturnType<typeof loadFacts>>;
type TLineRow = TFacts['lineRows'][number];
type TViewOptions = { bank?: TBankAccount; isCardEnabled?: boolean; now?: Date };

/** Everything the views of these settlements show, read at once. */
const loadFacts = async (db: TDb | TTx, rows: TSettlementRow[]) => {
  const ids = rows.map((row) => row.id);
  const auctionIds = [...new Set(rows.flatMap((row) => (row.auctionId ? [row.auctionId] : [])))];
  const saleIds = [...new Set(rows.flatMap((row) => (row.saleId ? [row.saleId] : [])))];
  const [lineRows, paymentRows, auctionRows, saleRows, subscriptionRows, invoiceRows, bookingRows, fileRows] =
    await readTogether(db, [
      db
        .select({ line: settlementLines, lotTitle: lots.title, saleLotTitle: saleLots.title })
        .from(settlementLines)
        .leftJoin(lots, eq(lots.id, settlementLines.lotId))
        .leftJoin(saleLots, eq(saleLots.id, settlementLines.saleLotId))
        .where(inArray(settlementLines.settlementId, ids))
        .orderBy(asc(settlementLines.id)),
      db
        .select()
        .from(payments)
        .where(inArray(payments.settlementId, ids))
        .orderBy(asc(payments.paidOn), asc(payments.id)),
      auctionIds.length ? db.select().from(auctions).where(inArray(auctions.id, auctionIds)) : [],
      saleIds.length ? db.select().from(sales).where(inArray(sales.id, saleIds)) : [],
      auctionIds.length
        ? // Only the buyers' own subscriptions (their deposits), not every bidder of the auction.
          db
            .select()
            .from(subscriptions)
            .where(
              and(
                inArray(subscriptions.auctionId, auctionIds),
                inArray(
                  subscriptions.userId,
                  rows.map((row) => row.userId),
                ),
              ),
            )
        : [],
      db.select().from(invoices).where(inArray(invoices.settlementId, ids)).orderBy(asc(invoices.id)),
      db
        .select({ settlementId: pickupBookings.settlementId, slot: pickupSlots })
        .from(pickupBookings)
        .innerJoin(pickupSlots, eq(pickupSlots.id, pickupBookings.slotId))
        .where(inArray(pickupBookings.settlementId, ids)),
      db
        .select()
        .from(borderProofFiles)
        .where(inArray(borderProofFiles.settlementId, ids))
        .orderBy(asc(borderProofFiles.id)),
    ]);
  return {
    lineRows,
    paymentRows,
    subscriptionRows,
    invoiceRows,
    bookingRows,
    fileRows,
    auctionById: new Map(auctionRows.map((auction) => [auction.id, auction])),
    saleById: new Map(saleRows.map((sale) => [sale.id, sale])),
  };
};

/** A line of a settlement: the lot and the money fixed when it was awarded. */
const lineView = ({ line, lotTitle, saleLotTitle }: TLineRow) => ({
  id: line.id,
  lotId: line.lotId,
  saleLotId: line.saleLotId,
  title: lotTitle ?? saleLotTitle ?? line.description,
  description: line.description,
  hammer: line.hammer,
  premiumPercent: line.premiumPercent,
  premium: line.premium,
  premiumVatPercent: line.premiumVatPercent,
  premiumVat: line.premiumVat,
  goodsVatPercent: line.goodsVatPercent,
  goodsVat: line.goodsVat,
  total: line.total,
  awardedOn: line.awardedOn.toISOString(),
  invoiceId: line.invoiceId,
  collectedOn: line.collectedOn?.toISOString() ?? null,
  withdrawnOn: line.withdrawnOn?.toISOString() ?? null,
});

/** The booked pick-up slot, where it is and a map link. */
const pickupView = (
  booking: TFacts['bookingRows'][number] | undefined,
  auction: typeof auctions.$inferSelect | undefined,
) =>
  booking
    ? {
        slotId: booking.slot.id,
        startsAt: booking.slot.startsAt.toISOString(),
        endsAt: booking.slot.endsAt.toISOString(),
        address: auction?.address ?? null,
        mapUrl: auction ? mapLink(auction) : null,
      }
    : null;

/**
 * Goods invoiced exempt as an intra-EU supply still awaiting their transport proof: the last day it may come
 * (docs/after-the-hammer.md, "Proof that never arrives"); null otherwise.
 */
const awaitedProofDeadline = (row: TSettlementRow, lines: TLineRow[], invoiceRows: TFacts['invoiceRows']) => {
  if (row.borderProofKind || row.borderExemptionLapsedOn || row.status === 'cancelled') return null;
  const issued = lines
    .filter(({ line }) => line.borderExemption === '25' && line.withdrawnOn === null && line.invoiceId)
    .map(({ line }) => invoiceRows.find((invoice) => invoice.id === line.invoiceId)?.issueDate)
    .filter((day): day is string => day !== undefined)
    .sort();
  return issued[0] ? borderProofDeadline(issued[0]) : null;
};

/** The private scans kept with the proof, as the back office lists them. */
const fileViews = (rows: TFacts['fileRows']) =>
  rows.map(({ id, name, mimeType, size, uploadedOn }) => ({
    id,
    name,
    mimeType,
    size,
    uploadedOn: uploadedOn.toISOString(),
  }));

/** The transport proof recorded for an intra-EU supply, once all of it is there. */
const borderProofView = (row: TSettlementRow) =>
  row.borderProofKind && row.borderProofDocument && row.borderProofDate && row.borderProofRecordedOn
    ? {
        kind: row.borderProofKind,
        document: row.borderProofDocument,
        date: row.borderProofDate,
        recordedOn: row.borderProofRecordedOn.toISOString(),
      }
    : null;

/** How to pay by transfer what is still owed, when the house has an account to pay into. */
const transferView = (
  row: TSettlementRow,
  { bank, state, balance }: { bank: TBankAccount | undefined; state: TSettlementState; balance: number },
) =>
  bank && state === 'pending'
    ? {
        iban: friendlyFormatIBAN(bank.iban) ?? bank.iban,
        holder: bank.holder,
        bic: bank.bic,
        reference: row.reference,
        amount: balance,
      }
    : null;

/** The buyer's deposit for the auction, when it asked for one. */
const depositView = (
  auction: typeof auctions.$inferSelect | undefined,
  subscription: TFacts['subscriptionRows'][number] | undefined,
) =>
  auction?.caution != null && subscription
    ? { amount: auction.caution, status: subscription.depositStatus }
    : null;

/** One settlement's view from the facts read for all of them. */
const settlementView = (
  row: TSettlementRow,
  facts: TFacts,
  { bank, isCardEnabled = false, now = new Date() }: TViewOptions,
): TSettlement => {
  const { lineRows, paymentRows, subscriptionRows, invoiceRows, bookingRows, auctionById, saleById } = facts;
  const lines = lineRows.filter(({ line }) => line.settlementId === row.id);
  const paid = paymentRows.filter((payment) => payment.settlementId === row.id);
  // A line the consumer withdrew from is no longer owed (docs/after-the-hammer.md): what was paid for it
  // shows as a negative balance until refunded.
  const totals = settlementTotals(
    lines.filter(({ line }) => line.withdrawnOn === null).map(({ line }) => line),
    paid,
  );
  const auction = row.auctionId ? auctionById.get(row.auctionId) : undefined;
  const sale = row.saleId ? saleById.get(row.saleId) : undefined;
  const subscription = subscriptionRows.find(
    (candidate) => candidate.auctionId === row.auctionId && candidate.userId === row.userId,
  );
  const allCollected =
    lines.length > 0 && lines.every(({ line }) => line.collectedOn !== null || line.withdrawnOn !== null);
  const state = stateOf(row, totals.balance, allCollected);
  return {
    id: row.id,
    auctionId: row.auctionId,
    saleId: row.saleId,
    userId: row.userId,
    title: auction?.title ?? sale?.title ?? '',
    reference: row.reference,
    state,
    isOverdue: state === 'pending' && row.dueDate !== null && row.dueDate < now,
    dueDate: row.dueDate?.toISOString() ?? null,
    lastCollectionDate: auction?.lastCollectionDate?.toISOString() ?? null,
    externalInvoice: auction ? auction.externalInvoice : true,
    lines: lines.map(lineView),
    payments: paid.map((payment) => ({
      id: payment.id,
      amount: payment.amount,
      method: payment.method,
      note: payment.note,
      paidOn: payment.paidOn.toISOString(),
    })),
    invoices: invoiceRows
      .filter((invoice) => invoice.settlementId === row.id)
      .map(({ id, fullNumber, kind, issueDate, total, taxTotal, rectifiedInvoiceId }) => ({
        id,
        fullNumber,
        kind,
        issueDate,
        total,
        taxTotal,
        rectifiedInvoiceId,
      })),
    totals,
    pickup: pickupView(
      bookingRows.find((candidate) => candidate.settlementId === row.id),
      auction,
    ),
    borderProof: borderProofView(row),
    borderProofFiles: fileViews(facts.fileRows.filter((file) => file.settlementId === row.id)),
    borderProofDeadline: awaitedProofDeadline(row, lines, invoiceRows),
    borderExemptionLapsedOn: row.borderExemptionLapsedOn?.toISOString() ?? null,
    collectionCode: state === 'paid' || state === 'collected' ? row.collectionCode : null,
    payByCard: isCardEnabled && state === 'pending' && totals.balance > 0,
    transfer: transferView(row, { bank, state, balance: totals.balance }),
    deposit: depositView(auction, subscription),
    createdOn: row.createdOn.toISOString(),
  };
};

/** Full views of the given settlements (lines, payments, totals, deposit), in the order given. */
export const settlementViews = async (db: TDb | TTx, rows: TSettlementRow[], options: TViewOptions = {}) => {
  if (rows.length === 0) return [];
  const facts = await loadFacts(db, rows);
  return rows.map((row) => settlementView(row, facts, options));
};
