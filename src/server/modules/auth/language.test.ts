import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema/index.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createUser } from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';

let ctx: TTestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('PUT /api/frontend/auth/user/language', () => {
  it('changes the language of a staff member whose account has no invoicing data, and only that', async () => {
    // As the first administrator is created (src/server/db/seed/admin.ts): no phone, tax id or address.
    const admin = await createUser(ctx.db, {
      isAdmin: true,
      passwordHash: await hashPassword('clave-de-admin-1'),
      vatId: null,
      postalCode: null,
    });
    const client = createClient(ctx.app);
    await client.login(admin.email, 'clave-de-admin-1');
    expect((await client.get('/api/auth/user')).json().data.user.language).toBe('es');

    const changed = await client.put('/api/frontend/auth/user/language', { language: 'en' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.user).toMatchObject({
      id: admin.id,
      language: 'en',
      firstname: admin.firstname,
    });
    expect((await client.get('/api/auth/user')).json().data.user.language).toBe('en');
    const [stored] = await ctx.db.select().from(users).where(eq(users.id, admin.id));
    expect(stored).toMatchObject({ language: 'en', vatId: null, postalCode: null, phone1: admin.phone1 });

    expect(
      (await client.put('/api/frontend/auth/user/language', { language: 'es' })).json().data.user.language,
    ).toBe('es');
  });

  it('refuses a language it does not speak with a Spanish message naming the field', async () => {
    const user = await createUser(ctx.db, { passwordHash: await hashPassword('clave-del-pujador') });
    const client = createClient(ctx.app);
    await client.login(user.email, 'clave-del-pujador');
    const refused = await client.put('/api/frontend/auth/user/language', { language: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.language).toMatch(/idioma/);
    const [stored] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.language).toBe('es');
  });

  it('asks for a login first', async () => {
    const client = createClient(ctx.app);
    await client.get('/api/sanctum/csrf-cookie');
    expect((await client.put('/api/frontend/auth/user/language', { language: 'en' })).statusCode).toBe(401);
  });
});
