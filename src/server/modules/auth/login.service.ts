import { apiText } from '@/common/i18n/api/index.ts';
import type { TDb } from '@/server/db/client.ts';
import { AppError } from '@/server/lib/app-error.ts';
import { hashPassword, verifyPassword } from '@/server/lib/password.ts';
import { findUserByEmail } from './accounts.service.ts';
import { clearThrottle, returnAttempt, takeAttempt, throttleRules } from './throttle.service.ts';

// Checked when the e-mail is unknown, so that answer takes as long as a wrong password; made when the
// module loads, so that not even the first unknown address pays for making it.
const decoyHash = hashPassword('decoy-password-for-unknown-accounts');

const wrongCredentials = () =>
  new AppError('BUSINESS_RULE', apiText.auth.wrongCredentials, {
    fields: { password: apiText.auth.wrongCredentials },
  });

/**
 * Checks credentials with throttling per account and per IP (docs/product.md#accounts). The same answer for an unknown
 * e-mail and a wrong password, so the form cannot be used to find out who has an account.
 */
export const authenticate = async ({
  db,
  email,
  password,
  ip,
}: {
  db: TDb;
  email: string;
  password: string;
  ip: string;
}) => {
  const accountKey = `login:account:${email.toLowerCase()}`;
  const ipKey = `login:ip:${ip}`;
  // Counted before the password is checked: 150 parallel guesses get 5 checks, not 120.
  await takeAttempt(db, ipKey, throttleRules.loginIp);
  await takeAttempt(db, accountKey, throttleRules.loginAccount);

  const user = await findUserByEmail(db, email);
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash), password).then(
    (ok) => ok && !!user?.passwordHash,
  );
  if (!user || !valid) throw wrongCredentials();
  await clearThrottle(db, accountKey);
  await returnAttempt(db, ipKey);

  if (user.isBanned) {
    throw new AppError('ACCOUNT_BANNED', apiText.auth.bannedAtLogin);
  }
  if (!user.isActive && user.deactivatedOn) {
    throw new AppError('ACCOUNT_INACTIVE', apiText.auth.deactivatedAtLogin);
  }
  if (!user.isActive) {
    throw new AppError('ACCOUNT_INACTIVE', apiText.auth.notActivated);
  }
  return user;
};
