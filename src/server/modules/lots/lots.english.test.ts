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

describe('admin lots, asked in English', () => {
  it('names each bad field of a lot, a shift and a spreadsheet row in English', async () => {
    const auction = await createAuction(ctx.db);
    const bad = await admin.post(`/api/admin/auctions/${auction.id}/lots`, {
      lot: { title: 'A', price: 10.5, reservePrice: -1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      'lot.title': 'The title must be at least 2 characters long.',
      'lot.price': 'The price is given in cents.',
      'lot.reservePrice': 'The reserve price cannot be negative.',
    });
    const shift = await admin.post(`/api/admin/auctions/${auction.id}/lots/shift`, { minutes: 0 });
    expect(shift.json().error.fields.minutes).toBe('Please enter how many minutes.');
    const preview = await admin.post(`/api/admin/auctions/${auction.id}/lots/import`, {
      csv: 'Título;Precio;Tributacion\nTorno;;exento\nFresadora;900;ninguna',
      dryRun: true,
    });
    expect(preview.json().data.rows.map((row: { errors: string[] }) => row.errors)).toEqual([
      [
        'Invalid price: «».',
        'Column «precepto»: «» is not a provision of an exempt sale (20.1.20, 20.1.22, 20.1.24 or 20.1.25).',
      ],
      ['Column «tributacion»: «ninguna» is not accepted; write general, exenta, no sujeta or rebu.'],
    ]);
  });

  it('explains in English why a lot with bids keeps its price and cannot be deleted', async () => {
    const auction = await createAuction(ctx.db);
    const lot = await createLot(ctx.db, auction, { price: 100_000 });
    await createBid(ctx.db, lot, await createUser(ctx.db), 100_000);
    const repriced = await admin.put(`/api/admin/lots/${lot.id}`, {
      lot: { title: lot.title, price: 90_000 },
    });
    expect(repriced.statusCode).toBe(422);
    expect(repriced.json().error).toMatchObject({
      message: 'The lot already has bids: its starting price can no longer change.',
      fields: { 'lot.price': 'It cannot change once there are bids.' },
    });
    const deleted = await admin.delete(`/api/admin/lots/${lot.id}`);
    expect(deleted.json().error.message).toBe(
      'It cannot be deleted: the lot has a bid. You can unpublish it.',
    );
    expect((await admin.get('/api/admin/lots/999999')).json().error.message).toBe(
      'This lot does not exist or is not published.',
    );
  });
});
