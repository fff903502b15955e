import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedSearches } from '@/server/db/schema/index.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createUser } from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';

let ctx: TTestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('saved searches on an English page', () => {
  it('name a missing name and frequency, the limit and a missing search in English', async () => {
    const user = await createUser(ctx.db, { passwordHash: await hashPassword('clave-del-pujador') });
    const client = createClient(ctx.app, { language: 'en' });
    await client.login(user.email, 'clave-del-pujador');

    const unnamed = await client.post('/api/frontend/auth/saved-searches', { query: { q: 'tractor' } });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().error.fields).toEqual({
      name: 'Please give the search a name.',
      frequency: 'Please choose when you want the alert.',
    });

    const short = await client.post('/api/frontend/auth/saved-searches', {
      name: 'Tractors',
      query: { q: 't' },
      frequency: 'daily',
    });
    expect(short.json().error.fields).toEqual({ 'query.q': 'Please type at least 2 letters.' });

    await ctx.db.insert(savedSearches).values(
      Array.from({ length: 20 }, (_, index) => ({
        userId: user.id,
        name: `Search ${index}`,
        query: { q: 'tractor' },
        frequency: 'daily' as const,
      })),
    );
    const tooMany = await client.post('/api/frontend/auth/saved-searches', {
      name: 'One more',
      query: { q: 'tractor' },
      frequency: 'daily',
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().error.message).toBe('You can save up to 20 searches: please delete one first.');

    const missing = await client.delete('/api/frontend/auth/saved-searches/2147483000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('The saved search does not exist.');
  });
});
