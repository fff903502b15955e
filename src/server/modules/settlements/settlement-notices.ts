import { and, asc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { friendlyFormatIBAN } from 'ibantools';
import type { TDb, TTx } from '@/server/db/client.ts';
import { settlements, users } from '@/server/db/schema/index.ts';
import { silentTransaction } from '@/server/live/silent-transaction.ts';
import { mailFormats, mailMessages } from '@/server/mail/messages/index.ts';
import { queueMail } from '@/server/mail/outbox.ts';
import { paymentReminderMail, settlementStatementMail } from '@/server/mail/templates.ts';
import { queueServiceNotice } from '@/server/modules/notifications/service-notice.ts';
import type { TSite } from '../auth/accounts.service.ts';
import { readBankAccount } from '../config-data/config-data.service.ts';
import { getSettlement } from './settlements.service.ts';

/**
 * The last settlement step: each buyer of the finished auction is told what they owe, by when and how to pay,
 * once (`statementSentOn`, set in the same transaction as the e-mail is queued).
 */
export const mailSettlementStatements =
  (site: TSite, { isCardEnabled = false }: { isCardEnabled?: boolean } = {}) =>
  async ({ db, auctionId }: { db: TDb; auctionId: number }) => {
    const bank = await readBankAccount({ db });
    const pending = await db
      .select({ id: settlements.id })
      .from(settlements)
      .where(and(eq(settlements.auctionId, auctionId), isNull(settlements.statementSentOn)))
      .orderBy(asc(settlements.id));
    for (const { id } of pending) {
      await silentTransaction(db, async (tx) => {
        const [claimed] = await tx
          .update(settlements)
          .set({ statementSentOn: new Date() })
          .where(and(eq(settlements.id, id), isNull(settlements.statementSentOn)))
          .returning();
        if (!claimed || claimed.status === 'cancelled') return;
        const view = await getSettlement({ db: tx, id });
        const [user] = await tx.select().from(users).where(eq(users.id, claimed.userId));
        const format = mailFormats(user!.language);
        await queueMail(
          tx,
          user!,
          settlementStatementMail(site, user!, {
            auctionTitle: view.title,
            lots: view.lines.map((line) => ({ title: line.title, total: format.cents(line.total) })),
            total: format.cents(view.totals.total),
            paid: format.cents(view.totals.paid),
            balance: format.cents(Math.max(0, view.totals.balance)),
            dueDate: view.dueDate ? format.dateTime(view.dueDate) : null,
            iban: bank ? (friendlyFormatIBAN(bank.iban) ?? bank.iban) : '—',
            holder: bank?.holder ?? '—',
            reference: view.reference,
            url: `${site.publicUrl}/mi-cuenta/adjudicaciones`,
            isCardEnabled,
          }),
        );
      });
    }
  };

const day = 86_400_000;

/** A settlement still owes money: its lines add up to more than its payments. */
const owes = sql`(select coalesce(sum(l.total), 0) from settlement_lines l where l.settlement_id = ${settlements.id})
  > (select coalesce(sum(p.amount), 0) from payments p where p.settlement_id = ${settlements.id})`;

type TReminderKind = 'reminder' | 'overdue';
type TSettlementRow = typeof settlements.$inferSelect;

/** The open settlements that still owe and are due a `kind` notice, locked; another instance skips them. */
const lockDueSettlements = (
  tx: TTx,
  { kind, reminderDays, now }: { kind: TReminderKind; reminderDays: number; now: Date },
) => {
  const column = kind === 'reminder' ? settlements.reminderSentOn : settlements.overdueNoticeSentOn;
  return tx
    .select()
    .from(settlements)
    .where(
      and(
        eq(settlements.status, 'open'),
        isNotNull(settlements.dueDate),
        isNull(column),
        lte(settlements.dueDate, kind === 'reminder' ? new Date(now.getTime() + reminderDays * day) : now),
        owes,
      ),
    )
    .limit(200)
    .for('update', { skipLocked: true });
};

/** The push and the e-mail telling the buyer what they owe and by when. */
const paymentReminder = (
  site: TSite,
  {
    kind,
    user,
    row,
    view,
  }: {
    kind: TReminderKind;
    user: typeof users.$inferSelect;
    row: TSettlementRow;
    view: Awaited<ReturnType<typeof getSettlement>>;
  },
) => {
  const format = mailFormats(user.language);
  const pushText = mailMessages(user.language).push;
  return {
    push: {
      title: kind === 'overdue' ? pushText.overdue(view.title) : pushText.reminder(view.title),
      body: pushText.balance(format.cents(view.totals.balance), format.dateTime(row.dueDate!)),
      url: `${site.publicUrl}/mi-cuenta/adjudicaciones`,
    },
    mail: paymentReminderMail(site, user, {
      auctionTitle: view.title,
      balance: format.cents(view.totals.balance),
      dueDate: format.dateTime(row.dueDate!),
      reference: view.reference,
      isOverdue: kind === 'overdue',
      url: `${site.publicUrl}/mi-cuenta/adjudicaciones`,
    }),
  };
};

/** Marks the settlement's `kind` notice sent and tells its buyer; false when not worth telling. */
const remindBuyer = async (
  tx: TTx,
  { row, kind, site, now }: { row: TSettlementRow; kind: TReminderKind; site: TSite; now: Date },
) => {
  const view = await getSettlement({ db: tx, id: row.id, now });
  const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
  await tx
    .update(settlements)
    .set(kind === 'reminder' ? { reminderSentOn: now } : { overdueNoticeSentOn: now })
    .where(eq(settlements.id, row.id));
  // An overdue notice makes the "before the deadline" reminder pointless.
  const isWorthSending = kind === 'overdue' || row.dueDate! > now;
  if (!isWorthSending) return false;
  await queueServiceNotice(tx, {
    user: user!,
    kind: 'payment-reminder',
    ...paymentReminder(site, { kind, user: user!, row, view }),
  });
  return true;
};

/**
 * E-mails buyers who still owe: once when the deadline is `reminderDays` away, once when it has passed.
 * Rows are claimed with `FOR UPDATE SKIP LOCKED`, so several instances send each message once.
 */
export const sendPaymentReminders = async ({
  db,
  site,
  reminderDays,
  now = new Date(),
}: {
  db: TDb;
  site: TSite;
  reminderDays: number;
  now?: Date;
}) => {
  let sent = 0;
  for (const kind of ['reminder', 'overdue'] as const) {
    await db.transaction(async (tx) => {
      const due = await lockDueSettlements(tx, { kind, reminderDays, now });
      for (const row of due) if (await remindBuyer(tx, { row, kind, site, now })) sent++;
    });
  }
  return sent;
};
