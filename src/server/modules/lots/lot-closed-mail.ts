import { and, desc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { TDb } from '@/server/db/client.ts';
import { auctions, bids, lots, settlementLines, settlements, users } from '@/server/db/schema/index.ts';
import { lotBlockLostMail, lotProvisionalMail, lotRejectedMail } from '@/server/mail/award-templates.ts';
import { mailFormats, mailMessages } from '@/server/mail/messages/index.ts';
import { lotLostMail, lotWonMail } from '@/server/mail/templates.ts';
import { queueServiceNotice } from '@/server/modules/notifications/service-notice.ts';
import { lotResultSteps, type TLotResultStep } from './lot-award.service.ts';

export const ZLotClosedJobSchema = z.object({
  lotId: z.number().int(),
  step: z.enum(lotResultSteps).default('awarded'),
});

/**
 * What became of a lot, told to its bidders (`step`, from `lots/lot-award.service.ts`). Adjudicated: the
 * winner gets the adjudicación with the money and the deadlines, every other bidder a short notice.
 * Waiting for approval or rejected: the top bidder is told. Lost to the other side of an en bloc
 * decision: every bidder. Each message is its own outbox job, so one failing address delays no one else.
 */
export const sendLotClosedMail = async ({
  db,
  site,
  lotId,
  step,
}: {
  db: TDb;
  site: { siteName: string; publicUrl: string };
  lotId: number;
  step: TLotResultStep;
}) => {
  const [row] = await db
    .select({ lot: lots, auction: auctions })
    .from(lots)
    .innerJoin(auctions, eq(auctions.id, lots.auctionId))
    .where(eq(lots.id, lotId));
  if (!row || row.lot.maxBid === null) return;
  const { lot, auction } = row;
  const url = `${site.publicUrl}/subastas/${auction.id}/${lot.id}`;
  if (step !== 'awarded') return sendUnawardedMail({ db, site, lot, url, step });
  // The winner is told exactly what their liquidación says (money fixed when the lot was awarded).
  const [owed] = await db
    .select({ line: settlementLines, dueDate: settlements.dueDate })
    .from(settlementLines)
    .innerJoin(settlements, eq(settlements.id, settlementLines.settlementId))
    .where(eq(settlementLines.lotId, lot.id));
  const line = owed?.line;
  // The deadline runs from the award (an approval), as the liquidación says.
  const paymentBy = owed?.dueDate ?? auction.lastPaymentDate;
  const bidders = await db
    .selectDistinct({ user: users })
    .from(bids)
    .innerJoin(users, eq(users.id, bids.userId))
    .where(and(eq(bids.lotId, lotId), ne(bids.userId, lot.sold && lot.maxBidderId ? lot.maxBidderId : -1)));
  await db.transaction(async (tx) => {
    if (lot.sold && lot.maxBidderId) {
      const [winner] = await tx.select().from(users).where(eq(users.id, lot.maxBidderId));
      // The winner's last bid on the lot is the one that won: its receipt goes with the news.
      const [winning] = await tx
        .select({ id: bids.id })
        .from(bids)
        .where(and(eq(bids.lotId, lot.id), eq(bids.userId, lot.maxBidderId)))
        .orderBy(desc(bids.id))
        .limit(1);
      if (winner) {
        const format = mailFormats(winner.language);
        await queueServiceNotice(tx, {
          user: winner,
          kind: 'lot-result',
          push: {
            title: mailMessages(winner.language).push.won(lot.title),
            body: mailMessages(winner.language).push.wonAmounts(
              format.cents(lot.maxBid ?? 0),
              format.cents(line?.total ?? lot.maxBid ?? 0),
            ),
            url: `${site.publicUrl}/mi-cuenta/adjudicaciones`,
          },
          mail: lotWonMail(site, winner, {
            title: lot.title,
            url,
            hammer: format.cents(lot.maxBid ?? 0),
            commission: format.cents(line?.premium ?? 0),
            vat: format.cents((line?.premiumVat ?? 0) + (line?.goodsVat ?? 0)),
            total: format.cents(line?.total ?? lot.maxBid ?? 0),
            paymentBy: paymentBy ? format.dateTime(paymentBy) : null,
            collectionBy: auction.lastCollectionDate ? format.dateTime(auction.lastCollectionDate) : null,
            receiptUrl: winning ? `${site.publicUrl}/api/frontend/auth/bids/${winning.id}/receipt` : null,
            chainHead: lot.chainHead,
          }),
        });
      }
    }
    if (lot.sold) {
      for (const { user } of bidders)
        await queueServiceNotice(tx, {
          user,
          kind: 'lot-result',
          mail: lotLostMail(site, user, {
            title: lot.title,
            url,
            hammer: mailFormats(user.language).cents(lot.maxBid ?? 0),
          }),
          push: {
            title: mailMessages(user.language).push.lost(lot.title),
            body: mailMessages(user.language).push.hammer(mailFormats(user.language).cents(lot.maxBid ?? 0)),
            url,
          },
        });
    }
  });
};

/** The top bidder (provisional, rejected) or every bidder (lost to the block) of a lot not adjudicated. */
const sendUnawardedMail = async ({
  db,
  site,
  lot,
  url,
  step,
}: {
  db: TDb;
  site: { siteName: string; publicUrl: string };
  lot: typeof lots.$inferSelect;
  url: string;
  step: Exclude<TLotResultStep, 'awarded'>;
}) => {
  const recipients =
    step === 'block-lost'
      ? (
          await db
            .selectDistinct({ user: users })
            .from(bids)
            .innerJoin(users, eq(users.id, bids.userId))
            .where(eq(bids.lotId, lot.id))
        ).map((row) => row.user)
      : await db
          .select()
          .from(users)
          .where(eq(users.id, lot.maxBidderId ?? -1));
  const { title } = lot;
  type TRecipient = (typeof recipients)[number];
  const says = (user: TRecipient) => mailMessages(user.language).push;
  const mail = {
    provisional: {
      push: (user: TRecipient) => ({
        title: says(user).provisional(title),
        body: says(user).provisionalBody,
      }),
      compose: (user: TRecipient) => lotProvisionalMail(site, user, { title, url }),
    },
    rejected: {
      push: (user: TRecipient) => ({ title: says(user).rejected(title), body: says(user).rejectedBody }),
      compose: (user: TRecipient) => lotRejectedMail(site, user, { title, url }),
    },
    'block-lost': {
      push: (user: TRecipient) => ({ title: says(user).blockLost(title), body: says(user).blockLostBody }),
      compose: (user: TRecipient) => lotBlockLostMail(site, user, { title, url, block: lot.isBlock }),
    },
  }[step];
  await db.transaction(async (tx) => {
    for (const user of recipients)
      await queueServiceNotice(tx, {
        user,
        kind: 'lot-result',
        mail: mail.compose(user),
        push: { ...mail.push(user), url },
      });
  });
};
