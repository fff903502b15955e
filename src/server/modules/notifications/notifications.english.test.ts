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

describe('notifications on an English page', () => {
  it("names a browser's invalid or private push address, and a forged unsubscribe link, in English", async () => {
    const user = await createUser(ctx.db, { passwordHash: await hashPassword('clave-del-pujador') });
    const client = createClient(ctx.app, { language: 'en' });
    await client.login(user.email, 'clave-del-pujador');
    const keys = { p256dh: 'k'.repeat(87), auth: 'a'.repeat(22) };

    const invalid = await client.post('/api/frontend/auth/notifications/push-subscriptions', {
      subscription: { endpoint: 'http://push.example/x', keys: { p256dh: 'short' } },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toEqual({
      'subscription.endpoint': "The browser's notification address is not valid.",
      'subscription.keys.p256dh': "The browser's key is not valid.",
      'subscription.keys.auth': "The browser's secret is missing.",
    });

    const private_ = await client.post('/api/frontend/auth/notifications/push-subscriptions', {
      subscription: { endpoint: 'https://10.0.0.1/push', keys },
    });
    expect(private_.statusCode).toBe(400);
    expect(private_.json().error).toMatchObject({
      message: "The browser's notification address points to a private network or to this server.",
      fields: {
        'subscription.endpoint': 'The notification address points to a private network or to this server.',
      },
    });

    const forged = await createClient(ctx.app, { language: 'en' }).request({
      method: 'POST',
      url: `/api/frontend/notifications/unsubscribe?u=${user.id}&k=outbid&t=forged`,
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toMatchObject({
      message: 'The unsubscribe link is not valid: open it exactly as it arrived in the e-mail.',
      fields: { t: "The link's signature does not match." },
    });
  });
});
