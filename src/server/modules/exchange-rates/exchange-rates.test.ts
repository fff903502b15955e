import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createUser } from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';

// The ECB's own file layout (eurofxref-daily.xml), trimmed to five currencies.
const ecbFile = readFileSync(
  new URL('../../../../test/fixtures/eurofxref-daily.xml', import.meta.url),
  'utf8',
);

let ctx: TTestContext;
let admin: ReturnType<typeof createClient>;

beforeAll(async () => {
  ctx = await createTestApp();
  const user = await createUser(ctx.db, {
    isAdmin: true,
    passwordHash: await hashPassword('clave-de-admin-1'),
  });
  admin = createClient(ctx.app);
  await admin.login(user.email, 'clave-de-admin-1');
});
afterAll(() => ctx.close());

const publicRates = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/frontend/exchange-rates' })).json().data
    .exchangeRates as {
    currency: string;
    rate: number;
    source: string;
    rateDate: string | null;
  }[];

describe('ECB reference-rate import', () => {
  it('saves every currency the file quotes, for every visitor, audited', async () => {
    const imported = await admin.post('/api/admin/exchange-rates/ecb-import', {
      fileName: 'eurofxref-daily.xml',
      xml: ecbFile,
    });
    expect(imported.statusCode).toBe(201);
    expect(imported.json().data).toMatchObject({ rateDate: '2026-11-26', imported: 5 });
    const rates = await publicRates();
    expect(rates.map((rate) => rate.currency)).toEqual(['CHF', 'GBP', 'JPY', 'SEK', 'USD']);
    expect(rates.find((rate) => rate.currency === 'GBP')).toMatchObject({
      rate: 0.8345,
      source: 'ecb',
      rateDate: '2026-11-26',
    });
    const audit = (await admin.get('/api/admin/audit?entity=exchange-rate')).json();
    expect(JSON.stringify(audit)).toContain('eurofxref-daily.xml');
  });

  it('refuses a malformed file naming the element at fault, and changes nothing', async () => {
    const before = await publicRates();
    const cases: [string, string][] = [
      [ecbFile.replace("rate='0.8345'", "rate='0,8345'"), 'Cube rate de GBP'],
      [ecbFile.replace("currency='SEK'", "currency='XXQ'"), 'Cube currency'],
      [ecbFile.replace("time='2026-11-26'", "time='26/11/2026'"), 'Cube time'],
      [ecbFile.slice(0, 300), 'XML'],
      ['<rates><rate currency="GBP">0.83</rate></rates>', 'gesmes:Envelope'],
    ];
    for (const [xml, field] of cases) {
      const refused = await admin.post('/api/admin/exchange-rates/ecb-import', {
        fileName: 'cambios.xml',
        xml,
      });
      expect(refused.statusCode).toBe(400);
      const { error } = refused.json();
      expect(error.code).toBe('VALIDATION');
      expect(error.fields.xml.startsWith(field)).toBe(true);
    }
    expect(await publicRates()).toEqual(before);
  });
});

describe('rates typed by staff', () => {
  it('sets and removes one currency, and names a bad code or rate', async () => {
    const saved = await admin.put('/api/admin/exchange-rates/mxn', { exchangeRate: { rate: 21.3 } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.exchangeRate).toMatchObject({ currency: 'MXN', rate: 21.3, source: 'staff' });
    expect((await publicRates()).some((rate) => rate.currency === 'MXN')).toBe(true);

    const euro = await admin.put('/api/admin/exchange-rates/EUR', { exchangeRate: { rate: 1 } });
    expect(euro.statusCode).toBe(400);
    expect(euro.json().error.fields.currency).toContain('ISO 4217');
    const negative = await admin.put('/api/admin/exchange-rates/GBP', { exchangeRate: { rate: -1 } });
    expect(negative.statusCode).toBe(400);
    expect(JSON.stringify(negative.json().error)).toContain('El cambio debe ser mayor que 0.');

    expect((await admin.delete('/api/admin/exchange-rates/MXN')).statusCode).toBe(204);
    expect((await publicRates()).some((rate) => rate.currency === 'MXN')).toBe(false);
  });

  it('is for staff only', async () => {
    const bidder = await createUser(ctx.db, { passwordHash: await hashPassword('clave-de-postor-1') });
    const client = createClient(ctx.app);
    await client.login(bidder.email, 'clave-de-postor-1');
    const refused = await client.put('/api/admin/exchange-rates/GBP', { exchangeRate: { rate: 2 } });
    expect(refused.statusCode).toBe(403);
  });
});
