import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAdminClient, type createClient } from '../../../../test/http.ts';

/** Settings' answers on English pages (src/common/i18n/api/en/config-data.ts); the Spanish are in config-data.test.ts. */
let ctx: TTestContext;
let admin: ReturnType<typeof createClient>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdminClient(ctx, { language: 'en' });
});
afterAll(() => ctx.close());

describe('settings in English', () => {
  it('names a bad value, a key that disagrees and a setting kept elsewhere in English', async () => {
    const unordered = JSON.stringify([
      { value: 0, increment: 5 },
      { value: 500, increment: 20 },
      { value: 100, increment: 10 },
    ]);
    const refused = await admin.put('/api/admin/config-data/bidRanges', {
      configData: { dataKey: 'bidRanges', dataValue: unordered },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('The value of “bidRanges” is not valid.');
    expect(refused.json().error.fields['configData.dataValue']).toBe(
      'The ranges must go from the lowest amount to the highest, without repeats.',
    );
    const otherKey = await admin.put('/api/admin/config-data/bidRanges', {
      configData: { dataKey: 'vatPercent', dataValue: '21' },
    });
    expect(otherKey.json().error.fields['configData.dataKey']).toBe('It must be “bidRanges”.');
    const badKey = await admin.put('/api/admin/config-data/someSetting', {
      configData: { dataKey: 'a b', dataValue: '1' },
    });
    expect(badKey.statusCode).toBe(400);
    expect(JSON.stringify(badKey.json().error)).toContain(
      'The key may contain only letters, digits, hyphens and underscores.',
    );
    const mode = await admin.put('/api/admin/config-data/invoicingMode', {
      configData: { dataKey: 'invoicingMode', dataValue: '"verifactu"' },
    });
    expect(mode.statusCode).toBe(422);
    expect(mode.json().error.message).toBe(
      'The invoicing mode is changed in Invoices › Billing records and event log.',
    );
    const missing = await admin.get('/api/admin/config-data/noSuchSetting');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('There is no setting “noSuchSetting”.');
  });
});
