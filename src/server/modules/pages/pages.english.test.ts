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

describe('informative pages in English', () => {
  it('say a page does not exist, and name a short title and content, in English', async () => {
    const missing = await createClient(ctx.app, { language: 'en' }).get('/api/frontend/pages/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('The page does not exist.');

    const admin = await createUser(ctx.db, {
      isAdmin: true,
      passwordHash: await hashPassword('clave-de-admin-1'),
    });
    const client = createClient(ctx.app, { language: 'en' });
    await client.login(admin.email, 'clave-de-admin-1');
    const refused = await client.put('/api/admin/pages/terms?lang=en', {
      page: { title: 'T', body: 'Short' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      'page.title': 'Please enter the title.',
      'page.body': 'The content is too short.',
    });
  });
});
