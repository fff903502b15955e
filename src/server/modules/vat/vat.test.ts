import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createUser } from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';
import { clearVatCache } from './vat.service.ts';

/** A local stand-in for the EU VIES REST API, answering as the real one does. */
let vies: Server;
let viesCalls: string[] = [];
let viesDown = false;
let ctx: TTestContext;
let client: ReturnType<typeof createClient>;

beforeAll(async () => {
  vies = createServer((request, response) => {
    viesCalls.push(request.url ?? '');
    if (viesDown) {
      response.writeHead(503).end();
      return;
    }
    const [, , country, , number] = (request.url ?? '').split('/');
    const valid = `${country}${number}` === 'FR40303265045' || `${country}${number}` === 'ESB12345674';
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        isValid: valid,
        userError: valid ? 'VALID' : 'INVALID',
        name: valid ? 'SOCIETE EXEMPLE' : '---',
        address: '---',
      }),
    );
  });
  await new Promise<void>((resolve) => vies.listen(0, '127.0.0.1', resolve));
  const { port } = vies.address() as AddressInfo;
  ctx = await createTestApp({
    VIES_URL: `http://127.0.0.1:${port}`,
    VIES_TIMEOUT_MS: '1000',
    OUTBOUND_ALLOWED_HOSTS: `127.0.0.1:${port}`,
  });
  const user = await createUser(ctx.db, { passwordHash: await hashPassword('clave-del-usuario') });
  client = createClient(ctx.app);
  await client.login(user.email, 'clave-del-usuario');
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => vies.close(resolve));
});
beforeEach(() => {
  viesCalls = [];
  viesDown = false;
  clearVatCache();
});

describe('GET /api/frontend/auth/vat/{a}/{b}', () => {
  it('rejects a Spanish number by its checksum without asking VIES', async () => {
    const response = await client.get('/api/frontend/auth/vat/ES/B12345675');
    expect(response.json().data.vat).toMatchObject({ valid: false, checkedWith: 'checksum' });
    expect(viesCalls).toEqual([]);
  });

  it('asks VIES for a well-formed number and caches the answer', async () => {
    const first = await client.get('/api/frontend/auth/vat/FR/40303265045');
    expect(first.json().data.vat).toMatchObject({
      countryCode: 'FR',
      valid: true,
      checkedWith: 'vies',
      name: 'SOCIETE EXEMPLE',
      address: null,
    });
    await client.get('/api/frontend/auth/vat/FR/40303265045');
    expect(viesCalls).toEqual(['/ms/FR/vat/40303265045']);
    const unknown = await client.get('/api/frontend/auth/vat/DE/123456789');
    expect(unknown.json().data.vat).toMatchObject({ valid: false, checkedWith: 'vies' });
  });

  it('says plainly when VIES cannot answer', async () => {
    viesDown = true;
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
