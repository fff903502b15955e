import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '@/server/db/schema/index.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createSoldLot, createUser, spanishCif } from '../../../../test/factories.ts';
import { createAdminClient, type createClient } from '../../../../test/http.ts';

let ctx: TTestContext;
let clerk: ReturnType<typeof createClient>;

beforeAll(async () => {
  ctx = await createTestApp();
  clerk = await createAdminClient(ctx, { language: 'en' });
});
afterAll(() => ctx.close());

describe('invoices, asked from an English page', () => {
  it('names the fields of a correction and refuses a second one in English', async () => {
    const issuerVatId = spanishCif(951);
    const auction = await createAuction(ctx.db, {
      commissionPercent: 10,
      goodsVatPercent: 21,
      invoiceData: {
        issuerName: 'Talleres Turia, S.L.',
        issuerVatId,
        issuerAddress: 'Calle de Colón 1, 46004 Valencia',
        invoiceSeries: 'EN',
      },
    });
    const buyer = await createUser(ctx.db, {
      vatId: '12345678Z',
      address: 'Calle Mayor 3',
      city: 'Valencia',
    });
    await createSoldLot(ctx.db, auction, buyer, 100_000);
    await ctx.app.jobs.drain();
    const [original] = await ctx.db.select().from(invoices).where(eq(invoices.auctionId, auction.id));
    const url = `/api/admin/invoices/${original!.id}/rectify`;

    const bad = await clerk.post(url, { cause: 'undone', reason: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      cause: 'Choose why it is corrected: error, insolvency, bad debt or other.',
      reason: 'Please give the reason for the correction (at least 5 characters).',
    });
    const corrected = await clerk.post(url, { reason: 'Wrong buyer address' });
    expect(corrected.statusCode).toBe(200);
    const { rectification } = corrected.json().data;
    const twice = await clerk.post(url, { reason: 'The same again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(
      `Invoice ${original!.fullNumber} has already been corrected by ${rectification.fullNumber}.`,
    );
    const ofCorrection = await clerk.post(`/api/admin/invoices/${rectification.id}/rectify`, {
      reason: 'Not appropriate',
    });
    expect(ofCorrection.statusCode).toBe(422);
    expect(ofCorrection.json().error.message).toBe(
      'A corrective invoice cannot itself be corrected: issue a new invoice.',
    );
  });
});
