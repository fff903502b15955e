import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAdminClient, type createClient } from '../../../../test/http.ts';

/** Exchange rates' answers on English pages (src/common/i18n/api/en/exchange-rates.ts). */
const ecbFile = readFileSync(
  new URL('../../../../test/fixtures/eurofxref-daily.xml', import.meta.url),
  'utf8',
);

let ctx: TTestContext;
let admin: ReturnType<typeof createClient>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdminClient(ctx, { language: 'en' });
});
afterAll(() => ctx.close());

describe('exchange rates in English', () => {
  it('names a bad code, a bad rate, a bad ECB file and a missing rate in English', async () => {
    const euro = await admin.put('/api/admin/exchange-rates/EUR', { exchangeRate: { rate: 1 } });
    expect(euro.statusCode).toBe(400);
    expect(euro.json().error.fields.currency).toBe(
      'Please write the ISO 4217 code of a currency other than the euro (e.g. GBP).',
    );
    const negative = await admin.put('/api/admin/exchange-rates/GBP', { exchangeRate: { rate: -1 } });
    expect(JSON.stringify(negative.json().error)).toContain('The rate must be greater than 0.');

    const badFile = await admin.post('/api/admin/exchange-rates/ecb-import', {
      fileName: 'rates.xml',
      xml: ecbFile.replace("rate='0.8345'", "rate='0,8345'"),
    });
    expect(badFile.statusCode).toBe(400);
    expect(badFile.json().error.fields.xml).toBe(
      'Cube rate for GBP: “0,8345” is not a positive rate (e.g. 1.0512).',
    );
    expect(badFile.json().error.message).toBe(
      'The file is not a valid ECB exchange-rate file: Cube rate for GBP: “0,8345” is not a positive rate (e.g. 1.0512).',
    );
    const empty = await admin.post('/api/admin/exchange-rates/ecb-import', {
      fileName: 'rates.xml',
      xml: '',
    });
    expect(empty.json().error.fields.xml).toBe('The file is empty.');

    const missing = await admin.delete('/api/admin/exchange-rates/ZAR');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('There is no rate for ZAR.');
  });
});
