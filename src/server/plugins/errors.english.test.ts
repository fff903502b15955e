import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestContext } from '../../../test/app.ts';
import { createClient } from '../../../test/http.ts';

let ctx: TTestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe("the API's own answers on an English page", () => {
  it('name invalid data, a missing route, a bad address and a lost session in English', async () => {
    const client = createClient(ctx.app, { language: 'en' });
    const noRoute = await client.get('/api/frontend/nowhere?x=1');
    expect(noRoute.statusCode).toBe(404);
    expect(noRoute.json().error.message).toBe('There is no route GET /api/frontend/nowhere.');

    const badId = await client.get('/api/frontend/pages/Con%20Espacios');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error).toMatchObject({
      message: 'There is invalid data in the path.',
      fields: { slug: 'Lower-case letters, numbers and hyphens only.' },
    });

    const tooLong = await client.get(`/api/frontend/pages/${'a'.repeat(600)}`);
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json().error.message).toBe('The address is too long.');

    const signedOut = await client.get('/api/frontend/auth/watchlist');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.message).toBe('You need to sign in.');

    // No XSRF token: the session's guard answers before the route.
    const noToken = await client.post('/api/frontend/contact', { message: {} });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().error.message).toBe(
      'Your security session has expired. Please reload the page and try again.',
    );

    await client.get('/api/sanctum/csrf-cookie');
    const badJson = await client.request({
      method: 'POST',
      url: '/api/frontend/contact',
      rawBody: '{"message":',
      headers: { 'content-type': 'application/json' },
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().error.message).toBe('The request body is not valid JSON.');
  });

  it('stay in Spanish for a Spanish page', async () => {
    const client = createClient(ctx.app);
    expect((await client.get('/api/frontend/nowhere')).json().error.message).toBe(
      'No existe la ruta GET /api/frontend/nowhere.',
    );
    expect((await client.get(`/api/frontend/pages/${'a'.repeat(600)}`)).json().error.message).toBe(
      'La dirección es demasiado larga.',
    );
  });
});
