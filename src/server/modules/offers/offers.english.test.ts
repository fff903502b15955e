import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, saleLots, sales } from '@/server/db/schema/index.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createLot, createUser } from '../../../../test/factories.ts';
import { createAdminClient } from '../../../../test/http.ts';

let ctx: TTestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('offers, decided in English', () => {
  it('explains in English why an offer cannot be decided', async () => {
    const admin = await createAdminClient(ctx, { language: 'en' });
    const buyer = await createUser(ctx.db);
    const [sale] = await ctx.db
      .insert(sales)
      .values({
        kind: 'industrial',
        title: 'Stock',
        slug: `venta-${Math.random()}`,
        published: true,
        startDate: new Date(),
      })
      .returning();
    const [saleLot] = await ctx.db
      .insert(saleLots)
      .values({ saleId: sale!.id, title: 'Estanterías', slug: 'estanterias', price: 50_000, order: 1 })
      .returning();
    const [onSale] = await ctx.db
      .insert(offers)
      .values({ saleLotId: saleLot!.id, userId: buyer.id, amount: 45_000 })
      .returning();
    expect((await admin.put(`/api/admin/offers/${onSale!.id}/reject`)).statusCode).toBe(200);
    const twice = await admin.put(`/api/admin/offers/${onSale!.id}/accept`);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().error.message).toBe('This offer has already been decided.');

    const auction = await createAuction(ctx.db, { acceptOffers: true });
    const lot = await createLot(ctx.db, auction);
    const [onLot] = await ctx.db
      .insert(offers)
      .values({ lotId: lot.id, userId: buyer.id, amount: 80_000 })
      .returning();
    const early = await admin.put(`/api/admin/offers/${onLot!.id}/accept`);
    expect(early.json().error.message).toBe(
      'The lot is still open: offers are decided once it closes unsold.',
    );
    expect((await admin.put('/api/admin/offers/999999/accept')).json().error.message).toBe(
      'This offer does not exist.',
    );
  });
});
