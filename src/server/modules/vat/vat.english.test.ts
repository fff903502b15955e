import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createUser } from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';
import { startViesStandIn } from '../../../../test/vies-stand-in.ts';
import { clearVatCache } from './vat.service.ts';

let vies: Awaited<ReturnType<typeof startViesStandIn>>;
let ctx: TTestContext;

beforeAll(async () => {
  vies = await startViesStandIn({ FR40303265045: 'SOCIETE EXEMPLE' });
  ctx = await createTestApp({
    VIES_URL: vies.url,
    VIES_TIMEOUT_MS: '1000',
    OUTBOUND_ALLOWED_HOSTS: vies.host,
  });
});
afterAll(async () => {
  clearVatCache();
  await ctx.close();
  await vies.close();
});

describe('VAT checks on an English page', () => {
  it("name a bad country code, a Spanish number's checksum and VIES's answer in English, cached or not", async () => {
    const user = await createUser(ctx.db, { passwordHash: await hashPassword('clave-del-usuario') });
    const english = createClient(ctx.app, { language: 'en' });
    await english.login(user.email, 'clave-del-usuario');
    const spanish = createClient(ctx.app);
    await spanish.login(user.email, 'clave-del-usuario');

    const badCountry = await english.get('/api/frontend/auth/vat/ESP/123');
    expect(badCountry.statusCode).toBe(400);
    expect(badCountry.json().error.fields.a).toBe('The country must be a 2-letter code (ES, FR…).');

    const checksum = await english.get('/api/frontend/auth/vat/ES/B12345675');
    expect(checksum.json().data.vat).toMatchObject({
      valid: false,
      message: 'The CIF is not valid: please check the first letter and the check digit.',
    });

    // Asked in Spanish first: the cached answer is said again in English.
    const first = await spanish.get('/api/frontend/auth/vat/FR/40303265045');
    expect(first.json().data.vat.message).toBe('El número de IVA es válido en el censo VIES de la UE.');
    const cached = await english.get('/api/frontend/auth/vat/FR/40303265045');
    expect(cached.json().data.vat).toMatchObject({
      valid: true,
      message: "The VAT number is valid in the EU's VIES register.",
    });
    expect(vies.calls).toHaveLength(1);

    vies.state.down = true;
    const down = await english.get('/api/frontend/auth/vat/IT/00743110157');
    expect(down.json().data.vat.message).toBe(
      "The EU's VIES service is not answering just now. Please try again in a few minutes.",
    );
  });
});
