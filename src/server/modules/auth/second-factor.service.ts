import { and, eq, isNotNull } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import { isStaff } from '@/common/staff-roles.ts';
import type { TDb } from '@/server/db/client.ts';
import { passkeys, sessions, totpFactors } from '@/server/db/schema/index.ts';
import { AppError } from '@/server/lib/app-error.ts';
import { listPasskeys } from './passkeys.service.ts';
import {
  countRecoveryCodesLeft,
  looksLikeRecoveryCode,
  spendRecoveryCode,
} from './recovery-codes.service.ts';
import type { TSession, TSessionUser } from './sessions.service.ts';
import { clearThrottle, takeAttempt, throttleRules } from './throttle.service.ts';
import { spendTotpCode } from './totp.service.ts';

/** Sensitive actions ask for a second factor proved within this long (docs/operations.md). */
export const stepUpMs = 5 * 60_000;

export const isStepUpFresh = (session: Pick<TSession, 'secondFactorAt'>, now = new Date()) =>
  session.secondFactorAt !== null && now.getTime() - session.secondFactorAt.getTime() <= stepUpMs;

export const hasTotp = async (db: TDb, userId: number) =>
  (await db.$count(totpFactors, and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)))) > 0;

export const hasPasskey = async (db: TDb, userId: number) =>
  (await db.$count(passkeys, eq(passkeys.userId, userId))) > 0;

export const hasSecondFactor = async (db: TDb, userId: number) =>
  (await hasTotp(db, userId)) || (await hasPasskey(db, userId));

/** Whether a user must prove a second factor at login, and whether they must first enrol one. */
export const secondFactorAtLogin = async (db: TDb, user: TSessionUser, staffRequired: boolean) => {
  const enrolled = await hasSecondFactor(db, user.id);
  const required = enrolled || (staffRequired && isStaff(user.roles));
  return { required, mustEnrol: required && !enrolled };
};

export const secondFactorStatus = async (db: TDb, user: TSessionUser, staffRequired: boolean) => {
  const [totp] = await db
    .select({ confirmedAt: totpFactors.confirmedAt })
    .from(totpFactors)
    .where(eq(totpFactors.userId, user.id));
  return {
    required: staffRequired && isStaff(user.roles),
    totp: !!totp?.confirmedAt,
    passkeys: await listPasskeys(db, user.id),
    recoveryCodesLeft: await countRecoveryCodesLeft(db, user.id),
  };
};

/** The session has proved a second factor now: it is complete, and fresh for step-up. */
export const markSecondFactor = (db: TDb, sessionId: string, now = new Date()) =>
  db
    .update(sessions)
    .set({ awaitingSecondFactor: false, secondFactorAt: now, webauthnChallenge: null })
    .where(eq(sessions.id, sessionId));

const wrongCode = () =>
  new AppError('BUSINESS_RULE', apiText.auth.wrongCode, {
    fields: { code: apiText.auth.wrongCode },
  });

const attemptKey = (userId: number) => `second-factor:user:${userId}`;

/**
 * Every proof of a second factor goes through here: counted per account before it is checked, so
 * guesses are limited however many sessions or addresses they come from.
 */
export const proveSecondFactor = async (
  db: TDb,
  userId: number,
  check: () => Promise<boolean>,
  refusal: () => AppError = wrongCode,
) => {
  await takeAttempt(db, attemptKey(userId), throttleRules.secondFactorUser);
  if (!(await check())) throw refusal();
  await clearThrottle(db, attemptKey(userId));
};

/** A code from the authenticator app, or one of the recovery codes (spent by using it). */
export const checkCode = (db: TDb, userId: number, code: string, now = new Date()) =>
  /^\d{6}$/.test(code)
    ? spendTotpCode({ db, userId, code, now })
    : looksLikeRecoveryCode(code)
      ? spendRecoveryCode(db, userId, code, now)
      : Promise.resolve(false);
