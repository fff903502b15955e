import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBidReceipt, type TBidReceiptKey } from '@/common/bid-receipt.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createLot } from '../../../../test/factories.ts';
import { createAdminClient, createBidderClients } from '../../../../test/http.ts';

let ctx: TTestContext;
let admin: Awaited<ReturnType<typeof createAdminClient>>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdminClient(ctx);
});
afterAll(() => ctx.close());

/** A lot with four bids through the API: Ana bids, Blas bids with a maximum (his proxy answers Carla). */
const biddenLot = async () => {
  const auction = await createAuction(ctx.db);
  const lot = await createLot(ctx.db, auction, { price: 10_000 });
  const [ana, blas, carla] = await createBidderClients(ctx, auction, 3);
  const bid = (client: typeof ana, amount: number, maxAmount?: number) =>
    client!.post(`/api/frontend/auth/lots/${lot.id}/bid`, { bid: { amount, maxAmount } });
  const first = await bid(ana, 10_000);
  expect(first.statusCode, first.body).toBe(200);
  const second = await bid(blas, 12_500, 30_000);
  expect(second.statusCode, second.body).toBe(200);
  const third = await bid(carla, 15_000);
  expect(third.statusCode, third.body).toBe(200);
  const history = (await ana!.get(`/api/frontend/lots/${lot.id}/bids`)).json().data.bids as {
    id: number;
    isMine: boolean;
  }[];
  return { lot, ana: ana!, blas: blas!, history };
};

const chainOf = async (lotId: number) => (await admin.get(`/api/admin/lots/${lotId}/bid-chain`)).json().data;
/** What someone with direct access to the database could do: triggers off, so nothing is re-chained. */
const tamper = (statement: ReturnType<typeof sql>) =>
  ctx.db.transaction(async (tx) => {
    await tx.execute(sql`alter table bids disable trigger bids_chain`);
    await tx.execute(statement);
    await tx.execute(sql`alter table bids enable trigger bids_chain`);
  });

describe('the chain of a lot’s bids', () => {
  it('links every bid, proxy answers included, and the lot’s head is the last link', async () => {
    const { lot, history } = await biddenLot();
    expect(history).toHaveLength(4);
    expect(await chainOf(lot.id)).toMatchObject({ links: 4, annulled: 0, isIntact: true, brokenAt: null });
  });

  it('gives the bidder a signed receipt that verifies with the published key, and no one else’s', async () => {
    const { ana, blas, history } = await biddenLot();
    const mine = history.find((bid) => bid.isMine)!;
    const response = await ana.get(`/api/frontend/auth/bids/${mine.id}/receipt`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="recibo-puja-${mine.id}.json"`,
    );
    const receipt = response.json();
    expect(receipt).toMatchObject({ bidId: mine.id, amount: 10_000, maximum: null, bidder: 'Pujador 1' });
    const key = (
      await ctx.app.inject({ url: '/.well-known/lonja-bid-receipt-key' })
    ).json() as TBidReceiptKey;
    expect(await checkBidReceipt(receipt, key)).toEqual({ isValid: true });
    expect(await checkBidReceipt({ ...receipt, amount: 1_000_000 }, key)).toEqual({
      isValid: false,
      problem: 'signature',
    });
    expect((await blas.get(`/api/frontend/auth/bids/${mine.id}/receipt`)).statusCode).toBe(404);
  });

  it('breaks where a stored bid’s amount was changed, and says which', async () => {
    const { lot, history } = await biddenLot();
    const second = [...history].sort((a, b) => a.id - b.id)[1]!;
    await tamper(sql`update bids set amount = amount + 100 where id = ${second.id}`);
    const check = await chainOf(lot.id);
    expect(check).toMatchObject({ isIntact: false, brokenAt: { bidId: second.id, position: 2 } });
    expect(check.brokenAt.reason).toMatch(/^La puja \d+ \(la 2\.ª del lote\) no se sigue de la anterior/);
  });

  it('breaks where a bid was deleted behind the house’s back, or two were swapped', async () => {
    const deleted = await biddenLot();
    const ordered = [...deleted.history].sort((a, b) => a.id - b.id);
    await tamper(sql`delete from bids where id = ${ordered[1]!.id}`);
    expect(await chainOf(deleted.lot.id)).toMatchObject({
      isIntact: false,
      brokenAt: { bidId: ordered[2]!.id },
    });

    const swapped = await biddenLot();
    const [first, second] = [...swapped.history].sort((a, b) => a.id - b.id);
    await tamper(sql`update bids set amount = case id when ${first!.id} then (select amount from bids where id = ${second!.id})
      else (select amount from bids where id = ${first!.id}) end where id in (${first!.id}, ${second!.id})`);
    expect(await chainOf(swapped.lot.id)).toMatchObject({ isIntact: false, brokenAt: { position: 1 } });

    const lastGone = await biddenLot();
    const last = [...lastGone.history].sort((a, b) => b.id - a.id)[0]!;
    await tamper(sql`delete from bids where id = ${last.id}`);
    expect(await chainOf(lastGone.lot.id)).toMatchObject({ isIntact: false, brokenAt: { bidId: null } });
  });

  it('still verifies after the house annuls a bid: the annulment is kept as its link', async () => {
    const { lot, history } = await biddenLot();
    const ordered = [...history].sort((a, b) => a.id - b.id);
    const annulled = await admin.delete(`/api/admin/bids/${ordered[0]!.id}?reason=Pujador%20suplantado`);
    expect(annulled.statusCode, annulled.body).toBe(200);
    expect(await chainOf(lot.id)).toMatchObject({ links: 4, annulled: 1, isIntact: true });
  });
});
