import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '@/server/db/schema/index.ts';
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
  clerk = createClient(ctx.app, { language: 'en' });
  await clerk.login(admin.email, 'clave-del-comprador');
});
afterAll(() => ctx.close());

const inDays = (days: number) => new Date(Date.now() + days * day).toISOString().slice(0, 10);

/** A buyer reading the site in English, with one lot of `auction`. */
const englishBuyer = async (auction: Awaited<ReturnType<typeof createAuction>>, order: number) => {
  const user = await createUser(ctx.db, { passwordHash, vatId: '12345678Z' });
  const client = createClient(ctx.app, { language: 'en' });
  await client.login(user.email, 'clave-del-comprador');
  const { settlement } = await createSoldLot(ctx.db, auction, user, 10_000, { order });
  return {
    client,
    settlement,
    book: (slotId: unknown) =>
      client.put(`/api/frontend/auth/settlements/${settlement.id}/pickup`, { slotId }),
  };
};

describe('collections, asked from an English page', () => {
  it('names the fields of a series of slots, and refuses a booking and a deletion, in English', async () => {
    const auction = await createAuction(ctx.db, {
      externalInvoice: true,
      lastCollectionDate: new Date(Date.now() + 30 * day),
    });
    const url = `/api/admin/auctions/${auction.id}/pickup-slots`;
    const series = {
      fromDate: inDays(2),
      toDate: inDays(2),
      dayStart: '09:00',
      dayEnd: '10:00',
      minutes: 30,
      capacity: 1,
    };
    const bad = await clerk.post(url, { ...series, toDate: inDays(1), dayStart: '9h', minutes: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      dayStart: 'Please enter the time as HH:MM.',
      minutes: 'Each slot lasts at least 5 minutes.',
    });
    const backwards = await clerk.post(url, { ...series, toDate: inDays(1) });
    expect(backwards.json().error.fields.toDate).toBe('The last day cannot be before the first.');
    expect((await clerk.post(url, series)).statusCode).toBe(201);
    const [slot] = (await clerk.get(url)).json().data.slots;

    const unpaid = await englishBuyer(auction, 1);
    const refused = await unpaid.book(slot.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe('Collection can be booked once the settlement is paid.');
    expect((await unpaid.book('first')).json().error.fields.slotId).toBe('Choose a slot.');

    const paid = await englishBuyer(auction, 2);
    const owed = (await paid.client.get(`/api/frontend/auth/settlements/${paid.settlement.id}`)).json().data
      .settlement.totals.balance;
    await ctx.db
      .insert(payments)
      .values({ settlementId: paid.settlement.id, amount: owed, method: 'transfer' });
    expect((await paid.book(slot.id)).statusCode).toBe(200);
    const deleted = await clerk.delete(`/api/admin/pickup-slots/${slot.id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().error.message).toBe('It cannot be deleted: a buyer has booked it.');
  });
});
