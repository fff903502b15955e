import { eq, sql } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TDb } from '@/server/db/client.ts';
import { throttles } from '@/server/db/schema/index.ts';
import { AppError } from '@/server/lib/app-error.ts';

export type TThrottleRule = { limit: number; windowMs: number; blockMs: number };

const minute = 60_000;

/** docs/product.md#accounts and ASVS: at most 5 wrong passwords per account in 15 minutes, well under 100 an hour. */
export const throttleRules = {
  loginAccount: { limit: 5, windowMs: 15 * minute, blockMs: 15 * minute },
  /** Six digits are a million codes: five guesses per account in 15 minutes leave them unguessable. */
  secondFactorUser: { limit: 5, windowMs: 15 * minute, blockMs: 15 * minute },
  loginIp: { limit: 50, windowMs: 60 * minute, blockMs: 60 * minute },
  signupIp: { limit: 10, windowMs: 60 * minute, blockMs: 60 * minute },
  recoveryIp: { limit: 10, windowMs: 60 * minute, blockMs: 60 * minute },
  recoveryEmail: { limit: 3, windowMs: 60 * minute, blockMs: 60 * minute },
  activationEmail: { limit: 3, windowMs: 60 * minute, blockMs: 60 * minute },
  /** Offers on liquidación lots: a buyer makes a handful, never hundreds. */
  offersUser: { limit: 20, windowMs: 60 * minute, blockMs: 60 * minute },
} satisfies Record<string, TThrottleRule>;

const waitMessage = (seconds: number) => apiText.auth.tooManyAttempts(Math.ceil(seconds / 60));

/**
 * Counts one event against a key in a single atomic upsert (safe across instances); the counter restarts
 * when its window has passed, and the key is blocked once it reaches the limit.
 */
export const recordHit = async (db: TDb, key: string, rule: TThrottleRule, now = new Date()) => {
  const blockUntil = new Date(now.getTime() + rule.blockMs);
  // Typed SQL literals: parameters inside CASE need an explicit type on both drivers.
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const windowStart = at(new Date(now.getTime() - rule.windowMs));
  const [row] = await db
    .insert(throttles)
    .values({ key, hits: 1, windowStart: now, blockedUntil: rule.limit <= 1 ? blockUntil : null })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        hits: sql`case when ${throttles.windowStart} < ${windowStart} then 1 else ${throttles.hits} + 1 end`,
        windowStart: sql`case when ${throttles.windowStart} < ${windowStart} then ${at(now)} else ${throttles.windowStart} end`,
        blockedUntil: sql`case
          when (case when ${throttles.windowStart} < ${windowStart} then 1 else ${throttles.hits} + 1 end) >= ${rule.limit}::int
          then ${at(blockUntil)} else ${throttles.blockedUntil} end`,
      },
    })
    .returning();
  return row!;
};

/**
 * Takes one attempt before the work it limits, in the same atomic upsert that counts it, so parallel
 * requests cannot all pass a check made before any of them was counted: the attempt past the limit, or
 * any while an earlier block lasts, is refused with a Spanish 429.
 */
export const takeAttempt = async (db: TDb, key: string, rule: TThrottleRule, now = new Date()) => {
  const row = await recordHit(db, key, rule, now);
  const isBlockedBefore = row.blockedUntil !== null && row.blockedUntil > now && row.hits < rule.limit;
  if (row.hits > rule.limit || isBlockedBefore) {
    const until = row.blockedUntil ?? new Date(now.getTime() + rule.blockMs);
    const retryAfterSeconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
    throw new AppError('RATE_LIMITED', waitMessage(retryAfterSeconds), { retryAfterSeconds });
  }
};

/** Gives back an attempt that turned out fine (a correct password from a shared address). */
export const returnAttempt = (db: TDb, key: string) =>
  db
    .update(throttles)
    .set({ hits: sql`greatest(${throttles.hits} - 1, 0)` })
    .where(eq(throttles.key, key));

/** For actions limited per attempt (sign-up, recovery e-mails, contact): counted and checked atomically. */
export const throttle = (db: TDb, key: string, rule: TThrottleRule, now = new Date()) =>
  takeAttempt(db, key, rule, now);

export const clearThrottle = (db: TDb, key: string) => db.delete(throttles).where(eq(throttles.key, key));
