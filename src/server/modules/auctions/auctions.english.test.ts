import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createBid, createLot, createUser } from '../../../../test/factories.ts';
import { createAdminClient, type createClient } from '../../../../test/http.ts';

let ctx: TTestContext;
let admin: ReturnType<typeof createClient>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdminClient(ctx, { language: 'en' });
});
afterAll(() => ctx.close());

const input = {
  title: 'Liquidación de Cerámicas del Mijares',
  commissionPercent: 12,
  startDate: '2026-12-01T09:00:00Z',
  endDate: '2026-12-10T17:00:00Z',
};

describe('admin auctions, asked in English', () => {
  it('names each bad field in English', async () => {
    const bad = await admin.post('/api/admin/auctions', {
      auction: { ...input, title: 'Ab', commissionPercent: 140, depositRefundDays: 90 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      'auction.title': 'The title must be at least 3 characters long.',
      'auction.commissionPercent': 'The commission cannot exceed 100%.',
      'auction.depositRefundDays': 'Deposits must be refunded within 60 working days at most.',
    });
    const backwards = await admin.post('/api/admin/auctions', {
      auction: { ...input, endDate: '2026-11-30T00:00:00Z' },
    });
    expect(backwards.json().error.fields).toEqual({
      'auction.endDate': 'The close must come after the start.',
    });
    const auction = (await admin.post('/api/admin/auctions', { auction: input })).json().data.auction;
    const issuer = await admin.put(`/api/admin/auctions/${auction.id}/invoicingData`, {
      invoicingData: { issuerName: 'Administración concursal', issuerVatId: 'B12345675' },
    });
    expect(issuer.json().error.fields).toMatchObject({
      'invoicingData.issuerVatId':
        "The issuer's NIF is not valid: please check the letter or the check digit.",
      'invoicingData.issuerAddress': "Please enter the issuer's address: every invoice must show it.",
    });
  });

  it('explains in English why an auction cannot be deleted, closed or found', async () => {
    const auction = await createAuction(ctx.db);
    const lot = await createLot(ctx.db, auction);
    await createLot(ctx.db, auction, { order: 2 });
    await createBid(ctx.db, lot, await createUser(ctx.db), 100_000);
    const deleted = await admin.delete(`/api/admin/auctions/${auction.id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().error.message).toBe(
      'It cannot be deleted: the auction has 1 bid. You can unpublish it or close it.',
    );
    const closed = await admin.post(`/api/admin/auctions/${auction.id}/close`);
    expect(closed.statusCode).toBe(422);
    expect(closed.json().error.message).toBe(
      'There are still 2 open lots: the auction closes once they have all ended.',
    );
    const missing = await admin.get('/api/admin/auctions/999999');
    expect(missing.json().error.message).toBe('This auction does not exist.');
  });
});
