import { and, arrayContains, eq, inArray, isNull } from 'drizzle-orm';
import { formatCents, formatDate } from '@/common/format.ts';
import type { TDb } from '@/server/db/client.ts';
import { auctions, subscriptions, users } from '@/server/db/schema/index.ts';
import { depositRefundsOverdueMail } from '@/server/mail/consumer-templates.ts';
import { queueMail } from '@/server/mail/outbox.ts';
import type { TSite } from '../auth/accounts.service.ts';
import { buyerName } from '../users/user-brief.ts';
import { isRefundOverdue } from './deposits.service.ts';

/**
 * Tells contabilidad, once per deposit, which non-winners' deposits are past the refund deadline of their
 * auction's conditions (docs/after-the-hammer.md, "Deposit refund deadline"). Rows are claimed with SKIP
 * LOCKED, so two instances never alert twice. Returns how many deposits were reported.
 */
export const alertOverdueDepositRefunds = async ({
  db,
  site,
  now = new Date(),
}: {
  db: TDb;
  site: TSite;
  now?: Date;
}) =>
  db.transaction(async (tx) => {
    const due = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(isRefundOverdue(now), isNull(subscriptions.refundOverdueAlertedOn)))
      .limit(500)
      .for('update', { skipLocked: true });
    if (due.length === 0) return 0;
    const ids = due.map((row) => row.id);
    await tx.update(subscriptions).set({ refundOverdueAlertedOn: now }).where(inArray(subscriptions.id, ids));
    const rows = await tx
      .select({ subscription: subscriptions, auction: auctions, user: users })
      .from(subscriptions)
      .innerJoin(auctions, eq(auctions.id, subscriptions.auctionId))
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(inArray(subscriptions.id, ids));
    const lines = rows.map(
      ({ subscription, auction, user }) =>
        `· ${auction.title}: ${buyerName(user)}, ${formatCents(auction.caution ?? 0)}, plazo ${formatDate(subscription.refundDueOn!)}.`,
    );
    const staff = await tx
      .select()
      .from(users)
      .where(arrayContains(users.roles, ['contabilidad']));
    for (const person of staff)
      await queueMail(
        tx,
        person,
        depositRefundsOverdueMail(site, person, {
          lines,
          url: `${site.publicUrl}/admin/depositos?estado=overdue`,
        }),
      );
    return ids.length;
  });
