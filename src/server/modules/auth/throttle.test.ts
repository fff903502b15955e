import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createUser } from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';

/** Hardening, item 1: a limit that parallel requests cannot dodge, on every password check. */
let ctx: TTestContext;
let passwordHash: string;

beforeAll(async () => {
  ctx = await createTestApp();
  passwordHash = await hashPassword('la-clave-buena');
});
afterAll(() => ctx.close());

describe('password guesses', () => {
  it('in parallel against one account: five are checked, the rest refused with a Spanish 429 and Retry-After', async () => {
    const user = await createUser(ctx.db, { passwordHash });
    const client = createClient(ctx.app);
    await client.get('/api/sanctum/csrf-cookie');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        client.post('/api/login', { email: user.email, password: `mala-${index}`, remember: false }),
      ),
    );
    const checked = answers.filter((answer) => answer.statusCode === 422);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(checked.length + refused.length).toBe(30);
    expect(refused[0]!.json().error.message).toMatch(/Demasiados intentos/);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('of the current password, before changing it, are limited like logins', async () => {
    const user = await createUser(ctx.db, { passwordHash });
    const client = createClient(ctx.app);
    await client.login(user.email, 'la-clave-buena');
    const statuses: number[] = [];
    for (let index = 0; index < 8; index++) {
      const response = await client.put('/api/frontend/auth/user/password', {
        currentPassword: `mala-${index}`,
        password: 'otra-clave-larga-1',
        passwordConfirmation: 'otra-clave-larga-1',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 5).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });
});
