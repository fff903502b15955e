import { asc, count, eq, inArray } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import { fromMadridLocal } from '@/common/madrid-time.ts';
import type { TCreatePickupSlotsRequest } from '@/common/schemas/collections.ts';
import type { TDb } from '@/server/db/client.ts';
import { pickupBookings, pickupSlots, settlements, users } from '@/server/db/schema/index.ts';
import { AppError, notFound } from '@/server/lib/app-error.ts';
import { findAuction } from '../auctions/auctions.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { buyerName } from '../users/user-brief.ts';

/** The admin's pick-up slots: opening a series, listing who booked each, deleting an unbooked one. */

const day = 86_400_000;

/**
 * Every slot of a series: each day of the range, the daily window cut into slots of `minutes`. Times are
 * Madrid's wall clock whatever the clerk's computer says, so a window keeps its hours across a change of
 * summer time.
 */
const slotSeries = (auctionId: number, series: Required<TCreatePickupSlotsRequest>) => {
  const length = series.minutes * 60_000;
  const rows: { auctionId: number; startsAt: Date; endsAt: Date; capacity: number }[] = [];
  for (
    let date = new Date(`${series.fromDate}T12:00:00Z`);
    date <= new Date(`${series.toDate}T12:00:00Z`);
    date = new Date(date.getTime() + day)
  ) {
    const isoDay = date.toISOString().slice(0, 10);
    const end = new Date(fromMadridLocal(`${isoDay}T${series.dayEnd}`)).getTime();
    for (
      let start = new Date(fromMadridLocal(`${isoDay}T${series.dayStart}`)).getTime();
      start + length <= end;
      start += length
    ) {
      rows.push({
        auctionId,
        startsAt: new Date(start),
        endsAt: new Date(start + length),
        capacity: series.capacity,
      });
    }
  }
  return rows;
};

/** Opens a series of pick-up slots for an auction, each for `capacity` buyers, before its collection deadline. */
export const createPickupSlots = async ({
  db,
  auctionId,
  adminId,
  input,
}: {
  db: TDb;
  auctionId: number;
  adminId: number;
  input: Required<TCreatePickupSlotsRequest>;
}) => {
  const auction = await findAuction(db, auctionId);
  const rows = slotSeries(auctionId, input);
  if (rows.length === 0)
    throw new AppError('VALIDATION', apiText.collections.noSlotFits, {
      fields: { minutes: apiText.collections.noSlotFitsField },
    });
  if (rows.length > 500)
    throw new AppError('VALIDATION', apiText.collections.tooManySlots(rows.length), {
      fields: { toDate: apiText.collections.tooManySlotsField },
    });
  if (auction.lastCollectionDate && rows.some((row) => row.endsAt > auction.lastCollectionDate!))
    throw new AppError('VALIDATION', apiText.collections.slotsAfterDeadline, {
      fields: { toDate: apiText.collections.slotsAfterDeadlineField },
    });
  const created = await db.transaction(async (tx) => {
    const inserted = await tx.insert(pickupSlots).values(rows).returning();
    await recordAudit(tx, {
      actorId: adminId,
      entity: 'auction',
      entityId: auctionId,
      action: 'pickup-slots',
      changes: { ...input, created: inserted.length },
    });
    return inserted;
  });
  return created.length;
};

/** An auction's slots with who booked each, for the back office. */
export const listAdminPickupSlots = async ({ db, auctionId }: { db: TDb; auctionId: number }) => {
  const slots = await db
    .select()
    .from(pickupSlots)
    .where(eq(pickupSlots.auctionId, auctionId))
    .orderBy(asc(pickupSlots.startsAt));
  const bookings = slots.length
    ? await db
        .select({ slotId: pickupBookings.slotId, settlement: settlements, user: users })
        .from(pickupBookings)
        .innerJoin(settlements, eq(settlements.id, pickupBookings.settlementId))
        .innerJoin(users, eq(users.id, settlements.userId))
        .where(
          inArray(
            pickupBookings.slotId,
            slots.map((slot) => slot.id),
          ),
        )
    : [];
  return slots.map((slot) => {
    const buyers = bookings
      .filter((booking) => booking.slotId === slot.id)
      .map(({ settlement, user }) => ({
        settlementId: settlement.id,
        name: buyerName(user),
        reference: settlement.reference,
      }));
    return {
      id: slot.id,
      auctionId: slot.auctionId,
      startsAt: slot.startsAt.toISOString(),
      endsAt: slot.endsAt.toISOString(),
      capacity: slot.capacity,
      booked: buyers.length,
      buyers,
    };
  });
};

export const deletePickupSlot = async ({ db, id, adminId }: { db: TDb; id: number; adminId: number }) =>
  db.transaction(async (tx) => {
    const [slot] = await tx.select().from(pickupSlots).where(eq(pickupSlots.id, id)).for('update');
    if (!slot) throw notFound(apiText.collections.slotNotFound);
    const [{ total }] = (await tx
      .select({ total: count() })
      .from(pickupBookings)
      .where(eq(pickupBookings.slotId, id))) as [{ total: number }];
    if (total > 0) throw new AppError('CONFLICT', apiText.collections.slotBooked(total));
    await tx.delete(pickupSlots).where(eq(pickupSlots.id, id));
    await recordAudit(tx, {
      actorId: adminId,
      entity: 'auction',
      entityId: slot.auctionId,
      action: 'pickup-slot-delete',
      changes: { slotId: id },
    });
  });
