import { and, desc, eq, ne } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TDb, TTx } from '@/server/db/client.ts';
import { auctions, lots, offers, saleLots, users } from '@/server/db/schema/index.ts';
import { AppError, notFound } from '@/server/lib/app-error.ts';
import { mailFormats } from '@/server/mail/messages/index.ts';
import { queueMail } from '@/server/mail/outbox.ts';
import { offerDecisionMail } from '@/server/mail/templates.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { TSite } from '../auth/accounts.service.ts';
import { issuePendingInvoices } from '../invoices/invoice-issuing.service.ts';
import { awardLot, awardSaleLot } from '../settlements/settlement-awards.service.ts';

type TOfferStatus = (typeof offers.$inferSelect)['status'];

/**
 * Offers from both places they come from: liquidación lots (the only way to buy them) and auction lots
 * that accept offers (an opening bid under the starting price), newest first.
 */
export const listOffers = async ({ db, status }: { db: TDb; status?: TOfferStatus }) => {
  const rows = await db
    .select({ offer: offers, saleLot: saleLots, lot: lots, auction: auctions, user: users })
    .from(offers)
    .leftJoin(saleLots, eq(saleLots.id, offers.saleLotId))
    .leftJoin(lots, eq(lots.id, offers.lotId))
    .leftJoin(auctions, eq(auctions.id, lots.auctionId))
    .innerJoin(users, eq(users.id, offers.userId))
    .where(status ? eq(offers.status, status) : undefined)
    .orderBy(desc(offers.createdOn))
    .limit(500);
  return rows.flatMap(({ offer, saleLot, lot, auction, user }) => {
    const target = saleLot
      ? {
          id: saleLot.id,
          saleId: saleLot.saleId,
          auctionId: null,
          auctionTitle: null,
          title: saleLot.title,
          price: saleLot.price,
          sold: saleLot.sold,
          isClosed: true,
        }
      : lot && auction
        ? {
            id: lot.id,
            saleId: null,
            auctionId: auction.id,
            auctionTitle: auction.title,
            title: lot.title,
            price: lot.price,
            sold: lot.sold,
            isClosed: lot.status === 'closed',
          }
        : null;
    if (!target) return [];
    return [
      {
        id: offer.id,
        amount: offer.amount,
        message: offer.message,
        status: offer.status,
        createdOn: offer.createdOn.toISOString(),
        lot: target,
        user: { id: user.id, fullName: `${user.firstname} ${user.lastname}`, email: user.email },
      },
    ];
  });
};

type TOffer = typeof offers.$inferSelect;
type TDecided = { lotTitle: string; url: string; settlementId: number | null };

/** An offer on a liquidación lot: accepting sells the lot and puts it in the buyer's settlement. */
const decideSaleLotOffer = async (
  tx: TTx,
  site: TSite,
  offer: TOffer,
  isAccepted: boolean,
): Promise<TDecided> => {
  const [lot] = await tx.select().from(saleLots).where(eq(saleLots.id, offer.saleLotId!)).for('update');
  if (!lot) throw notFound(apiText.offers.lotNotFound);
  if (isAccepted && lot.sold) throw new AppError('BUSINESS_RULE', apiText.offers.lotAlreadySold);
  const decided = { lotTitle: lot.title, url: `${site.publicUrl}/liquidaciones/${lot.saleId}/${lot.id}` };
  if (!isAccepted) return { ...decided, settlementId: null };
  await tx.update(saleLots).set({ sold: true }).where(eq(saleLots.id, lot.id));
  const award = { saleLotId: lot.id, userId: offer.userId, amount: offer.amount, offerId: offer.id };
  return { ...decided, settlementId: (await awardSaleLot(tx, award)).id };
};

/** An offer on an auction lot, decided once the lot closed unsold: accepting sells it at the offer. */
const decideAuctionLotOffer = async (
  tx: TTx,
  site: TSite,
  offer: TOffer,
  isAccepted: boolean,
): Promise<TDecided> => {
  const [lot] = await tx.select().from(lots).where(eq(lots.id, offer.lotId!)).for('update');
  if (!lot) throw notFound(apiText.offers.lotNotFound);
  const decided = { lotTitle: lot.title, url: `${site.publicUrl}/subastas/${lot.auctionId}/${lot.id}` };
  if (!isAccepted) return { ...decided, settlementId: null };
  if (lot.status !== 'closed') throw new AppError('BUSINESS_RULE', apiText.offers.lotStillOpen);
  if (lot.sold) throw new AppError('BUSINESS_RULE', apiText.offers.lotAlreadySold);
  await tx
    .update(lots)
    .set({ sold: true, maxBid: offer.amount, maxBidderId: offer.userId })
    .where(eq(lots.id, lot.id));
  const award = { lotId: lot.id, userId: offer.userId, hammer: offer.amount, offerId: offer.id };
  return { ...decided, settlementId: (await awardLot(tx, award)).id };
};

