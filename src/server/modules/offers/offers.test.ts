import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lots, offers, saleLots, sales } from '@/server/db/schema/index.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { closeDueLots } from '@/server/modules/lots/close-lots.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createLot, createSubscription, createUser } from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';

let ctx: TTestContext;
let passwordHash: string;
let clerk: ReturnType<typeof createClient>;

beforeAll(async () => {
  ctx = await createTestApp();
  passwordHash = await hashPassword('clave-del-pujador');
  const admin = await createUser(ctx.db, { passwordHash, isAdmin: true });
  clerk = createClient(ctx.app);
  await clerk.login(admin.email, 'clave-del-pujador');
});
afterAll(() => ctx.close());

const person = async () => {
  const user = await createUser(ctx.db, { passwordHash });
  const client = createClient(ctx.app);
  await client.login(user.email, 'clave-del-pujador');
  return { user, client };
};

describe('offers on auction lots', () => {
  it('are listed for the admin and, once the lot closed unsold, accepting one sells the lot at its amount', async () => {
    const auction = await createAuction(ctx.db, {
      acceptOffers: true,
      commissionPercent: 10,
      goodsVatPercent: 21,
    });
    const lot = await createLot(ctx.db, auction, { price: 100_000, endDate: new Date(Date.now() + 60_000) });
    const ana = await person();
    const blas = await person();
    for (const bidder of [ana, blas]) await createSubscription(ctx.db, auction, bidder.user);
    expect(
      (await ana.client.post(`/api/frontend/auth/lots/${lot.id}/bid`, { bid: { amount: 80_000 } })).json()
        .data.result,
    ).toBe('offer');
    await blas.client.post(`/api/frontend/auth/lots/${lot.id}/bid`, { bid: { amount: 70_000 } });

    const listed = (await clerk.get('/api/admin/offers?status=pending')).json().data.offers;
    const anaOffer = listed.find((offer: { user: { id: number } }) => offer.user.id === ana.user.id);
    expect(anaOffer).toMatchObject({
      amount: 80_000,
      lot: { id: lot.id, auctionId: auction.id, saleId: null, isClosed: false },
    });

    const early = await clerk.put(`/api/admin/offers/${anaOffer.id}/accept`);
    expect(early.statusCode).toBe(422);
    expect(early.json().error.message).toMatch(/sigue abierto/);

    await ctx.db
      .update(lots)
      .set({ endDate: new Date(Date.now() - 1000) })
      .where(eq(lots.id, lot.id));
    await closeDueLots({ db: ctx.db });
    expect((await clerk.put(`/api/admin/offers/${anaOffer.id}/accept`)).statusCode).toBe(200);

    const [settlement] = (await ana.client.get('/api/frontend/auth/settlements')).json().data.settlements;
    expect(settlement.lines).toEqual([
      expect.objectContaining({
        lotId: lot.id,
        hammer: 80_000,
        premium: 8_000,
        premiumVat: 1_680,
        goodsVat: 16_800,
        total: 106_480,
      }),
    ]);
    const [soldLot] = await ctx.db.select().from(lots).where(eq(lots.id, lot.id));
    expect(soldLot).toMatchObject({ sold: true, maxBid: 80_000, maxBidderId: ana.user.id });
    const all = await ctx.db.select().from(offers).where(eq(offers.lotId, lot.id));
    expect(all.map((offer) => offer.status).sort()).toEqual(['accepted', 'rejected']);
    expect((await clerk.put(`/api/admin/offers/${anaOffer.id}/accept`)).statusCode).toBe(422);
  });
});

describe('offers on liquidación lots', () => {
  it('sell the lot into a liquidación settlement without premium', async () => {
    const [sale] = await ctx.db
      .insert(sales)
      .values({
        kind: 'industrial',
        title: 'Liquidación de Metales Sur',
        slug: `metales-${Date.now()}`,
        startDate: new Date(),
        published: true,
      })
      .returning();
    const [saleLot] = await ctx.db
      .insert(saleLots)
      .values({ saleId: sale!.id, title: 'Prensa hidráulica', slug: `prensa-${Date.now()}`, price: 500_000 })
      .returning();
    const carla = await person();
    const made = await carla.client.post(`/api/frontend/auth/sales/${sale!.id}/lots/${saleLot!.id}/offers`, {
      offer: { amount: 450_000, message: null },
    });
    expect(made.statusCode).toBe(201);
    const offerId = made.json().data.offer.id;
    expect((await clerk.put(`/api/admin/offers/${offerId}/accept`)).statusCode).toBe(200);
    const [settlement] = (await carla.client.get('/api/frontend/auth/settlements')).json().data.settlements;
    expect(settlement).toMatchObject({
      saleId: sale!.id,
      externalInvoice: true,
      lines: [
        expect.objectContaining({ saleLotId: saleLot!.id, hammer: 450_000, premium: 0, total: 450_000 }),
      ],
    });
  });

  it('are for admins only', async () => {
    const dani = await person();
    expect((await dani.client.get('/api/admin/offers')).statusCode).toBe(403);
  });
});

describe('offers, in numbers', () => {
  it('are limited per buyer (20 an hour), with a Spanish 429', async () => {
    const [sale] = await ctx.db
      .insert(sales)
      .values({
        kind: 'industrial',
        title: 'Liquidación de Frutas Vera',
        slug: `frutas-${Date.now()}`,
        startDate: new Date(),
        published: true,
      })
      .returning();
    const [saleLot] = await ctx.db
      .insert(saleLots)
      .values({ saleId: sale!.id, title: 'Cámara frigorífica', slug: `camara-${Date.now()}`, price: 300_000 })
      .returning();
    const eva = await person();
    const statuses: number[] = [];
    for (let index = 0; index < 21; index++) {
      const response = await eva.client.post(
        `/api/frontend/auth/sales/${sale!.id}/lots/${saleLot!.id}/offers`,
        {
          offer: { amount: 200_000 + index, message: null },
        },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('have a floor: below minimumOfferPercent of the asking price (50 %) they are refused, naming the field', async () => {
    const [sale] = await ctx.db
      .insert(sales)
      .values({
        kind: 'industrial',
        title: 'Liquidación de Hierros Sur',
        slug: `hierros-${Date.now()}`,
        startDate: new Date(),
        published: true,
      })
      .returning();
    const [saleLot] = await ctx.db
      .insert(saleLots)
      .values({ saleId: sale!.id, title: 'Cizalla', slug: `cizalla-${Date.now()}`, price: 300_000 })
      .returning();
    const fede = await person();
    const low = await fede.client.post(`/api/frontend/auth/sales/${sale!.id}/lots/${saleLot!.id}/offers`, {
      offer: { amount: 1, message: null },
    });
    expect(low.statusCode).toBe(400);
    expect(low.json().error.fields['offer.amount']).toBe('Como mínimo 1.500\u00a0€.');
    const fair = await fede.client.post(`/api/frontend/auth/sales/${sale!.id}/lots/${saleLot!.id}/offers`, {
      offer: { amount: 150_000, message: null },
    });
    expect(fair.statusCode).toBe(201);
  });
});
