import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createSoldLot, createUser } from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';

let ctx: TTestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the right of withdrawal, asked from an English page', () => {
  it('names the form’s fields and says why the buyer cannot withdraw yet, in English', async () => {
    const user = await createUser(ctx.db, {
      passwordHash: await hashPassword('clave-del-comprador'),
      vatId: '12345678Z',
      address: 'Calle Mayor 3',
      city: 'Valencia',
    });
    const client = createClient(ctx.app, { language: 'en' });
    await client.login(user.email, 'clave-del-comprador');
    await createSoldLot(ctx.db, await createAuction(ctx.db, {}), user, 10_000);
    const [line] = (await client.get('/api/frontend/auth/withdrawals')).json().data.lines;
    const notYet = 'The 14-day period starts when you collect the lot: no hand-over is recorded yet.';
    expect(line.problem).toBe(notYet);

    const noName = await client.post('/api/frontend/auth/withdrawals', {
      settlementLineId: line.settlementLineId,
      consumerName: '',
      consumerAddress: 'Main',
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.fields).toMatchObject({
      consumerName: 'Please enter your full name.',
      consumerAddress: 'Please enter your address.',
    });
    const refused = await client.post('/api/frontend/auth/withdrawals', {
      settlementLineId: line.settlementLineId,
      consumerName: 'Rose Martin',
      consumerAddress: '1 Main Street, Valencia',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({ message: notYet, fields: { settlementLineId: notYet } });
  });
});
