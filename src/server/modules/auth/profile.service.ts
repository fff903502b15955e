import { eq } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TLanguage } from '@/common/language.ts';
import type { TProfile } from '@/common/schemas/auth.ts';
import type { TDb } from '@/server/db/client.ts';
import { users } from '@/server/db/schema/index.ts';
import { AppError } from '@/server/lib/app-error.ts';
import { hashPassword, verifyPassword } from '@/server/lib/password.ts';
import { queueMail } from '@/server/mail/outbox.ts';
import { emailChangeMail } from '@/server/mail/templates.ts';
import { findUserByEmail, type TSite } from './accounts.service.ts';
import { recordNewsletterConsent } from './newsletter-consent.ts';
import { deleteUserSessions } from './sessions.service.ts';
import { clearThrottle, takeAttempt, throttleRules } from './throttle.service.ts';
import { checkToken, issueToken, useToken } from './tokens.service.ts';

type TUserRow = typeof users.$inferSelect;

/**
 * The current password, asked before changing the e-mail or the password or erasing the account, is a
 * guess like a login's: counted per account (atomically, before the check) and given back when right.
 */
export const assertCurrentPassword = async (db: TDb, user: TUserRow, currentPassword: string) => {
  const key = `login:account:${user.email.toLowerCase()}`;
  await takeAttempt(db, key, throttleRules.loginAccount);
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new AppError('VALIDATION', apiText.auth.currentPasswordWrong, {
      fields: { currentPassword: apiText.auth.currentPasswordWrong },
    });
  }
  await clearThrottle(db, key);
};

export const updateProfile = async ({
  db,
  userId,
  profile,
}: {
  db: TDb;
  userId: number;
  profile: TProfile & { subscribed?: boolean; language?: TLanguage };
}) => {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ subscribed: users.subscribed })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    const [user] = await tx
      .update(users)
      .set({ ...profile, updatedOn: new Date() })
      .where(eq(users.id, userId))
      .returning();
    // A change of the newsletter box is a consent given or withdrawn: on record with its words.
    if (before && user && before.subscribed !== user.subscribed)
      await recordNewsletterConsent(tx, { userId, isGiven: user.subscribed, source: 'account' });
    return user!;
  });
};

/** A new password needs the current one and ends the user's other sessions. */
export const changePassword = async (options: {
  db: TDb;
  user: TUserRow;
  sessionId: string;
  currentPassword: string;
  password: string;
}) => {
  const { db, user, sessionId, currentPassword, password } = options;
  await assertCurrentPassword(db, user, currentPassword);
  if (password.trim().toLowerCase() === user.email.toLowerCase()) {
    throw new AppError('VALIDATION', apiText.auth.passwordIsEmail, {
      fields: { password: apiText.auth.passwordIsEmail },
    });
  }
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedOn: new Date() })
    .where(eq(users.id, user.id));
  await deleteUserSessions(db, user.id, sessionId);
};

/**
 * Changing the e-mail re-verifies it: the address changes only when the link sent to the new one is
 * opened, so a typo cannot lock anyone out.
 */
export const requestEmailChange = async (options: {
  db: TDb;
  site: TSite;
  user: TUserRow;
  email: string;
  currentPassword: string;
}) => {
  const { db, site, user, email, currentPassword } = options;
  await assertCurrentPassword(db, user, currentPassword);
  const owner = await findUserByEmail(db, email);
  if (owner && owner.id !== user.id) {
    throw new AppError('CONFLICT', apiText.auth.emailTaken, {
      fields: { email: apiText.auth.emailTakenField },
    });
  }
  await db.transaction(async (tx) => {
    const key = await issueToken(tx, { userId: user.id, kind: 'email-change', email });
    // The new address has not failed yet, whatever the old one did.
    await queueMail(
      tx,
      { hasWrongEmail: false },
      emailChangeMail(
        site,
        { email, firstname: user.firstname, language: user.language },
        `${site.publicUrl}/mi-cuenta/datos/contacto?confirmar=${key}`,
      ),
    );
  });
  return {
    result: 'sent' as const,
    message: apiText.auth.emailChangeSent(email),
  };
};

export const confirmEmailChange = async ({ db, key }: { db: TDb; key: string }) => {
  const check = await checkToken(db, key, 'email-change');
  if (check.status !== 'valid' || !check.token.email) {
    return {
      result: check.status === 'expired' ? ('expired' as const) : ('invalid' as const),
      message: apiText.auth.emailChangeInvalid,
    };
  }
  const email = check.token.email;
  const owner = await findUserByEmail(db, email);
  if (owner && owner.id !== check.token.userId) {
    return { result: 'invalid' as const, message: apiText.auth.emailOwnedByOther };
  }
  await db.transaction(async (tx) => {
    await useToken(tx, check.token.id);
    await tx
      .update(users)
      .set({ email, hasWrongEmail: false, updatedOn: new Date() })
      .where(eq(users.id, check.token.userId));
  });
  return { result: 'changed' as const, message: apiText.auth.emailChanged(email) };
};
