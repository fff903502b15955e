import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toMadridLocal } from '@/common/madrid-time.ts';
import { auctions, jobs, payments, users } from '@/server/db/schema/index.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createSoldLot, createUser } from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';

let ctx: TTestContext;
let passwordHash: string;
let clerk: ReturnType<typeof createClient>;
const day = 86_400_000;

beforeAll(async () => {
  ctx = await createTestApp();
  passwordHash = await hashPassword('clave-del-comprador');
  const admin = await createUser(ctx.db, { passwordHash, isAdmin: true });
  clerk = createClient(ctx.app);
  await clerk.login(admin.email, 'clave-del-comprador');
});
afterAll(() => ctx.close());

const inDays = (days: number) => new Date(Date.now() + days * day).toISOString().slice(0, 10);

/** A buyer with one lot of `auction`, paid in full unless told otherwise. */
const buyer = async (
  auction: Awaited<ReturnType<typeof createAuction>>,
  { isPaid = true, order = 1 } = {},
) => {
  const user = await createUser(ctx.db, { passwordHash, vatId: '12345678Z' });
  const client = createClient(ctx.app);
  await client.login(user.email, 'clave-del-comprador');
  const { settlement } = await createSoldLot(ctx.db, auction, user, 10_000, {
    order,
    title: `Carretilla ${order}`,
  });
  const view = async () =>
    (await client.get(`/api/frontend/auth/settlements/${settlement.id}`)).json().data.settlement;
  // A payment as the payments flows record it (transfer, card…), for the whole balance.
  if (isPaid)
    await ctx.db
      .insert(payments)
      .values({ settlementId: settlement.id, amount: (await view()).totals.balance, method: 'transfer' });
  return { user, client, settlement, view };
};

const auctionWithSlots = async (capacity = 1) => {
  const auction = await createAuction(ctx.db, {
    externalInvoice: true,
    lastCollectionDate: new Date(Date.now() + 30 * day),
  });
  const created = await clerk.post(`/api/admin/auctions/${auction.id}/pickup-slots`, {
    fromDate: inDays(2),
    toDate: inDays(3),
    dayStart: '09:00',
    dayEnd: '11:00',
    minutes: 30,
    capacity,
  });
  expect(created.statusCode).toBe(201);
  const slots = (await clerk.get(`/api/admin/auctions/${auction.id}/pickup-slots`)).json().data.slots;
  return { auction, slots, created: created.json().data.created };
};

