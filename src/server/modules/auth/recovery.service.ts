import { eq, sql } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TDb } from '@/server/db/client.ts';
import { users } from '@/server/db/schema/index.ts';
import { AppError } from '@/server/lib/app-error.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { requestAccountMail } from './account-mail.ts';
import { deleteUserSessions } from './sessions.service.ts';
import { checkToken, useToken } from './tokens.service.ts';

/**
 * Always the same answer, in the same time, whether or not the e-mail has an account (no account
 * enumeration): the lookup, the key and the e-mail come after the answer, in the account-mail job.
 */
export const requestPasswordRecovery = async ({ db, email }: { db: TDb; email: string }) => {
  await requestAccountMail(db, { kind: 'password-recovery', email });
  return { result: 'sent' as const, message: apiText.auth.recoverySent };
};

const keyProblem = (status: 'invalid' | 'used' | 'expired') =>
  ({
    invalid: apiText.auth.recoveryKeyInvalid,
    used: apiText.auth.recoveryKeyUsed,
    expired: apiText.auth.recoveryKeyExpired,
  })[status];

export const checkRecoveryKey = async ({ db, key }: { db: TDb; key: string }) => {
  const check = await checkToken(db, key, 'password-recovery');
  if (check.status === 'valid') return { result: 'valid' as const, message: apiText.auth.chooseNewPassword };
  return {
    result: check.status === 'expired' ? ('expired' as const) : ('invalid' as const),
    message: keyProblem(check.status),
  };
};

/** Sets the new password, spends the key and ends every session of the user (docs/product.md#accounts). */
export const recoverPassword = async ({ db, key, password }: { db: TDb; key: string; password: string }) => {
  const check = await checkToken(db, key, 'password-recovery');
  if (check.status !== 'valid')
    throw new AppError('BUSINESS_RULE', keyProblem(check.status), {
      fields: { key: keyProblem(check.status) },
    });
  const [user] = await db.select().from(users).where(eq(users.id, check.token.userId));
  if (user && password.trim().toLowerCase() === user.email.toLowerCase()) {
    throw new AppError('VALIDATION', apiText.auth.passwordIsEmail, {
      fields: { password: apiText.auth.passwordIsEmail },
    });
  }
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    if (!(await useToken(tx, check.token.id))) throw new AppError('BUSINESS_RULE', keyProblem('used'));
    // Opening the link proves the address works, so a never-activated account becomes active too; one an
    // admin deactivated stays so (only an admin undoes that).
    await tx
      .update(users)
      .set({
        passwordHash,
        isActive: sql`${users.deactivatedOn} is null or ${users.isActive}`,
        updatedOn: new Date(),
      })
      .where(eq(users.id, check.token.userId));
  });
  await deleteUserSessions(db, check.token.userId);
  return {
    result: 'changed' as const,
    message: apiText.auth.passwordRecovered,
  };
};
