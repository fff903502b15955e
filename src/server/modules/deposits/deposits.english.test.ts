import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createSubscription, createUser } from '../../../../test/factories.ts';
import { createAdminClient, type createClient } from '../../../../test/http.ts';

let ctx: TTestContext;
let clerk: ReturnType<typeof createClient>;

beforeAll(async () => {
  ctx = await createTestApp();
  clerk = await createAdminClient(ctx, { language: 'en' });
});
afterAll(() => ctx.close());

describe('deposits, asked from an English page', () => {
  it('names the field and the refusal in English', async () => {
    const empty = await clerk.post('/api/admin/deposits/bulk-received', { ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.ids).toBe('Select at least one deposit.');

    const auction = await createAuction(ctx.db, { caution: 30_000, status: 'closed' });
    const user = await createUser(ctx.db, { firstname: 'Rose', lastname: 'Late' });
    const subscription = await createSubscription(ctx.db, auction, user, {
      status: 'accepted',
      depositStatus: 'pending',
    });
    const noReason = await clerk.post('/api/admin/deposits/bulk-received', {
      ids: [subscription.id],
      late: true,
    });
    expect(noReason.json().error.fields.reason).toBe('Please give the reason for the late receipt.');
    const routine = await clerk.post('/api/admin/deposits/bulk-received', { ids: [subscription.id] });
    expect(routine.statusCode).toBe(422);
    expect(routine.json().error.message).toBe(
      `No deposit has been marked as received. These cannot become received: Rose Late: the auction “${auction.title}” has already closed: mark it as a late receipt and give the reason.`,
    );
    const forfeit = await clerk.post(`/api/admin/deposits/${subscription.id}/forfeit`, {
      reason: 'Did not pay',
    });
    expect(forfeit.statusCode).toBe(422);
    expect(forfeit.json().error.message).toBe(
      'Only the deposit of a winning bidder whose settlement is open can be forfeited.',
    );
  });
});
