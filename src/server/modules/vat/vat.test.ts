import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboundPolicy } from '@/server/lib/outbound.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createUser } from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';
import { startViesStandIn } from '../../../../test/vies-stand-in.ts';
import { checkVat, clearVatCache } from './vat.service.ts';

let vies: Awaited<ReturnType<typeof startViesStandIn>>;
let ctx: TTestContext;
let client: ReturnType<typeof createClient>;

beforeAll(async () => {
  // The EU VIES REST API's local stand-in (test/vies-stand-in.ts).
  vies = await startViesStandIn({ FR40303265045: 'SOCIETE EXEMPLE', ESB12345674: 'EJEMPLO SL' });
  ctx = await createTestApp({
    VIES_URL: vies.url,
    VIES_TIMEOUT_MS: '1000',
    OUTBOUND_ALLOWED_HOSTS: vies.host,
  });
  const user = await createUser(ctx.db, { passwordHash: await hashPassword('clave-del-usuario') });
  client = createClient(ctx.app);
  await client.login(user.email, 'clave-del-usuario');
});
afterAll(async () => {
  await ctx.close();
  await vies.close();
});
beforeEach(() => {
  vies.calls.length = 0;
  vies.state.down = false;
  clearVatCache();
});

describe('GET /api/frontend/auth/vat/{a}/{b}', () => {
  it('rejects a Spanish number by its checksum without asking VIES', async () => {
    const response = await client.get('/api/frontend/auth/vat/ES/B12345675');
    expect(response.json().data.vat).toMatchObject({ valid: false, checkedWith: 'checksum' });
    expect(vies.calls).toEqual([]);
  });

  it('asks VIES for a well-formed number and caches the answer', async () => {
    const first = await client.get('/api/frontend/auth/vat/FR/40303265045');
    expect(first.json().data.vat).toMatchObject({
      countryCode: 'FR',
      valid: true,
      checkedWith: 'vies',
      name: 'SOCIETE EXEMPLE',
      address: 'RUE DE L EXEMPLE 1, 75001 PARIS',
      // No requester: VIES gives no consultation number.
      consultationNumber: null,
    });
    await client.get('/api/frontend/auth/vat/FR/40303265045');
    expect(vies.calls).toEqual([{ countryCode: 'FR', vatNumber: '40303265045' }]);
    const unknown = await client.get('/api/frontend/auth/vat/DE/123456789');
    expect(unknown.json().data.vat).toMatchObject({ valid: false, checkedWith: 'vies' });
  });

  it('says plainly when VIES cannot answer', async () => {
    vies.state.down = true;
    const response = await client.get('/api/frontend/auth/vat/IT/00743110157');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.vat).toMatchObject({
      valid: null,
      message: expect.stringContaining('no responde'),
    });
  });

  it('names the invalid parameter', async () => {
    const response = await client.get('/api/frontend/auth/vat/ESP/123');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.a).toBe('El país debe ser un código de 2 letras (ES, FR…).');
  });
});

describe('checkVat with the house as requester', () => {
  it('sends the requester and keeps the consultation number VIES gives back', async () => {
    const check = await checkVat({
      countryCode: 'FR',
      vatNumber: 'FR 403 032 650 45',
      viesUrl: vies.url,
      timeoutMs: 1000,
      outbound: outboundPolicy(vies.host),
      requester: { countryCode: 'ES', vatNumber: 'ESB12345674' },
    });
    expect(vies.calls).toEqual([
      {
        countryCode: 'FR',
        vatNumber: '40303265045',
        requesterMemberStateCode: 'ES',
        requesterNumber: 'B12345674',
      },
    ]);
    expect(check).toMatchObject({
      valid: true,
      checkedWith: 'vies',
      name: 'SOCIETE EXEMPLE',
      consultationNumber: expect.stringMatching(/^WAPI/),
      checkedOn: expect.any(String),
    });
  });
});
