import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions, bids, invoices, lots } from '@/server/db/schema/index.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import {
  createAuction,
  createBid,
  createLot,
  createSoldLot,
  createUser,
  spanishCif,
} from '../../../../test/factories.ts';
import { createAdminClient } from '../../../../test/http.ts';

/** What has been settled or invoiced does not change (docs/after-the-hammer.md, "Money once fixed"). */
let ctx: TTestContext;
let clerk: Awaited<ReturnType<typeof createAdminClient>>;

beforeAll(async () => {
  ctx = await createTestApp();
  clerk = await createAdminClient(ctx);
});
afterAll(() => ctx.close());

let issuerCount = 0;
/** A 3 % auction whose lot is sold, settled and invoiced (the settlement job drained). */
const invoicedAuction = async () => {
  const auction = await createAuction(ctx.db, {
    commissionPercent: 3,
    goodsVatPercent: 21,
    invoiceData: {
      issuerName: 'Administración concursal de Forjas Ebro, S.L.',
      issuerVatId: spanishCif(++issuerCount),
      issuerAddress: 'Calle del Coso 1, 50001 Zaragoza',
      invoiceSeries: 'FE',
    },
  });
  const buyer = await createUser(ctx.db, { vatId: '12345678Z', address: 'Calle Mayor 3', city: 'Zaragoza' });
  const { lot } = await createSoldLot(ctx.db, auction, buyer, 100_000);
  await ctx.app.jobs.drain();
  const [invoice] = await ctx.db.select().from(invoices).where(eq(invoices.auctionId, auction.id));
  expect(invoice).toBeDefined();
  return { auction, lot, buyer, invoice: invoice! };
};

/** The auction as the back office's form sends it back, with `changes` on top. */
const asInput = (auction: typeof auctions.$inferSelect, changes: Record<string, unknown> = {}) => ({
  auction: {
    title: auction.title,
    description: auction.description,
    commissionPercent: auction.commissionPercent,
    goodsVatPercent: auction.goodsVatPercent,
    caution: auction.caution,
    startDate: auction.startDate.toISOString(),
    endDate: auction.endDate.toISOString(),
    ...changes,
  },
});

const reason = /ya tiene liquidaciones o facturas; corrígelo con una factura rectificativa/;

describe('an auction with settlements or invoices', () => {
  it('refuses a new commission with a 409 and a Spanish reason, keeps the invoiced 3 %, and says why in its form', async () => {
    const { auction } = await invoicedAuction();
    const refused = await clerk.put(
      `/api/admin/auctions/${auction.id}`,
      asInput(auction, { commissionPercent: 5 }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(reason);
    expect(refused.json().error.fields).toHaveProperty(['auction.commissionPercent']);
    const vat = await clerk.put(
      `/api/admin/auctions/${auction.id}`,
      asInput(auction, { goodsVatPercent: 10 }),
    );
    expect(vat.statusCode).toBe(409);
    expect(vat.json().error.fields).toHaveProperty(['auction.goodsVatPercent']);
    const [kept] = await ctx.db.select().from(auctions).where(eq(auctions.id, auction.id));
    expect(kept).toMatchObject({ commissionPercent: 3, goodsVatPercent: 21 });

    // What does not make up money still changes.
    const retitled = await clerk.put(
      `/api/admin/auctions/${auction.id}`,
      asInput(auction, { title: 'Forjas Ebro' }),
    );
    expect(retitled.statusCode).toBe(200);

    const form = await clerk.get(`/api/admin/auctions/${auction.id}`);
    expect(form.json().data.moneyLock).toMatch(reason);
  });

  it('leaves commission and IVA editable while nothing is settled', async () => {
    const auction = await createAuction(ctx.db, { commissionPercent: 3 });
    const form = await clerk.get(`/api/admin/auctions/${auction.id}`);
    expect(form.json().data.moneyLock).toBeNull();
    const saved = await clerk.put(
      `/api/admin/auctions/${auction.id}`,
      asInput(auction, { commissionPercent: 5 }),
    );
    expect(saved.statusCode).toBe(200);
  });

  it('is refused by the database too: commission, IVA and deposit of the auction, hammer and buyer of the lot', async () => {
    const { auction, lot } = await invoicedAuction();
    await expect(
      ctx.db.execute(sql`update auctions set commission_percent = 5 where id = ${auction.id}`),
    ).rejects.toThrow();
    await expect(
      ctx.db.update(auctions).set({ goodsVatPercent: null }).where(eq(auctions.id, auction.id)),
    ).rejects.toThrow();
    await expect(
      ctx.db.update(auctions).set({ caution: 50_000 }).where(eq(auctions.id, auction.id)),
    ).rejects.toThrow();
    await expect(ctx.db.execute(sql`update lots set max_bid = 1 where id = ${lot.id}`)).rejects.toThrow();
    const other = await createUser(ctx.db);
    await expect(
      ctx.db.update(lots).set({ maxBidderId: other.id }).where(eq(lots.id, lot.id)),
    ).rejects.toThrow();
    await expect(ctx.db.update(lots).set({ sold: false }).where(eq(lots.id, lot.id))).rejects.toThrow();
    // The same values again, and what is not money, still go through.
    await ctx.db.execute(
      sql`update auctions set commission_percent = 3.00, title = 'Otro título' where id = ${auction.id}`,
    );
    const [sold] = await ctx.db.select().from(lots).where(eq(lots.id, lot.id));
    await ctx.db
      .update(lots)
      .set({ title: 'Torno revisado', maxBid: sold!.maxBid })
      .where(eq(lots.id, lot.id));
  });

  it('keeps bidding open on its lots still unsold while another lot is already settled', async () => {
    const { auction } = await invoicedAuction();
    const open = await createLot(ctx.db, auction, { order: 2, endDate: new Date(Date.now() + 3_600_000) });
    await createBid(ctx.db, open, await createUser(ctx.db), 120_000);
    const [after] = await ctx.db.select().from(lots).where(eq(lots.id, open.id));
    expect(after!.maxBid).toBe(120_000);
  });
});

describe('a settled lot', () => {
  it('refuses deleting its bids, and changing its prices, with a 409 and the reason', async () => {
    const { lot } = await invoicedAuction();
    const [bid] = await ctx.db.select().from(bids).where(eq(bids.lotId, lot.id));
    const deleted = await clerk.delete(`/api/admin/bids/${bid!.id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().error.message).toMatch(/corrígelo con una factura rectificativa/);
    expect(await ctx.db.select().from(bids).where(eq(bids.id, bid!.id))).toHaveLength(1);
    const listed = await clerk.get(`/api/admin/auctions/${lot.auctionId}/bids`);
    expect(listed.json().data.bids).toEqual([expect.objectContaining({ id: bid!.id, isLotSettled: true })]);

    const form = await clerk.get(`/api/admin/lots/${lot.id}`);
    expect(form.json().data.moneyLock).toMatch(/factura rectificativa/);
    const { lot: current } = form.json().data;
    const same = {
      title: 'Torno CNC revisado',
      description: current.description,
      price: current.price,
      originalPrice: current.originalPrice,
      reservePrice: current.reservePrice,
      quantity: current.quantity,
      endDate: current.endDate,
    };
    const repriced = await clerk.put(`/api/admin/lots/${lot.id}`, { lot: { ...same, price: 1 } });
    expect(repriced.statusCode).toBe(409);
    expect(repriced.json().error.fields).toHaveProperty(['lot.price']);
    const retitled = await clerk.put(`/api/admin/lots/${lot.id}`, { lot: same });
    expect(retitled.statusCode).toBe(200);
  });
});
