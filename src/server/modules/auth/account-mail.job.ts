import { eq } from 'drizzle-orm';
import { RETURN_PATH_PARAM } from '@/common/return-path.ts';
import type { TDb } from '@/server/db/client.ts';
import { users } from '@/server/db/schema/index.ts';
import { queueMail } from '@/server/mail/outbox.ts';
import { accountExistsMail, activationMail, passwordRecoveryMail } from '@/server/mail/templates.ts';
import type { TAccountMailRequest } from './account-mail.ts';
import { findUserByEmail, type TSite } from './accounts.service.ts';
import { issueToken } from './tokens.service.ts';

/** The activation link; with the page the visitor signed up from, so activating brings them back to it. */
const activationUrl = (site: TSite, key: string, returnTo?: string) => {
  const url = `${site.publicUrl}/user/signup/validation/${key}`;
  return returnTo ? `${url}?${new URLSearchParams({ [RETURN_PATH_PARAM]: returnTo })}` : url;
};

type TUserRow = typeof users.$inferSelect;

/** A fresh activation key (earlier ones stop working) and its e-mail, written together. */
const mailActivation = (db: TDb, site: TSite, user: TUserRow, returnTo?: string) =>
  db.transaction(async (tx) => {
    const key = await issueToken(tx, { userId: user.id, kind: 'activation' });
    await queueMail(tx, user, activationMail(site, user, activationUrl(site, key, returnTo)));
  });

const mailPasswordRecovery = (db: TDb, site: TSite, user: TUserRow) =>
  db.transaction(async (tx) => {
    const key = await issueToken(tx, { userId: user.id, kind: 'password-recovery' });
    await queueMail(
      tx,
      user,
      passwordRecoveryMail(site, user, `${site.publicUrl}/user/password-restablishment/${key}`),
    );
  });

/** Someone signed up with an address that has an account: its owner is told, with the way back in. */
const mailExistingOwner = async (db: TDb, site: TSite, email: string) => {
  const owner = await findUserByEmail(db, email);
  if (owner)
    await queueMail(db, owner, accountExistsMail(site, owner, `${site.publicUrl}/?acceder=recuperar`));
};

const isWaitingForActivation = (user: TUserRow | null): user is TUserRow =>
  !!user && !user.isActive && user.deactivatedOn === null;

/** Runs an account mail request (from `account-mail.ts`) once the visitor has had the answer. */
export const sendAccountMail = async ({
  db,
  site,
  request,
}: {
  db: TDb;
  site: TSite;
  request: TAccountMailRequest;
}) => {
  if (request.kind === 'password-recovery') {
    const user = await findUserByEmail(db, request.email);
    if (user && !user.isBanned) await mailPasswordRecovery(db, site, user);
    return;
  }
  if (request.kind === 'activation-resend') {
    const user = await findUserByEmail(db, request.email);
    if (isWaitingForActivation(user)) await mailActivation(db, site, user, request.returnTo);
    return;
  }
  if (request.userId === null) return mailExistingOwner(db, site, request.email);
  const [created = null] = await db.select().from(users).where(eq(users.id, request.userId));
  if (isWaitingForActivation(created)) await mailActivation(db, site, created, request.returnTo);
};
