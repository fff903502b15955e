import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createLot, createSubscription, createUser } from '../../../../test/factories.ts';
import { createAdminClient, createClient } from '../../../../test/http.ts';

/** The live console's answers on English pages (src/common/i18n/api/en/live-sales.ts); Spanish in live-sales.test.ts. */
let ctx: TTestContext;
let admin: ReturnType<typeof createClient>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdminClient(ctx, { language: 'en' });
});
afterAll(() => ctx.close());

describe('the live console in English', () => {
  it('names a bad paddle, an unknown one and an action out of turn in English', async () => {
    const auction = await createAuction(ctx.db, { format: 'live', liveStartsAt: new Date() });
    await createLot(ctx.db, auction, { order: 1, price: 100_000 });
    await createSubscription(ctx.db, auction, await createUser(ctx.db));
    const act = (action: string, body: object = {}) =>
      admin.post(`/api/admin/auctions/${auction.id}/live/${action}`, body);

    const early = await act('warning');
    expect(early.statusCode).toBe(422);
    expect(early.json().error.message).toBe('The sale is not under way: start it first.');
    const negative = await act('floor-bid', { paddle: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.fields.paddle).toBe('The paddle must be a positive number.');
    const noPaddle = await act('floor-bid', {});
    expect(noPaddle.json().error.fields.paddle).toBe('Please give the paddle number.');

    expect((await act('start')).statusCode).toBe(200);
    const twice = await act('start');
    expect(twice.json().error.message).toBe('The sale has already started.');
    const unknown = await act('floor-bid', { paddle: 99 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.fields.paddle).toBe('Paddle 99 is not registered in this auction.');
    const noBids = await act('knock-down');
    expect(noBids.json().error.message).toBe('The lot has no bids: pass it if it does not sell.');

    const badEnd = await act('after-sale', { endDate: 'tomorrow' });
    expect(badEnd.statusCode).toBe(400);
    expect(badEnd.json().error.fields.endDate).toBe(
      'Please give the closing time: the date and time are not valid.',
    );
    const tooSoon = await act('after-sale', { endDate: new Date(Date.now() + 86_400_000).toISOString() });
    expect(tooSoon.statusCode).toBe(422);
    expect(tooSoon.json().error.message).toBe(
      'Unsold lots are offered again once the live sale has finished.',
    );
  });

  it('says in English that an auction is not held live', async () => {
    const timed = await createAuction(ctx.db);
    const response = await createClient(ctx.app, { language: 'en' }).get(
      `/api/frontend/auctions/${timed.id}/live-sale`,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('The auction does not exist or is not held live.');
  });
});
