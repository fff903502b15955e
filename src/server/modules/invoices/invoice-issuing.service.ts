/**
 * Issuing invoices (F1) for a settlement's lines not invoiced yet, one buyer or a whole finished auction.
 * Each line is billed twice over: its goods by the seller (or the house, when it sells in its own name), its
 * buyer's premium by the house under its own NIF and series (docs/after-the-hammer.md, "Who invoices what").
 */
import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { madridDay } from '@/common/madrid-time.ts';
import type { TDb, TTx } from '@/server/db/client.ts';
import { auctions, settlementLines, settlements, type TInvoiceParty } from '@/server/db/schema/index.ts';
import { AppError } from '@/server/lib/app-error.ts';
import { silentTransaction } from '@/server/live/silent-transaction.ts';
import { applyBuyerTaxRegime } from './buyer-tax-regime.ts';
import { goodsInvoiceLine, invoiceTaxBreakdown, premiumInvoiceLine } from './invoice-lines.ts';
import { goodsIssuerOf, houseOf, recipientOf } from './invoice-parties.ts';
import { writeInvoice } from './invoice-record.ts';

type TLineRow = typeof settlementLines.$inferSelect;
type TSettlementToInvoice = {
  settlement: typeof settlements.$inferSelect;
  auction: typeof auctions.$inferSelect;
};

const settlementWithAuction = async (tx: TTx, settlementId: number) => {
  const [row] = await tx
    .select({ settlement: settlements, auction: auctions })
    .from(settlements)
    .innerJoin(auctions, eq(auctions.id, settlements.auctionId))
    .where(eq(settlements.id, settlementId));
  return row;
};

/** The settlement's lines with goods or a premium still to invoice, locked until they are. */
const lockPendingLines = (tx: TTx, settlementId: number, goodsInvoiced: boolean) =>
  tx
    .select()
    .from(settlementLines)
    .where(
      and(
        eq(settlementLines.settlementId, settlementId),
        or(
          goodsInvoiced ? isNull(settlementLines.invoiceId) : undefined,
          and(isNull(settlementLines.premiumInvoiceId), gt(settlementLines.premium, 0)),
        ),
        // A line the consumer withdrew from is sold no more: never invoiced again.
        isNull(settlementLines.withdrawnOn),
      ),
    )
    .orderBy(asc(settlementLines.id))
    .for('update');

/** The lines whose goods, and those whose premium, are about to be invoiced, taxed for this buyer. */
const linesToInvoice = async (tx: TTx, row: TSettlementToInvoice, goodsInvoiced: boolean) => {
  const pending = await lockPendingLines(tx, row.settlement.id, goodsInvoiced);
  // Where the buyer is established and the goods go decides the tax of what is about to be invoiced.
  const lines = await applyBuyerTaxRegime(tx, row.settlement, pending, {
    goods: new Set(
      goodsInvoiced ? pending.filter((line) => line.invoiceId === null).map((line) => line.id) : [],
    ),
    premiums: new Set(pending.filter((line) => line.premiumInvoiceId === null).map((line) => line.id)),
  });
  return {
    goods: goodsInvoiced ? lines.filter((line) => line.invoiceId === null) : [],
    premiums: lines.filter((line) => line.premiumInvoiceId === null && line.premium > 0),
  };
};

/** What every invoice issued at once shares: the settlement, its buyer as recipient, the year, who, when. */
type TIssuing = {
  row: TSettlementToInvoice;
  recipient: TInvoiceParty;
  year: string;
  issuedBy: number | null;
  now: Date;
};

/** One F1 invoice of the lines from the issuer, written on each line's `column` so it is not issued again. */
const issueInvoice = async (
  tx: TTx,
  { row, recipient, year, issuedBy, now }: TIssuing,
  {
    issuer,
    lines,
    toInvoiceLine,
    column,
  }: {
    issuer: { party: TInvoiceParty; prefix: string };
    lines: TLineRow[];
    toInvoiceLine: typeof goodsInvoiceLine;
    column: 'invoiceId' | 'premiumInvoiceId';
  },
) => {
  const invoiceLines = lines.map(toInvoiceLine);
  const invoice = await writeInvoice(tx, {
    kind: 'F1',
    series: `${issuer.prefix}${year}`,
    issuer: issuer.party,
    recipient,
    lines: invoiceLines,
    taxBreakdown: invoiceTaxBreakdown(invoiceLines),
    settlementId: row.settlement.id,
    userId: row.settlement.userId,
    auctionId: row.auction.id,
    issuedBy,
    now,
  });
  await tx
    .update(settlementLines)
    .set({ [column]: invoice.id })
    .where(
      inArray(
        settlementLines.id,
        lines.map((line) => line.id),
      ),
    );
  return invoice;
};

/**
 * Issues, in one transaction, the goods invoice of every line whose goods are not invoiced yet and the
 * house's premium invoice of every line whose premium is not. An auction marked `externalInvoice` has its
 * goods invoiced by the seller directly, outside Lonja, but the house still invoices its own premium
 * (docs/after-the-hammer.md, "Who invoices what"). Liquidación sales get none. Returns the invoices issued
 * (goods first), none when nothing was pending.
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
  silentTransaction(db, async (tx) => {
    const row = await settlementWithAuction(tx, settlementId);
    if (!row || row.settlement.status === 'cancelled') return [];
    // Goods invoiced outside Lonja keep no goods invoice here: only the premium is pending.
    const goodsInvoiced = !row.auction.externalInvoice;
    const { goods, premiums } = await linesToInvoice(tx, row, goodsInvoiced);
    if (goods.length === 0 && premiums.length === 0) return [];
    // Both issuers are checked before either invoice is written: a buyer never gets half their invoices.
    const goodsIssuer = goods.length ? await goodsIssuerOf(tx, row.auction) : null;
    const premiumIssuer = premiums.length ? (await houseOf(tx)).premium : null;
    const recipient = await recipientOf(tx, row.settlement.userId);
    const issuing: TIssuing = { row, recipient, year: madridDay(now).slice(0, 4), issuedBy, now };
    const issued: Awaited<ReturnType<typeof issueInvoice>>[] = [];
    if (goodsIssuer)
      issued.push(
        await issueInvoice(tx, issuing, {
          issuer: goodsIssuer,
          lines: goods,
          toInvoiceLine: goodsInvoiceLine,
          column: 'invoiceId',
        }),
      );
    if (premiumIssuer)
      issued.push(
        await issueInvoice(tx, issuing, {
          issuer: premiumIssuer,
          lines: premiums,
          toInvoiceLine: premiumInvoiceLine,
          column: 'premiumInvoiceId',
        }),
      );
    return issued;
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