describe('pick-up slots', () => {
  it('are opened as a series in Madrid time and refuse impossible windows', async () => {
    const { slots, created, auction } = await auctionWithSlots(2);
    expect(created).toBe(8);
    expect(toMadridLocal(slots[0].startsAt)).toBe(`${inDays(2)}T09:00`);
    expect(toMadridLocal(slots[3].endsAt)).toBe(`${inDays(2)}T11:00`);
    const backwards = await clerk.post(`/api/admin/auctions/${auction.id}/pickup-slots`, {
      fromDate: inDays(2),
      toDate: inDays(2),
      dayStart: '11:00',
      dayEnd: '09:00',
      minutes: 30,
      capacity: 1,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields.dayEnd).toMatch(/posterior/);
    const late = await clerk.post(`/api/admin/auctions/${auction.id}/pickup-slots`, {
      fromDate: inDays(40),
      toDate: inDays(40),
      dayStart: '09:00',
      dayEnd: '10:00',
      minutes: 30,
      capacity: 1,
    });
    expect(late.json().error.message).toMatch(/fecha límite de retirada/);
  });

  it('are booked once paid, never beyond capacity even when two buyers race', async () => {
    const { auction, slots } = await auctionWithSlots(1);
    const unpaid = await buyer(auction, { isPaid: false, order: 1 });
    const refused = await unpaid.client.put(`/api/frontend/auth/settlements/${unpaid.settlement.id}/pickup`, {
      slotId: slots[0].id,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toMatch(/una vez pagada/);

    const ana = await buyer(auction, { order: 2 });
    const blas = await buyer(auction, { order: 3 });
    const race = await Promise.all(
      [ana, blas].map((person) =>
        person.client.put(`/api/frontend/auth/settlements/${person.settlement.id}/pickup`, {
          slotId: slots[0].id,
        }),
      ),
    );
    expect(race.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const winner = race[0]!.statusCode === 200 ? ana : blas;
    const loser = winner === ana ? blas : ana;
    expect((await winner.view()).pickup).toMatchObject({ slotId: slots[0].id });
    // The full slot is no longer offered to the other buyer, who books another.
    const options = (
      await loser.client.get(`/api/frontend/auth/settlements/${loser.settlement.id}/pickup-slots`)
    ).json().data;
    expect(options.slots.map((slot: { id: number }) => slot.id)).not.toContain(slots[0].id);
    expect(
      (
        await loser.client.put(`/api/frontend/auth/settlements/${loser.settlement.id}/pickup`, {
          slotId: slots[1].id,
        })
      ).statusCode,
    ).toBe(200);
    // Changing moves the booking; a booked slot cannot be deleted.
    expect(
      (
        await winner.client.put(`/api/frontend/auth/settlements/${winner.settlement.id}/pickup`, {
          slotId: slots[2].id,
        })
      ).statusCode,
    ).toBe(200);
    expect((await winner.view()).pickup.slotId).toBe(slots[2].id);
    expect((await clerk.delete(`/api/admin/pickup-slots/${slots[2].id}`)).statusCode).toBe(409);
    expect((await clerk.delete(`/api/admin/pickup-slots/${slots[0].id}`)).statusCode).toBe(204);
  });

  it('tell the buyer by e-mail when and where, with a map link, and show both on the booking', async () => {
    const { auction, slots } = await auctionWithSlots(1);
    await ctx.db
      .update(auctions)
      .set({ address: 'Polígono Júndiz, calle Lermandabide 9, Vitoria', lat: 42.8591, lng: -2.7542 })
      .where(eq(auctions.id, auction.id));
    const ana = await buyer(auction);
    const booked = await ana.client.put(`/api/frontend/auth/settlements/${ana.settlement.id}/pickup`, {
      slotId: slots[0].id,
    });
    expect(booked.statusCode).toBe(200);
    const mapUrl = 'https://www.openstreetmap.org/?mlat=42.8591&mlon=-2.7542#map=17/42.8591/-2.7542';
    expect((await ana.view()).pickup).toMatchObject({
      address: 'Polígono Júndiz, calle Lermandabide 9, Vitoria',
      mapUrl,
    });
    const mails = (await ctx.db.select().from(jobs).where(eq(jobs.kind, 'mail')))
      .map((job) => job.payload as { to: string; subject: string; text: string })
      .filter((mail) => mail.to === ana.user.email && mail.subject.startsWith('Retirada reservada'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Polígono Júndiz, calle Lermandabide 9, Vitoria');
    expect(mails[0]!.text).toContain(mapUrl);
    expect(mails[0]!.text).toMatch(/\d{2}:\d{2}/);
  });
});

describe('handing lots over', () => {
  it('gives the paid buyer a release note and lets the warehouse mark lots collected by its code', async () => {
    const { auction, slots } = await auctionWithSlots(1);
    const ana = await buyer(auction);
    await ana.client.put(`/api/frontend/auth/settlements/${ana.settlement.id}/pickup`, {
      slotId: slots[0].id,
    });
    const view = await ana.view();
    expect(view.collectionCode).toMatch(/^[A-Z2-9]{10}$/);

    const note = await ana.client.get(`/api/frontend/auth/settlements/${ana.settlement.id}/release-note`);
    expect(note.statusCode).toBe(200);
    expect(note.headers['content-disposition']).toContain('albaran-retirada-');
    expect(note.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await PDFDocument.load(note.rawPayload)).getPageCount()).toBe(1);
    // A buyer who reads English gets it in English, its file named in English too.
    await ctx.db.update(users).set({ language: 'en' }).where(eq(users.id, ana.user.id));
    const english = await ana.client.get(`/api/frontend/auth/settlements/${ana.settlement.id}/release-note`);
    expect(english.headers['content-disposition']).toMatch(
      /filename="release-note-[A-Z2-9]{5}-[A-Z2-9]{5}\.pdf"/,
    );
    expect((await PDFDocument.load(english.rawPayload)).getTitle()).toMatch(/^Release note [A-Z2-9]{5}-/);

    const typed = `${view.collectionCode.slice(0, 5).toLowerCase()} - ${view.collectionCode.slice(5)}`;
    const found = await clerk.get(`/api/admin/collections/${encodeURIComponent(typed)}`);
    expect(found.json().data.collection).toMatchObject({
      settlementId: ana.settlement.id,
      isPaid: true,
      buyerNif: '12345678Z',
      lines: [{ title: expect.stringContaining('Carretilla 1'), collectedOn: null }],
    });
    const lineId = found.json().data.collection.lines[0].id;
    const collected = await clerk.post(
      `/api/admin/collections/${view.collectionCode}/lines/${lineId}/collect`,
    );
    expect(collected.json().data.collection.state).toBe('collected');
    expect(await ana.view()).toMatchObject({
      state: 'collected',
      lines: [{ collectedOn: expect.any(String) }],
    });
  });

  it('refuses to hand over or print the note before payment, and keeps notes private', async () => {
    const auction = await createAuction(ctx.db, { externalInvoice: true });
    const unpaid = await buyer(auction, { isPaid: false });
    const other = await buyer(auction, { order: 2 });
    expect(
      (await unpaid.client.get(`/api/frontend/auth/settlements/${unpaid.settlement.id}/release-note`))
        .statusCode,
    ).toBe(422);
    expect(
      (await other.client.get(`/api/frontend/auth/settlements/${unpaid.settlement.id}/release-note`))
        .statusCode,
    ).toBe(404);
    const code = unpaid.settlement.collectionCode;
    expect((await clerk.get(`/api/admin/collections/${code}`)).json().data.collection.isPaid).toBe(false);
    const refused = await clerk.post(`/api/admin/collections/${code}/collect-all`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toMatch(/no está pagada/);
    expect((await unpaid.client.get(`/api/admin/collections/${code}`)).statusCode).toBe(403);
    expect((await clerk.get('/api/admin/collections/NOEXISTE99')).statusCode).toBe(404);
  });
});
