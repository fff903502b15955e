import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createSoldLot, createUser } from '../../../../test/factories.ts';
import { createAdminClient, type createClient } from '../../../../test/http.ts';

let ctx: TTestContext;
let clerk: ReturnType<typeof createClient>;

beforeAll(async () => {
  ctx = await createTestApp();
  clerk = await createAdminClient(ctx, { language: 'en' });
});
afterAll(() => ctx.close());

describe('payments, asked from an English page', () => {
  it('names the field and the refusal of a payment in English', async () => {
    const auction = await createAuction(ctx.db, { commissionPercent: 10, goodsVatPercent: 21 });
    const { settlement } = await createSoldLot(ctx.db, auction, await createUser(ctx.db), 100_000);
    const url = `/api/admin/settlements/${settlement.id}/payments`;
    const bad = await clerk.post(url, { amount: 1.5, method: 'cheque', paidOn: 'yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      amount: 'The amount is in cents, without decimals.',
      method: 'Choose how it was paid: bank transfer, cash or other.',
      paidOn: 'Please enter the payment date (YYYY-MM-DD).',
    });
    const refund = await clerk.post(url, { amount: -100, method: 'transfer', paidOn: '2026-11-20' });
    expect(refund.statusCode).toBe(422);
    expect(refund.json().error).toMatchObject({
      message: 'You cannot refund more than has been paid.',
      fields: { amount: 'The refund exceeds what was paid.' },
    });
  });

  it('says in English why a bank statement cannot be read', async () => {
    const csv = Buffer.from('when;what\n20/11/2026;nothing\n');
    const response = await clerk.post('/api/admin/bank-statements', {
      fileName: 'statement.csv',
      contentBase64: csv.toString('base64'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      message: 'The CSV statement is not valid: the columns date, concept and amount are required',
      fields: { file: 'the columns date, concept and amount are required' },
    });
    const norma43 = Buffer.from(`11${'0'.repeat(78)}\n`);
    const broken = await clerk.post('/api/admin/bank-statements', {
      fileName: 'statement.n43',
      contentBase64: norma43.toString('base64'),
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toMatch(/^The Norma 43 statement is not valid \(line 1\): /);
  });
});
