import { and, asc, count, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { fromMadridLocal } from '@/common/madrid-time.ts';
import type { TCreatePickupSlotsRequest } from '@/common/schemas/collections.ts';
import type { TDb } from '@/server/db/client.ts';
import {
  auctions,
  lots,
  pickupBookings,
  pickupSlots,
  settlementLines,
  settlements,
  users,
} from '@/server/db/schema/index.ts';
import { AppError, notFound } from '@/server/lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { getSettlement } from '../settlements/settlements.service.ts';

const day = 86_400_000;

/**
 * Opens pick-up slots for an auction: every day of the range, within the daily window, cut into slots of
 * `minutes`, each for `capacity` buyers. Times are Madrid's wall clock whatever the clerk's computer says.
 */
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
  const [auction] = await db.select().from(auctions).where(eq(auctions.id, auctionId));
  if (!auction) throw notFound('La subasta no existe.');
  const rows: { auctionId: number; startsAt: Date; endsAt: Date; capacity: number }[] = [];
  for (
    let date = new Date(`${input.fromDate}T12:00:00Z`);
    date <= new Date(`${input.toDate}T12:00:00Z`);
    date = new Date(date.getTime() + day)
  ) {
    const isoDay = date.toISOString().slice(0, 10);
    const end = new Date(fromMadridLocal(`${isoDay}T${input.dayEnd}`));
    for (
      let start = new Date(fromMadridLocal(`${isoDay}T${input.dayStart}`));
      start.getTime() + input.minutes * 60_000 <= end.getTime();
      start = new Date(start.getTime() + input.minutes * 60_000)
    ) {
      rows.push({
        auctionId,
        startsAt: start,
        endsAt: new Date(start.getTime() + input.minutes * 60_000),
        capacity: input.capacity,
      });
    }
  }
  if (rows.length === 0)
    throw new AppError('VALIDATION', 'Con esos datos no cabe ningún turno.', {
      fields: { minutes: 'El turno es más largo que la franja.' },
    });
  if (rows.length > 500)
    throw new AppError('VALIDATION', `Saldrían ${rows.length} turnos: como mucho 500 de una vez.`, {
      fields: { toDate: 'Acorta las fechas.' },
    });
  if (auction.lastCollectionDate && rows.some((row) => row.endsAt > auction.lastCollectionDate!))
    throw new AppError('VALIDATION', 'Hay turnos después de la fecha límite de retirada de la subasta.', {
      fields: { toDate: 'Termina antes de la fecha límite de retirada.' },
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
        name: user.isCompany && user.companyName ? user.companyName : `${user.firstname} ${user.lastname}`,
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
    if (!slot) throw notFound('El turno no existe.');
    const [{ total }] = (await tx
      .select({ total: count() })
      .from(pickupBookings)
      .where(eq(pickupBookings.slotId, id))) as [{ total: number }];
    if (total > 0)
      throw new AppError(
        'CONFLICT',
        `No se puede borrar: ${total === 1 ? 'un comprador lo ha reservado' : `${total} compradores lo han reservado`}.`,
      );
    await tx.delete(pickupSlots).where(eq(pickupSlots.id, id));
    await recordAudit(tx, {
      actorId: adminId,
      entity: 'auction',
      entityId: slot.auctionId,
      action: 'pickup-slot-delete',
      changes: { slotId: id },
    });
  });

const mustBePaid = (state: string) => {
  if (state !== 'paid' && state !== 'collected')
    throw new AppError('BUSINESS_RULE', 'La retirada se reserva una vez pagada la liquidación.');
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
 * buyers racing for the last place cannot both get it.
 */
export const bookPickup = async ({
  db,
  settlementId,
  userId,
  slotId,
  now = new Date(),
}: {
  db: TDb;
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
      throw new AppError('VALIDATION', 'Ese turno no es de esta subasta.', {
        fields: { slotId: 'Elige uno de los turnos ofrecidos.' },
      });
    if (slot.startsAt <= now) throw new AppError('BUSINESS_RULE', 'Ese turno ya ha pasado: elige otro.');
    const [{ total }] = (await tx
      .select({ total: count() })
      .from(pickupBookings)
      .where(and(eq(pickupBookings.slotId, slotId), ne(pickupBookings.settlementId, settlementId)))) as [
      { total: number },
    ];
    if (total >= slot.capacity) throw new AppError('CONFLICT', 'Ese turno se acaba de llenar: elige otro.');
    await tx.delete(pickupBookings).where(eq(pickupBookings.settlementId, settlementId));
    await tx.insert(pickupBookings).values({ slotId, settlementId });
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

/** Codes are read aloud and typed: case, spaces and dashes do not matter. */
export const normaliseCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

/** What the warehouse needs to hand over a buyer's lots, by the release note's code. */
export const findCollection = async ({ db, code }: { db: TDb; code: string }) => {
  const [row] = await db
    .select({ settlement: settlements, user: users })
    .from(settlements)
    .innerJoin(users, eq(users.id, settlements.userId))
    .where(eq(settlements.collectionCode, normaliseCode(code)));
  if (!row) throw notFound('No hay ninguna retirada con ese código.');
  const view = await getSettlement({ db, id: row.settlement.id });
  const lines = await db
    .select({ line: settlementLines, order: lots.order })
    .from(settlementLines)
    .leftJoin(lots, eq(lots.id, settlementLines.lotId))
    .where(eq(settlementLines.settlementId, row.settlement.id))
    .orderBy(asc(settlementLines.id));
  const { user } = row;
  return {
    code: row.settlement.collectionCode,
    settlementId: row.settlement.id,
    auctionTitle: view.title,
    buyerName: user.isCompany && user.companyName ? user.companyName : `${user.firstname} ${user.lastname}`,
    buyerNif: user.vatId,
    state: view.state,
    isPaid: view.state === 'paid' || view.state === 'collected',
    slot: view.pickup ? { startsAt: view.pickup.startsAt, endsAt: view.pickup.endsAt } : null,
    lines: lines.map(({ line, order }) => ({
      id: line.id,
      title: order
        ? `Lote ${order}: ${view.lines.find((candidate) => candidate.id === line.id)?.title ?? line.description}`
        : line.description,
      description: line.description,
      collectedOn: line.collectedOn?.toISOString() ?? null,
    })),
  };
};

/** Hands lots over: only when paid; one line, or all those still in the warehouse. */
export const markCollected = async ({
  db,
  code,
  lineId,
  adminId,
  now = new Date(),
}: {
  db: TDb;
  code: string;
  lineId: number | 'all';
  adminId: number;
  now?: Date;
}) => {
  const collection = await findCollection({ db, code });
  if (!collection.isPaid)
    throw new AppError('BUSINESS_RULE', 'Esta liquidación no está pagada: no se pueden entregar los lotes.');
  if (lineId !== 'all' && !collection.lines.some((line) => line.id === lineId))
    throw notFound('Ese lote no es de esta retirada.');
  await db.transaction(async (tx) => {
    await tx
      .update(settlementLines)
      .set({ collectedOn: now, collectedBy: adminId })
      .where(
        and(
          eq(settlementLines.settlementId, collection.settlementId),
          isNull(settlementLines.collectedOn),
          lineId === 'all' ? undefined : eq(settlementLines.id, lineId),
        ),
      );
    await recordAudit(tx, {
      actorId: adminId,
      entity: 'settlement',
      entityId: collection.settlementId,
      action: 'collect',
      changes: { lineId },
    });
  });
  return findCollection({ db, code });
};
