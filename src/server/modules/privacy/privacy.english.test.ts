import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createUser } from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';

let ctx: TTestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('erasing an account on an English page', () => {
  it('asks for the confirmation word and says why a staff account stays, in English', async () => {
    const staff = await createUser(ctx.db, {
      isAdmin: true,
      passwordHash: await hashPassword('clave-del-personal'),
    });
    const client = createClient(ctx.app, { language: 'en' });
    await client.login(staff.email, 'clave-del-personal');

    const unconfirmed = await client.post('/api/frontend/auth/user/erasure', {
      currentPassword: 'clave-del-personal',
      confirmation: 'ok',
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().error.fields).toEqual({ confirmation: 'Type ELIMINAR to confirm.' });

    const refused = await client.post('/api/frontend/auth/user/erasure', {
      currentPassword: 'clave-del-personal',
      confirmation: 'ELIMINAR',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      "The house's staff accounts are not deleted from here; please ask the administration.",
    );
  });
});
