import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAdminClient, type createClient } from '../../../../test/http.ts';

let ctx: TTestContext;
let admin: ReturnType<typeof createClient>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdminClient(ctx, { language: 'en' });
});
afterAll(() => ctx.close());

describe('reports, asked from an English page', () => {
  it('names the bad field, and the missing auction, in English', async () => {
    const noNif = await admin.get('/api/admin/reports/consignor?from=2026-03-01&to=2026-03-31');
    expect(noNif.statusCode).toBe(400);
    expect(noNif.json().error.fields.nif).toBe('Choose the report’s issuer (NIF).');
    const backwards = await admin.get(
      '/api/admin/reports/consignor?nif=B46123456&from=2026-03-31&to=2026-03-01',
    );
    expect(backwards.json().error.fields.to).toBe('The end date cannot be before the start date.');
    const noDate = await admin.get('/api/admin/reports/consignor?nif=B46123456&to=2026-03-01');
    expect(noDate.json().error.fields.from).toBe('Please enter the start date (YYYY-MM-DD).');
    const missing = await admin.get('/api/admin/reports/auctions/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('The auction does not exist.');
  });
});
