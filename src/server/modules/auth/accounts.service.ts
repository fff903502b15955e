import { eq, sql } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TCurrentUser, TRegister } from '@/common/schemas/auth.ts';
import type { TDb } from '@/server/db/client.ts';
import { users } from '@/server/db/schema/index.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { requestAccountMail } from './account-mail.ts';
import { recordDeviceMark } from './device-marks.ts';
import { recordNewsletterConsent } from './newsletter-consent.ts';
import { checkToken, useToken } from './tokens.service.ts';

export type TSite = { siteName: string; publicUrl: string };
type TUserRow = typeof users.$inferSelect;

export const toCurrentUser = (user: TUserRow): TCurrentUser => ({
  id: user.id,
  firstname: user.firstname,
  lastname: user.lastname,
  fullName: `${user.firstname} ${user.lastname}`,
  email: user.email,
  phone1: user.phone1,
  phone2: user.phone2,
  isCompany: user.isCompany,
  companyName: user.companyName,
  vatIdType: user.vatIdType,
  vatId: user.vatId,
  address: user.address,
  city: user.city,
  postalCode: user.postalCode,
  countryId: user.countryId,
  provinceId: user.provinceId,
  subscribed: user.subscribed,
  language: user.language,
  isAdmin: user.isAdmin,
  roles: user.roles,
  hasWrongEmail: user.hasWrongEmail,
  biddingBlock: user.isBiddingBlocked ? (user.biddingBlockedReason ?? apiText.auth.adminBiddingBlock) : null,
  createdOn: user.createdOn.toISOString(),
});

export const findUserByEmail = async (db: TDb, email: string) => {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return user ?? null;
};

/**
 * Creates an inactive account; its activation link is e-mailed by the account-mail job. An address that
 * already has an account gets the same answer in the same time (one insert, one job: the insert just finds
 * the address taken) and its owner is told by e-mail instead; the API never says whether an address is
 * registered (docs/architecture.md, "Accounts").
 */
export const signUp = async ({
  db,
  register,
  returnTo,
  signupIp = null,
  deviceMark = null,
}: {
  db: TDb;
  register: TRegister;
  returnTo?: string;
  /** Where the account was created from, and its browser's mark: fair play (docs/fair-play.md). */
  signupIp?: string | null;
  deviceMark?: string | null;
}) => {
  const { password, passwordConfirmation: _confirmation, ...profile } = register;
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    // The unique index on the address decides, also between two sign-ups with one address at once.
    const [created] = await tx
      .insert(users)
      .values({
        ...profile,
        email: register.email,
        passwordHash,
        isActive: false,
        isWebUser: true,
        signupIp,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (created && deviceMark) await recordDeviceMark(tx, created.id, deviceMark);
    // The newsletter box as it was ticked or left, with its words, is on record from the first moment.
    if (created)
      await recordNewsletterConsent(tx, {
        userId: created.id,
        isGiven: profile.subscribed,
        source: 'signup',
      });
    await requestAccountMail(tx, {
      kind: 'signup',
      email: register.email,
      userId: created?.id ?? null,
      returnTo,
    });
  });
};

export const activateAccount = async ({ db, key }: { db: TDb; key: string }) => {
  const check = await checkToken(db, key, 'activation');
  if (check.status === 'invalid')
    return { result: 'invalid' as const, message: apiText.auth.activationInvalid };
  const [user] = await db.select().from(users).where(eq(users.id, check.token!.userId));
  if (user?.isActive)
    return {
      result: 'already-active' as const,
      message: apiText.auth.alreadyActive,
    };
  if (check.status !== 'valid') {
    return { result: 'expired' as const, message: apiText.auth.activationExpired };
  }
  if (user?.deactivatedOn)
    return {
      result: 'invalid' as const,
      message: apiText.auth.accountDeactivated,
    };
  await db.transaction(async (tx) => {
    await useToken(tx, check.token.id);
    await tx
      .update(users)
      .set({ isActive: true, updatedOn: new Date() })
      .where(eq(users.id, check.token.userId));
  });
  return { result: 'activated' as const, message: apiText.auth.activated };
};

/**
 * Sends a fresh activation link if the account exists and is inactive; the answer never says which, and
 * comes before the lookup (the account-mail job does it). With `returnTo` (the page the visitor signed up
 * or asked from), the new link brings them back there too.
 */
export const resendActivation = async ({
  db,
  email,
  returnTo,
}: {
  db: TDb;
  email: string;
  returnTo?: string;
}) => {
  await requestAccountMail(db, { kind: 'activation-resend', email, returnTo });
  return {
    result: 'sent' as const,
    message: apiText.auth.activationResent,
  };
};
