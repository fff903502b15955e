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

describe('the back office of users in English', () => {
  it('names an unknown role, and refuses to delete oneself or to reach a missing user, in English', async () => {
    const admin = await createUser(ctx.db, {
      isAdmin: true,
      passwordHash: await hashPassword('clave-de-admin-1'),
    });
    const client = createClient(ctx.app, { language: 'en' });
    await client.login(admin.email, 'clave-de-admin-1');

    const unknownRole = await client.put(`/api/admin/users/${admin.id}/roles`, { roles: ['butler'] });
    expect(unknownRole.statusCode).toBe(400);
    expect(unknownRole.json().error.fields).toEqual({ 'roles.0': 'Unknown role.' });

    const twice = await client.put(`/api/admin/users/${admin.id}/roles`, {
      roles: ['subastas', 'subastas'],
    });
    expect(twice.json().error.fields).toEqual({ roles: 'A role appears twice.' });

    const dropOwn = await client.put(`/api/admin/users/${admin.id}/roles`, { roles: [] });
    expect(dropOwn.statusCode).toBe(422);
    expect(dropOwn.json().error.message).toBe('You cannot remove the administration role from yourself.');

    const self = await client.delete(`/api/admin/users/${admin.id}`);
    expect(self.statusCode).toBe(422);
    expect(self.json().error.message).toBe('You cannot delete your own account.');

    const missing = await client.get('/api/admin/users/2147483000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('The user does not exist.');

    const badId = await client.get('/api/admin/users/0');
    expect(badId.json().error.fields).toEqual({ id: 'Invalid identifier.' });
  });
});
