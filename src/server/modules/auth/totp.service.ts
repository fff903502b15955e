import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TDb } from '@/server/db/client.ts';
import { totpFactors } from '@/server/db/schema/index.ts';
import { AppError } from '@/server/lib/app-error.ts';

/** RFC 6238 with the parameters every authenticator app understands (SHA-1, 6 digits, 30 s). */
const periodSeconds = 30;
export const totpFor = (secret: string, label = 'Lonja', issuer = 'Lonja') =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: periodSeconds,
    secret: Secret.fromBase32(secret),
  });

/** Starts (or restarts) enrolment: a new secret, unconfirmed until a code from the app proves it. */
export const startTotpEnrolment = async (options: {
  db: TDb;
  userId: number;
  email: string;
  issuer: string;
}) => {
  const { db, userId, email, issuer } = options;
  const [existing] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId));
  if (existing?.confirmedAt) throw new AppError('CONFLICT', apiText.auth.totpAlreadyActive);
  const secret = new Secret({ size: 20 }).base32;
  await db
    .insert(totpFactors)
    .values({ userId, secret })
    .onConflictDoUpdate({ target: totpFactors.userId, set: { secret, lastUsedStep: null } });
  return { secret, uri: totpFor(secret, email, issuer).toString() };
};

/** Enrols a known secret as confirmed (the first administrator's, from ADMIN_TOTP_SECRET). */
export const enrolTotpSecret = (db: TDb, userId: number, secret: string) =>
  db.insert(totpFactors).values({ userId, secret, confirmedAt: new Date() }).onConflictDoNothing();

/**
 * Checks a code against the user's secret (confirmed, or unconfirmed when `confirming`) and consumes its
 * time step in the same statement: the same code, or any older one, is refused afterwards.
 */
export const spendTotpCode = async (options: {
  db: TDb;
  userId: number;
  code: string;
  confirming?: boolean;
  now?: Date;
}): Promise<boolean> => {
  const { db, userId, code, confirming = false, now = new Date() } = options;
  const [factor] = await db
    .select()
    .from(totpFactors)
    .where(
      and(
        eq(totpFactors.userId, userId),
        confirming ? isNull(totpFactors.confirmedAt) : isNotNull(totpFactors.confirmedAt),
      ),
    );
  if (!factor) return false;
  const timestamp = now.getTime();
  // One step either side: a phone's clock a little off, or a code typed as it changes.
  const delta = totpFor(factor.secret).validate({ token: code, timestamp, window: 1 });
  if (delta === null) return false;
  const step = Math.floor(timestamp / 1000 / periodSeconds) + delta;
  const used = await db
    .update(totpFactors)
    .set({ lastUsedStep: step, ...(confirming ? { confirmedAt: now } : {}) })
    .where(
      and(
        eq(totpFactors.userId, userId),
        eq(totpFactors.secret, factor.secret),
        or(isNull(totpFactors.lastUsedStep), lt(totpFactors.lastUsedStep, step)),
      ),
    )
    .returning({ userId: totpFactors.userId });
  return used.length === 1;
};

export const removeTotp = (db: TDb, userId: number) =>
  db.delete(totpFactors).where(eq(totpFactors.userId, userId));
