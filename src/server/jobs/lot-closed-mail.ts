import { and, eq, ne } from 'drizzle-orm';
import { formatCents, formatDateTime } from '@/common/format.ts';
import type { TDb } from '@/server/db/client.ts';
import { auctions, bids, lots, settlementLines, users } from '@/server/db/schema/index.ts';
import { lotLostMail, lotWonMail } from '@/server/mail/templates.ts';
import { queueServiceNotice } from '@/server/modules/notifications/service-notice.ts';
import type { TJob } from './queue.ts';

/**
 * After a lot closes: the winner gets the adjudicación with the money and the deadlines, every other
 * bidder a short notice. Each message is its own outbox job, so one failing address delays no one else.
 */
export const sendLotClosedMail = async ({
  db,
  site,
  job,
}: {
  db: TDb;
  site: { siteName: string; publicUrl: string };
  job: TJob;
}) => {
  const { lotId } = job.payload as { lotId: number };
  const [row] = await db
    .select({ lot: lots, auction: auctions })
    .from(lots)
    .innerJoin(auctions, eq(auctions.id, lots.auctionId))
    .where(eq(lots.id, lotId));
  if (!row || row.lot.maxBid === null) return;
  const { lot, auction } = row;
  const url = `${site.publicUrl}/subastas/${auction.id}/${lot.id}`;
  // The winner is told exactly what their liquidación says (money fixed when the lot was awarded).
  const [line] = await db.select().from(settlementLines).where(eq(settlementLines.lotId, lot.id));
  const bidders = await db
    .selectDistinct({ user: users })
    .from(bids)
    .innerJoin(users, eq(users.id, bids.userId))
    .where(and(eq(bids.lotId, lotId), ne(bids.userId, lot.sold && lot.maxBidderId ? lot.maxBidderId : -1)));
  await db.transaction(async (tx) => {
    if (lot.sold && lot.maxBidderId) {
      const [winner] = await tx.select().from(users).where(eq(users.id, lot.maxBidderId));
      if (winner) {
        await queueServiceNotice(tx, {
          user: winner,
          kind: 'lot-result',
          push: {
            title: `Has ganado «${lot.title}»`,
            body: `Remate ${formatCents(lot.maxBid ?? 0)}; total ${formatCents(line?.total ?? lot.maxBid ?? 0)}.`,
            url: `${site.publicUrl}/mi-cuenta/adjudicaciones`,
          },
          mail: lotWonMail(site, winner, {
            title: lot.title,
            url,
            hammer: formatCents(lot.maxBid ?? 0),
            commission: formatCents(line?.premium ?? 0),
            vat: formatCents((line?.premiumVat ?? 0) + (line?.goodsVat ?? 0)),
            total: formatCents(line?.total ?? lot.maxBid ?? 0),
            paymentBy: auction.lastPaymentDate ? formatDateTime(auction.lastPaymentDate) : null,
            collectionBy: auction.lastCollectionDate ? formatDateTime(auction.lastCollectionDate) : null,
          }),
        });
      }
    }
    if (lot.sold) {
      for (const { user } of bidders)
        await queueServiceNotice(tx, {
          user,
          kind: 'lot-result',
          mail: lotLostMail(site, user, { title: lot.title, url, hammer: formatCents(lot.maxBid ?? 0) }),
          push: {
            title: `«${lot.title}» se ha adjudicado a otra persona`,
            body: `Remate ${formatCents(lot.maxBid ?? 0)}.`,
            url,
          },
        });
    }
  });
};
