import { eq, sql } from 'drizzle-orm';
import type { TDb } from '@/server/db/client.ts';
import { users } from '@/server/db/schema/index.ts';
import { AppError } from '@/server/lib/app-error.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { requestAccountMail } from './account-mail.ts';
import { deleteUserSessions } from './sessions.service.ts';
import { checkToken, useToken } from './tokens.service.ts';

const sentMessage =
  'Si hay una cuenta con ese correo, te hemos enviado un enlace para restablecer la contraseña.';

/**
 * Always the same answer, in the same time, whether or not the e-mail has an account (no account
 * enumeration): the lookup, the key and the e-mail come after the answer, in the account-mail job.
 */
export const requestPasswordRecovery = async ({ db, email }: { db: TDb; email: string }) => {
  await requestAccountMail(db, { kind: 'password-recovery', email });
  return { result: 'sent' as const, message: sentMessage };
};

const keyProblems = {
  invalid: 'El enlace para restablecer la contraseña no es válido.',
  used: 'Este enlace ya se ha usado. Si lo necesitas, pide uno nuevo.',
  expired: 'El enlace ha caducado (dura 1 hora). Pide uno nuevo.',
} as const;

export const checkRecoveryKey = async ({ db, key }: { db: TDb; key: string }) => {
  const check = await checkToken(db, key, 'password-recovery');
  if (check.status === 'valid') return { result: 'valid' as const, message: 'Elige una contraseña nueva.' };
  return {
    result: check.status === 'expired' ? ('expired' as const) : ('invalid' as const),
    message: keyProblems[check.status],
  };
};

/** Sets the new password, spends the key and ends every session of the user (docs/product.md#accounts). */
export const recoverPassword = async ({ db, key, password }: { db: TDb; key: string; password: string }) => {
  const check = await checkToken(db, key, 'password-recovery');
  if (check.status !== 'valid')
    throw new AppError('BUSINESS_RULE', keyProblems[check.status], {
      fields: { key: keyProblems[check.status] },
    });
  const [user] = await db.select().from(users).where(eq(users.id, check.token.userId));
  if (user && password.trim().toLowerCase() === user.email.toLowerCase()) {
    throw new AppError('VALIDATION', 'La contraseña no puede ser tu correo electrónico.', {
      fields: { password: 'La contraseña no puede ser tu correo electrónico.' },
    });
  }
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    if (!(await useToken(tx, check.token.id))) throw new AppError('BUSINESS_RULE', keyProblems.used);
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
    message: 'Tu contraseña ha cambiado. Ya puedes iniciar sesión con ella.',
  };
};
