/**
 * Issuing invoices (F1) for a settlement's lines not invoiced yet, one buyer or a whole finished auction.
 * Each line is billed twice over: its goods by the seller (or the house, when it sells in its own name), its
 * buyer's premium by the house under its own NIF and series (docs/after-the-hammer.md, "Who invoices what").
 */
import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { madridDay } from '@/common/madrid-time.ts';
import type { TDb } from '@/server/db/client.ts';
import { auctions, settlementLines, settlements, type TInvoiceParty } from '@/server/db/schema/index.ts';
import { AppError } from '@/server/lib/app-error.ts';
import { silentTransaction } from '@/server/live/silent-transaction.ts';
import { applyBuyerTaxRegime } from './buyer-tax-regime.ts';
import { goodsInvoiceLine, invoiceTaxBreakdown, premiumInvoiceLine } from './invoice-lines.ts';
import { goodsIssuerOf, houseOf, recipientOf } from './invoice-parties.ts';
import { writeInvoice } from './invoice-record.ts';

type TLineRow = typeof settlementLines.$inferSelect;

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
    const [row] = await tx
      .select({ settlement: settlements, auction: auctions })
      .from(settlements)
      .innerJoin(auctions, eq(auctions.id, settlements.auctionId))
      .where(eq(settlements.id, settlementId));
    if (!row || row.settlement.status === 'cancelled') return [];
    // Goods invoiced outside Lonja keep no goods invoice here: only the premium is pending.
    const goodsInvoiced = !row.auction.externalInvoice;
    const pending = await tx
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
    // Where the buyer is established and the goods go decides the tax of what is about to be invoiced.
    const lines = await applyBuyerTaxRegime(tx, row.settlement, pending, {
      goods: new Set(
        goodsInvoiced ? pending.filter((line) => line.invoiceId === null).map((line) => line.id) : [],
      ),
      premiums: new Set(pending.filter((line) => line.premiumInvoiceId === null).map((line) => line.id)),
    });
    const goods = goodsInvoiced ? lines.filter((line) => line.invoiceId === null) : [];
    const premiums = lines.filter((line) => line.premiumInvoiceId === null && line.premium > 0);
    if (goods.length === 0 && premiums.length === 0) return [];
    // Both issuers are checked before either invoice is written: a buyer never gets half their invoices.
    const goodsIssuer = goods.length ? await goodsIssuerOf(tx, row.auction) : null;
    const premiumIssuer = premiums.length ? (await houseOf(tx)).premium : null;
    const recipient = await recipientOf(tx, row.settlement.userId);
    const year = madridDay(now).slice(0, 4);
    const issue = async (
      issuer: { party: TInvoiceParty; prefix: string },
      lines: TLineRow[],
      toInvoiceLine: typeof goodsInvoiceLine,
      column: 'invoiceId' | 'premiumInvoiceId',
    ) => {
      const invoiceLines = lines.map(toInvoiceLine);
      const invoice = await writeInvoice(tx, {
        kind: 'F1',
        series: `${issuer.prefix}${year}`,
        issuer: issuer.party,
        recipient,
        lines: invoiceLines,
        taxBreakdown: invoiceTaxBreakdown(invoiceLines),
        settlementId,
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
    return [
      ...(goodsIssuer ? [await issue(goodsIssuer, goods, goodsInvoiceLine, 'invoiceId')] : []),
      ...(premiumIssuer
        ? [await issue(premiumIssuer, premiums, premiumInvoiceLine, 'premiumInvoiceId')]
        : []),
    ];
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
