/**
 * Intra-EU supplies invoiced exempt whose transport proof is past its deadline (docs/after-the-hammer.md,
 * "Proof that never arrives"): listed in the back office and told to contabilidad once, so the clerk
 * either records the proof that came late or charges the IVA (border-exemption-lapse.service.ts).
 */
import { and, arrayContains, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { borderProofDeadline } from '@/common/border-proof-deadline.ts';
import { formatDate } from '@/common/format.ts';
import { madridDay } from '@/common/madrid-time.ts';
import type { TBorderProofOverdue } from '@/common/schemas/settlements.ts';
import type { TDb, TTx } from '@/server/db/client.ts';
import { auctions, invoices, settlementLines, settlements, users } from '@/server/db/schema/index.ts';
import { borderProofsOverdueMail } from '@/server/mail/border-templates.ts';
import { queueMail } from '@/server/mail/outbox.ts';
import type { TSite } from '../auth/accounts.service.ts';
import { buyerName } from '../users/user-brief.ts';

/**
 * Settlements still waiting for the transport proof of goods invoiced exempt (art. 25), with the day it is
 * due: three months after the first such invoice.
 */
export const awaitedBorderProofs = async (
  db: TDb | TTx,
  { settlementIds }: { settlementIds?: number[] } = {},
): Promise<TBorderProofOverdue[]> => {
  const rows = await db
    .select({
      settlementId: settlements.id,
      auctionId: settlements.auctionId,
      reference: settlements.reference,
      title: auctions.title,
      buyer: users,
      firstInvoiceOn: sql<string>`min(${invoices.issueDate})::text`,
    })
    .from(settlements)
    .innerJoin(settlementLines, eq(settlementLines.settlementId, settlements.id))
    .innerJoin(invoices, eq(invoices.id, settlementLines.invoiceId))
    .innerJoin(users, eq(users.id, settlements.userId))
    .leftJoin(auctions, eq(auctions.id, settlements.auctionId))
    .where(
      and(
        eq(settlements.status, 'open'),
        isNull(settlements.borderProofKind),
        isNull(settlements.borderExemptionLapsedOn),
        eq(settlementLines.borderExemption, '25'),
        isNull(settlementLines.withdrawnOn),
        settlementIds ? inArray(settlements.id, settlementIds) : undefined,
      ),
    )
    .groupBy(settlements.id, auctions.id, users.id)
    .orderBy(asc(settlements.id));
  return rows.map((row) => ({
    settlementId: row.settlementId,
    auctionId: row.auctionId,
    auctionTitle: row.title ?? '',
    reference: row.reference,
    buyerName: buyerName(row.buyer),
    vatId: row.buyer.vatId,
    deadline: borderProofDeadline(row.firstInvoiceOn),
  }));
};

/** Those past their deadline on Madrid's today. */
export const overdueBorderProofs = async (db: TDb | TTx, now = new Date()) =>
  (await awaitedBorderProofs(db)).filter((row) => row.deadline < madridDay(now));

/**
 * Tells contabilidad, once per settlement, which transport proofs are overdue. Rows are claimed with SKIP
 * LOCKED, so two instances never alert twice. Returns how many were reported.
 */
export const alertOverdueBorderProofs = async ({
  db,
  site,
  now = new Date(),
}: {
  db: TDb;
  site: TSite;
  now?: Date;
}) => {
  const overdue = await overdueBorderProofs(db, now);
  if (overdue.length === 0) return 0;
  return db.transaction(async (tx) => {
    const claimed = await tx
      .select({ id: settlements.id })
      .from(settlements)
      .where(
        and(
          inArray(
            settlements.id,
            overdue.map((row) => row.settlementId),
          ),
          isNull(settlements.borderProofOverdueNoticeSentOn),
        ),
      )
      .for('update', { skipLocked: true });
    if (claimed.length === 0) return 0;
    const ids = claimed.map((row) => row.id);
    await tx
      .update(settlements)
      .set({ borderProofOverdueNoticeSentOn: now })
      .where(inArray(settlements.id, ids));
    const lines = overdue
      .filter((row) => ids.includes(row.settlementId))
      .map(
        (row) =>
          `· ${row.auctionTitle}: ${row.buyerName} (${row.vatId ?? '—'}), liquidación ${row.reference}, plazo ${formatDate(row.deadline)}.`,
      );
    const staff = await tx
      .select()
      .from(users)
      .where(arrayContains(users.roles, ['contabilidad']));
    for (const person of staff)
      await queueMail(
        tx,
        person,
        borderProofsOverdueMail(site, person, { lines, url: `${site.publicUrl}/admin` }),
      );
    return ids.length;
  });
};