/** The lot is gone: every other pending offer on it is rejected, and its bidder told. */
const rejectOtherOffers = async (
  tx: TTx,
  site: TSite,
  offer: TOffer,
  { lotTitle, url }: { lotTitle: string; url: string },
) => {
  const others = await tx
    .update(offers)
    .set({ status: 'rejected', decidedOn: new Date() })
    .where(
      and(
        offer.saleLotId !== null ? eq(offers.saleLotId, offer.saleLotId) : eq(offers.lotId, offer.lotId!),
        eq(offers.status, 'pending'),
        ne(offers.id, offer.id),
      ),
    )
    .returning();
  for (const other of others) {
    const [bidder] = await tx.select().from(users).where(eq(users.id, other.userId));
    await queueMail(
      tx,
      bidder!,
      offerDecisionMail(
        site,
        bidder!,
        { lotTitle, amount: mailFormats(bidder!.language).cents(other.amount), url },
        false,
      ),
    );
  }
};

/** Whether the auction of this lot still has a lot open. */
const hasOpenLots = async (tx: TTx, lotId: number) => {
  const [lot] = await tx.select({ auctionId: lots.auctionId }).from(lots).where(eq(lots.id, lotId));
  const [open] = await tx
    .select({ id: lots.id })
    .from(lots)
    .where(and(eq(lots.auctionId, lot!.auctionId), eq(lots.status, 'open')))
    .limit(1);
  return open !== undefined;
};

/**
 * Accepts or rejects an offer. Accepting awards the lot at the offer's amount, in the same transaction: the
 * lot is marked sold, the other pending offers on it are rejected, and the buyer owes it in their
 * settlement. An auction lot can only be sold by offer once it has closed unsold. If its auction has
 * already been invoiced, the new lot is invoiced at once.
 */
export const decideOffer = async ({
  db,
  site,
  offerId,
  isAccepted,
  adminId,
}: {
  db: TDb;
  site: TSite;
  offerId: number;
  isAccepted: boolean;
  adminId: number;
}) => {
  const outcome = await db.transaction(async (tx) => {
    const [offer] = await tx.select().from(offers).where(eq(offers.id, offerId)).for('update');
    if (!offer) throw notFound(apiText.offers.notFound);
    if (offer.status !== 'pending') throw new AppError('BUSINESS_RULE', apiText.offers.alreadyDecided);
    const [user] = await tx.select().from(users).where(eq(users.id, offer.userId));
    const { lotTitle, url, settlementId } =
      offer.saleLotId !== null
        ? await decideSaleLotOffer(tx, site, offer, isAccepted)
        : await decideAuctionLotOffer(tx, site, offer, isAccepted);
    await tx
      .update(offers)
      .set({ status: isAccepted ? 'accepted' : 'rejected', decidedOn: new Date() })
      .where(eq(offers.id, offerId));
    if (isAccepted) await rejectOtherOffers(tx, site, offer, { lotTitle, url });
    await queueMail(
      tx,
      user!,
      offerDecisionMail(
        site,
        user!,
        { lotTitle, amount: mailFormats(user!.language).cents(offer.amount), url },
        isAccepted,
      ),
    );
    await recordAudit(tx, {
      actorId: adminId,
      entity: 'offer',
      entityId: offerId,
      action: isAccepted ? 'accept' : 'reject',
    });
    return {
      id: offerId,
      status: isAccepted ? ('accepted' as const) : ('rejected' as const),
      settlementId,
      isAuctionFinished: offer.lotId !== null && !(await hasOpenLots(tx, offer.lotId)),
    };
  });
  // Sold after its auction settled: invoice it now rather than never (before settling, the job does it).
  if (outcome.settlementId && outcome.isAuctionFinished) {
    await issuePendingInvoices({ db, settlementId: outcome.settlementId, issuedBy: adminId }).catch(
      (error) => {
        if (!(error instanceof AppError)) throw error;
      },
    );
  }
  return { id: outcome.id, status: outcome.status };
};
