import { and, desc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { TDb, TTx } from '@/server/db/client.ts';
import { auctions, bids, lots, settlementLines, settlements, users } from '@/server/db/schema/index.ts';
import { lotBlockLostMail, lotProvisionalMail, lotRejectedMail } from '@/server/mail/award-templates.ts';
import { mailFormats, mailMessages } from '@/server/mail/messages/index.ts';
import { lotLostMail, lotWonMail } from '@/server/mail/templates.ts';
import { queueServiceNotice } from '@/server/modules/notifications/service-notice.ts';
import { lotResultSteps, type TLotResultStep } from './lot-award.service.ts';

type TSite = { siteName: string; publicUrl: string };
type TLotRow = typeof lots.$inferSelect;
type TSettlementLine = typeof settlementLines.$inferSelect;

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
  site: TSite;
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
    if (lot.sold && lot.maxBidderId)
      await tellWinner(tx, { site, lot, auction, url, line, paymentBy, winnerId: lot.maxBidderId });
    if (lot.sold) for (const { user } of bidders) await tellOutbid(tx, { site, lot, url, user });
  });
};

/** The winner's adjudicación: the money, the deadlines, and the receipt of the bid that won. */
const tellWinner = async (
  tx: TTx,
  {
    site,
    lot,
    auction,
    url,
    line,
    paymentBy,
    winnerId,
  }: {
    site: TSite;
    lot: TLotRow;
    auction: typeof auctions.$inferSelect;
    url: string;
    line: TSettlementLine | undefined;
    paymentBy: Date | null;
    winnerId: number;
  },
) => {
  const [winner] = await tx.select().from(users).where(eq(users.id, winnerId));
  // The winner's last bid on the lot is the one that won: its receipt goes with the news.
  const [winning] = await tx
    .select({ id: bids.id })
    .from(bids)
    .where(and(eq(bids.lotId, lot.id), eq(bids.userId, winnerId)))
    .orderBy(desc(bids.id))
    .limit(1);
  if (!winner) return;
  const format = mailFormats(winner.language);
  const sums = wonSums(format, lot, line);
  const says = mailMessages(winner.language).push;
  await queueServiceNotice(tx, {
    user: winner,
    kind: 'lot-result',
    push: {
      title: says.won(lot.title),
      body: says.wonAmounts(sums.hammer, sums.total),
      url: `${site.publicUrl}/mi-cuenta/adjudicaciones`,
    },
    mail: lotWonMail(site, winner, {
      title: lot.title,
      url,
      ...sums,
      paymentBy: paymentBy ? format.dateTime(paymentBy) : null,
      collectionBy: auction.lastCollectionDate ? format.dateTime(auction.lastCollectionDate) : null,
      receiptUrl: winning ? `${site.publicUrl}/api/frontend/auth/bids/${winning.id}/receipt` : null,
      chainHead: lot.chainHead,
    }),
  });
};

/** The adjudicación's sums as the winner reads them: the hammer, and what their liquidación line adds to it. */
const wonSums = (
  format: ReturnType<typeof mailFormats>,
  lot: TLotRow,
  line: TSettlementLine | undefined,
) => ({
  hammer: format.cents(lot.maxBid ?? 0),
  commission: format.cents(line?.premium ?? 0),
  vat: format.cents((line?.premiumVat ?? 0) + (line?.goodsVat ?? 0)),
  total: format.cents(line?.total ?? lot.maxBid ?? 0),
});

/** A bidder outbid on a sold lot hears the hammer price. */
const tellOutbid = (
  tx: TTx,
  { site, lot, url, user }: { site: TSite; lot: TLotRow; url: string; user: typeof users.$inferSelect },
) => {
  const hammer = mailFormats(user.language).cents(lot.maxBid ?? 0);
  const says = mailMessages(user.language).push;
  return queueServiceNotice(tx, {
    user,
    kind: 'lot-result',
    mail: lotLostMail(site, user, { title: lot.title, url, hammer }),
    push: { title: says.lost(lot.title), body: says.hammer(hammer), url },
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
  site: TSite;
  lot: TLotRow;
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
