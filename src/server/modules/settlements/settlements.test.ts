import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidCreditorReference } from '@/common/payment-reference.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createSoldLot, createSubscription, createUser } from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';

let ctx: TTestContext;
let passwordHash: string;

beforeAll(async () => {
  ctx = await createTestApp();
  passwordHash = await hashPassword('clave-del-comprador');
});
afterAll(() => ctx.close());

const buyer = async () => {
  const user = await createUser(ctx.db, { passwordHash });
  const client = createClient(ctx.app);
  await client.login(user.email, 'clave-del-comprador');
  return { user, client };
};

describe('a lot that closes sold', () => {
  it('puts the lot in its buyer’s liquidación de compra with premium and IVA per line', async () => {
    const auction = await createAuction(ctx.db, {
      commissionPercent: 15,
      goodsVatPercent: 21,
      caution: 50_000,
      lastPaymentDate: new Date(Date.now() + 7 * 86_400_000),
    });
    const ana = await buyer();
    await createSubscription(ctx.db, auction, ana.user, { depositStatus: 'received' });
    const first = await createSoldLot(ctx.db, auction, ana.user, 123_455, {
      invoiceDescription: 'Torno CNC Pinacho',
    });
    await createSoldLot(ctx.db, auction, ana.user, 100_000, { order: 2 });

    const response = await ana.client.get(`/api/frontend/auth/settlements/${first.settlement.id}`);
    expect(response.statusCode).toBe(200);
    const { settlement } = response.json().data;
    expect(isValidCreditorReference(settlement.reference)).toBe(true);
    expect(settlement).toMatchObject({
      state: 'pending',
      isOverdue: false,
      deposit: { amount: 50_000, status: 'received' },
      lines: [
        {
          description: 'Torno CNC Pinacho',
          hammer: 123_455,
          premium: 18_518,
          premiumVat: 3_889,
          goodsVat: 25_926,
        },
        { hammer: 100_000, premium: 15_000, premiumVat: 3_150, goodsVat: 21_000 },
      ],
    });
    expect(settlement.totals.total).toBe(
      123_455 + 18_518 + 3_889 + 25_926 + 100_000 + 15_000 + 3_150 + 21_000,
    );
    expect(settlement.totals.balance).toBe(settlement.totals.total);
  });

  it('is nobody else’s business', async () => {
    const auction = await createAuction(ctx.db);
    const ana = await buyer();
    const blas = await buyer();
    const { settlement } = await createSoldLot(ctx.db, auction, ana.user, 100_000);
    expect((await blas.client.get(`/api/frontend/auth/settlements/${settlement.id}`)).statusCode).toBe(404);
    expect((await blas.client.get('/api/frontend/auth/settlements')).json().data.settlements).toEqual([]);
  });
});
