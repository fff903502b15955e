/** Issuing invoices (F1) for a settlement's lines not invoiced yet, one buyer or a whole finished auction. */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { madridDay } from '@/common/madrid-time.ts';
import { type TLineAmounts, taxBreakdown } from '@/common/settlement-money.ts';
import type { TDb } from '@/server/db/client.ts';
import { auctions, settlementLines, settlements, type TInvoiceLine } from '@/server/db/schema/index.ts';
import { AppError } from '@/server/lib/app-error.ts';
import { silentTransaction } from '@/server/live/silent-transaction.ts';
import { issuerOf, recipientOf } from './invoice-parties.ts';
import { writeInvoice } from './invoice-record.ts';

type TLineRow = typeof settlementLines.$inferSelect;

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
  silentTransaction(db, async (tx) => {
    const [row] = await tx
      .select({ settlement: settlements, auction: auctions })
      .from(settlements)
      .innerJoin(auctions, eq(auctions.id, settlements.auctionId))
      .where(eq(settlements.id, settlementId));
    if (!row || row.auction.externalInvoice || row.settlement.status === 'cancelled') return null;
    const pending = await tx
      .select()
      .from(settlementLines)
      .where(
        and(
          eq(settlementLines.settlementId, settlementId),
          isNull(settlementLines.invoiceId),
          // A line the consumer withdrew from is sold no more: never invoiced again.
          isNull(settlementLines.withdrawnOn),
        ),
      )
      .orderBy(asc(settlementLines.id))
      .for('update');
    if (pending.length === 0) return null;
    const { party: issuer, prefix } = issuerOf(row.auction);
    const invoice = await writeInvoice(tx, {
      kind: 'F1',
      series: `${prefix}${madridDay(now).slice(0, 4)}`,
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
