import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRegisterInput } from '@/common/schemas/auth.ts';
import { throttles } from '@/server/db/schema/index.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createUser } from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';

/**
 * Known and unknown addresses must take the same time to answer, or the timing tells who has an account
 * (docs/architecture.md, "Accounts"). Each endpoint is timed over many tries, the two kinds interleaved
 * (ABBA) so that a busy machine slows both alike, after a warm-up that is not counted.
 */
let ctx: TTestContext;

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://lonja.test' });
});
afterAll(() => ctx.close());

const rounds = 30;
const warmUp = 6;
/** The difference of the medians allowed, as a share of the larger one: wide enough for a noisy machine. */
const tolerance = 0.25;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

type TAnswer = { statusCode: number; body: string };

/** Times `send` for known and unknown addresses; throttles are reset between tries, outside the timing. */
const timeBoth = async (send: (known: boolean, index: number) => Promise<TAnswer>) => {
  const times = { known: [] as number[], unknown: [] as number[] };
  const answers = { known: new Set<string>(), unknown: new Set<string>() };
  for (let round = 0; round < warmUp + rounds; round++) {
    const order = round % 2 ? [true, false] : [false, true];
    for (const known of order) {
      await ctx.db.delete(throttles);
      const started = performance.now();
      const answer = await send(known, round);
      const elapsed = performance.now() - started;
      const kind = known ? 'known' : 'unknown';
      answers[kind].add(`${answer.statusCode} ${answer.body}`);
      if (round >= warmUp) times[kind].push(elapsed);
    }
  }
  const known = median(times.known);
  const unknown = median(times.unknown);
  return { known, unknown, answers, gap: Math.abs(known - unknown) / Math.max(known, unknown) };
};

const expectSameTime = (result: Awaited<ReturnType<typeof timeBoth>>) => {
  const medians = `known ${result.known.toFixed(2)} ms, unknown ${result.unknown.toFixed(2)} ms`;
  expect(result.gap, medians).toBeLessThanOrEqual(tolerance);
};

const password = 'una-clave-larga-2026';
const unknownEmail = (label: string, index: number) =>
  `nadie.${label}.${index}.${Math.random().toString(36).slice(2, 8)}@example.com`;

const registration = (email: string): TRegisterInput => ({
  firstname: 'Carmen',
  lastname: 'Ruiz Navarro',
  email,
  phone1: '612 345 678',
  isCompany: false,
  vatIdType: 'nif',
  vatId: '12345678Z',
  address: 'Calle de la Paz 4, 2º',
  city: 'Valencia',
  postalCode: '46003',
  countryId: 73,
  provinceId: 46,
  password,
  passwordConfirmation: password,
  acceptedTerms: true,
});

describe('account answers take the same time whether the e-mail has an account', () => {
  it('password recovery', async () => {
    const user = await createUser(ctx.db, { email: 'recupera@example.com', isActive: true });
    const client = createClient(ctx.app);
    const result = await timeBoth((known, index) =>
      client.get(
        `/api/frontend/auth/forgot-password/${encodeURIComponent(known ? user.email : unknownEmail('recovery', index))}`,
      ),
    );
    expect(result.answers.known).toEqual(result.answers.unknown);
    expectSameTime(result);
  }, 30_000);

  it('resending the activation link', async () => {
    // The costly case: an account waiting for activation gets a new key and an e-mail.
    const user = await createUser(ctx.db, { email: 'pendiente@example.com', isActive: false });
    const client = createClient(ctx.app);
    await client.get('/api/sanctum/csrf-cookie');
    const result = await timeBoth((known, index) =>
      client.post('/api/frontend/auth/activation/resend', {
        email: known ? user.email : unknownEmail('activation', index),
      }),
    );
    expect(result.answers.known).toEqual(result.answers.unknown);
    expectSameTime(result);
  }, 30_000);

  it('logging in with a wrong password', async () => {
    const user = await createUser(ctx.db, {
      email: 'entra@example.com',
      isActive: true,
      passwordHash: await hashPassword(password),
    });
    const client = createClient(ctx.app);
    await client.get('/api/sanctum/csrf-cookie');
    const result = await timeBoth((known, index) =>
      client.post('/api/login', {
        email: known ? user.email : unknownEmail('login', index),
        password: 'otra-clave-mala-1',
        remember: false,
      }),
    );
    expect(result.answers.known).toEqual(result.answers.unknown);
    expectSameTime(result);
  }, 30_000);

  it('signing up', async () => {
    const user = await createUser(ctx.db, { email: 'registrada@example.com', isActive: true });
    const client = createClient(ctx.app);
    await client.get('/api/sanctum/csrf-cookie');
    const result = await timeBoth((known, index) =>
      client.post('/api/frontend/auth/signup', {
        register: registration(known ? user.email : unknownEmail('signup', index)),
      }),
    );
    expect(result.answers.known).toEqual(result.answers.unknown);
    expectSameTime(result);
  }, 30_000);
});
