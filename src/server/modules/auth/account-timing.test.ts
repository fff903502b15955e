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

/** Pairs timed per endpoint: more for the quick answers, where a millisecond of noise weighs more. */
const rounds = { quick: 100, hashing: 60 };
const warmUp = 6;
/** The median difference allowed, as a share of the slower median: wide enough for a busy machine. */
const tolerance = 0.25;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

type TAnswer = { statusCode: number; body: string };
type TUserOverrides = Parameters<typeof createUser>[1];

/**
 * Times `send` for addresses with an account and without, a new address at every try on both sides (an
 * address asked about again would find its own throttle row, on one side only). Throttles are reset
 * between tries, outside the timing, so none trips.
 */
const timeBoth = async (
  label: string,
  account: TUserOverrides,
  send: (email: string) => Promise<TAnswer>,
  timed: number,
) => {
  const tries = warmUp + timed;
  const known = await Promise.all(
    Array.from({ length: tries }, (_, index) =>
      createUser(ctx.db, { ...account, email: `${label}.${index}@example.com` }),
    ),
  );
  const times = { known: [] as number[], unknown: [] as number[] };
  const differences: number[] = [];
  const answers = { known: new Set<string>(), unknown: new Set<string>() };
  for (let round = 0; round < tries; round++) {
    const order = round % 2 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
    for (const kind of order) {
      await ctx.db.delete(throttles);
      const email = kind === 'known' ? known[round]!.email : `${label}.nadie.${round}@example.com`;
      const started = performance.now();
      const answer = await send(email);
      const elapsed = performance.now() - started;
      answers[kind].add(`${answer.statusCode} ${answer.body}`);
      if (round >= warmUp) times[kind].push(elapsed);
    }
    // Both tries of a round ran a few milliseconds apart, under the same load: their difference is what
    // the address changes, the machine's ups and downs mostly cancelled out.
    if (round >= warmUp) differences.push(times.known.at(-1)! - times.unknown.at(-1)!);
  }
  return {
    known: median(times.known),
    unknown: median(times.unknown),
    difference: median(differences),
    answers,
  };
};

const expectSameTime = ({ known, unknown, difference, answers }: Awaited<ReturnType<typeof timeBoth>>) => {
  expect(answers.known).toEqual(answers.unknown);
  const medians = `medians: known ${known.toFixed(2)} ms, unknown ${unknown.toFixed(2)} ms, difference ${difference.toFixed(2)} ms`;
  expect(Math.abs(difference) / Math.max(known, unknown), medians).toBeLessThanOrEqual(tolerance);
};

const password = 'una-clave-larga-2026';

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
    const client = createClient(ctx.app);
    const result = await timeBoth(
      'recupera',
      { isActive: true },
      (email) => client.get(`/api/frontend/auth/forgot-password/${encodeURIComponent(email)}`),
      rounds.quick,
    );
    expectSameTime(result);
  }, 30_000);

  it('resending the activation link', async () => {
    const client = createClient(ctx.app);
    await client.get('/api/sanctum/csrf-cookie');
    // The costly case: an account waiting for activation gets a new key and an e-mail.
    const result = await timeBoth(
      'pendiente',
      { isActive: false },
      (email) => client.post('/api/frontend/auth/activation/resend', { email }),
      rounds.quick,
    );
    expectSameTime(result);
  }, 30_000);

  it('logging in with a wrong password', async () => {
    const client = createClient(ctx.app);
    await client.get('/api/sanctum/csrf-cookie');
    const passwordHash = await hashPassword(password);
    const result = await timeBoth(
      'entra',
      { isActive: true, passwordHash },
      (email) => client.post('/api/login', { email, password: 'otra-clave-mala-1', remember: false }),
      rounds.hashing,
    );
    expectSameTime(result);
  }, 30_000);

  it('signing up', async () => {
    const client = createClient(ctx.app);
    await client.get('/api/sanctum/csrf-cookie');
    const result = await timeBoth(
      'registrada',
      { isActive: true },
      (email) => client.post('/api/frontend/auth/signup', { register: registration(email) }),
      rounds.hashing,
    );
    expectSameTime(result);
  }, 30_000);
});
