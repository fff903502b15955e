import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createLot, createSubscription, createUser } from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';

let ctx: TTestContext;
let passwordHash: string;

beforeAll(async () => {
  ctx = await createTestApp();
  passwordHash = await hashPassword('clave-del-pujador');
});
afterAll(() => ctx.close());

/** A bidder on an English page, accepted in `auction` unless told otherwise. */
const englishBidder = async (
  auction: Awaited<ReturnType<typeof createAuction>>,
  subscription: Parameters<typeof createSubscription>[3] | null = {},
) => {
  const user = await createUser(ctx.db, { passwordHash });
  if (subscription !== null) await createSubscription(ctx.db, auction, user, subscription);
  const client = createClient(ctx.app, { language: 'en' });
  await client.login(user.email, 'clave-del-pujador');
  return (lotId: number, bid: { amount: number; maxAmount?: number }) =>
    client.post(`/api/frontend/auth/lots/${lotId}/bid`, { bid });
};

describe('bids, asked in English', () => {
  it('names a bad amount and a maximum below the bid in English', async () => {
    const auction = await createAuction(ctx.db);
    const lot = await createLot(ctx.db, auction);
    const bid = await englishBidder(auction);
    const bad = await bid(lot.id, { amount: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields['bid.amount']).toBe('The amount must be greater than zero.');
    const backwards = await bid(lot.id, { amount: 200_000, maxAmount: 150_000 });
    expect(backwards.json().error.fields['bid.maxAmount']).toBe(
      'The maximum bid cannot be lower than the bid.',
    );
  });

  it('answers, refuses and tells the new minimum in English, in euros as English writes them', async () => {
    const auction = await createAuction(ctx.db);
    const lot = await createLot(ctx.db, auction, { price: 100_000 });
    const ana = await englishBidder(auction);
    const accepted = await ana(lot.id, { amount: 100_000 });
    expect(accepted.json().data).toMatchObject({
      result: 'leading',
      message: 'Bid accepted. You are leading.',
    });
    const blas = await englishBidder(auction);
    const low = await blas(lot.id, { amount: 105_000 });
    expect(low.statusCode).toBe(409);
    expect(low.json().error).toMatchObject({
      minimum: 110_000,
      message: 'The minimum bid is now €1,100.',
      fields: { amount: 'The bid is below the minimum.' },
    });
    const unsubscribed = await englishBidder(auction, null);
    const refused = await unsubscribed(lot.id, { amount: 110_000 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe('To bid, you must register for the auction.');
    const pending = await englishBidder(auction, { status: 'pending' });
    expect((await pending(lot.id, { amount: 110_000 })).json().error.message).toBe(
      'Your registration is awaiting approval. We will let you know by e-mail.',
    );
  });
});
