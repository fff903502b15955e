import { and, asc, count, eq, gt, ne, sql } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TDb } from '@/server/db/client.ts';
import { pickupBookings, pickupSlots, users } from '@/server/db/schema/index.ts';
import { AppError } from '@/server/lib/app-error.ts';
import { mailFormats } from '@/server/mail/messages/index.ts';
import { queueMail } from '@/server/mail/outbox.ts';
import { pickupBookedMail } from '@/server/mail/templates.ts';
import type { TSite } from '../auth/accounts.service.ts';
import { getSettlement } from '../settlements/settlements.service.ts';
import { printedCode } from './release-note-pdf.ts';

/** The buyer's pick-up booking: the slots they may take, booking or moving it, cancelling it. */

const mustBePaid = (state: string) => {
  if (state !== 'paid' && state !== 'collected')
    throw new AppError('BUSINESS_RULE', apiText.collections.bookingNeedsPayment);
};

/** Free slots the buyer may book (future, before the collection deadline, not full) and their booking. */
export const pickupOptions = async ({
  db,
  settlementId,
  userId,
  now = new Date(),
}: {
  db: TDb;
  settlementId: number;
  userId: number;
  now?: Date;
}) => {
  const settlement = await getSettlement({ db, id: settlementId, userId });
  if (!settlement.auctionId) return { slots: [], bookedSlotId: null };
  const rows = await db
    .select({
      slot: pickupSlots,
      booked: sql<number>`(select count(*)::int from pickup_bookings b where b.slot_id = pickup_slots.id)`,
    })
    .from(pickupSlots)
    .where(and(eq(pickupSlots.auctionId, settlement.auctionId), gt(pickupSlots.startsAt, now)))
    .orderBy(asc(pickupSlots.startsAt));
  return {
    slots: rows
      .filter(({ slot, booked }) => booked < slot.capacity || slot.id === settlement.pickup?.slotId)
      .map(({ slot, booked }) => ({
        id: slot.id,
        auctionId: slot.auctionId,
        startsAt: slot.startsAt.toISOString(),
        endsAt: slot.endsAt.toISOString(),
        capacity: slot.capacity,
        booked,
      })),
    bookedSlotId: settlement.pickup?.slotId ?? null,
  };
};

/**
 * Books (or moves) the buyer's pick-up. The slot row is locked while its bookings are counted, so two
 * buyers racing for the last place cannot both get it. The buyer is e-mailed when and where, in the same
 * transaction (the outbox), so a booking is never without its message nor a message without its booking.
 */
export const bookPickup = async ({
  db,
  site,
  settlementId,
  userId,
  slotId,
  now = new Date(),
}: {
  db: TDb;
  site: TSite;
  settlementId: number;
  userId: number;
  slotId: number;
  now?: Date;
}) => {
  const settlement = await getSettlement({ db, id: settlementId, userId });
  mustBePaid(settlement.state);
  return db.transaction(async (tx) => {
    const [slot] = await tx.select().from(pickupSlots).where(eq(pickupSlots.id, slotId)).for('update');
    if (!slot || slot.auctionId !== settlement.auctionId)
      throw new AppError('VALIDATION', apiText.collections.slotOfOtherAuction, {
        fields: { slotId: apiText.collections.slotOfOtherAuctionField },
      });
    if (slot.startsAt <= now) throw new AppError('BUSINESS_RULE', apiText.collections.slotPast);
    const [{ total }] = (await tx
      .select({ total: count() })
      .from(pickupBookings)
      .where(and(eq(pickupBookings.slotId, slotId), ne(pickupBookings.settlementId, settlementId)))) as [
      { total: number },
    ];
    if (total >= slot.capacity) throw new AppError('CONFLICT', apiText.collections.slotFull);
    await tx.delete(pickupBookings).where(eq(pickupBookings.settlementId, settlementId));
    await tx.insert(pickupBookings).values({ slotId, settlementId });
    const booked = await getSettlement({ db: tx, id: settlementId, userId });
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    const format = mailFormats(user!.language);
    await queueMail(
      tx,
      user!,
      pickupBookedMail(site, user!, {
        auctionTitle: booked.title,
        slot: `${format.dateTime(slot.startsAt.toISOString())} – ${format.time(slot.endsAt.toISOString())}`,
        address: booked.pickup?.address ?? null,
        mapUrl: booked.pickup?.mapUrl ?? null,
        code: booked.collectionCode ? printedCode(booked.collectionCode) : null,
        url: `${site.publicUrl}/mi-cuenta/adjudicaciones`,
      }),
    );
    return slot;
  });
};

export const cancelPickup = async ({
  db,
  settlementId,
  userId,
}: {
  db: TDb;
  settlementId: number;
  userId: number;
}) => {
  await getSettlement({ db, id: settlementId, userId });
  await db.delete(pickupBookings).where(eq(pickupBookings.settlementId, settlementId));
};
