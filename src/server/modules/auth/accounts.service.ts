import { eq, sql } from 'drizzle-orm';
import { RETURN_PATH_PARAM } from '@/common/return-path.ts';
import type { TCurrentUser, TRegister } from '@/common/schemas/auth.ts';
import type { TDb } from '@/server/db/client.ts';
import { users } from '@/server/db/schema/index.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { queueMail } from '@/server/mail/outbox.ts';
import { accountExistsMail, activationMail } from '@/server/mail/templates.ts';
import { recordNewsletterConsent } from '@/server/modules/privacy/consents.service.ts';
import { checkToken, issueToken, useToken } from './tokens.service.ts';

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
  isAdmin: user.isAdmin,
  hasWrongEmail: user.hasWrongEmail,
  createdOn: user.createdOn.toISOString(),
});

export const findUserByEmail = async (db: TDb, email: string) => {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return user ?? null;
};

/** The activation link; with the page the visitor signed up from, so activating brings them back to it. */
const activationUrl = (site: TSite, key: string, returnTo?: string) => {
  const url = `${site.publicUrl}/user/signup/validation/${key}`;
  return returnTo ? `${url}?${new URLSearchParams({ [RETURN_PATH_PARAM]: returnTo })}` : url;
};

/**
 * Tells the owner of an existing account that someone signed up with their address, with the way back in.
 * The caller answers exactly as for a new account: the API never says whether an address is registered.
 */
const mailExistingOwner = async (db: TDb, site: TSite, email: string) => {
  const owner = await findUserByEmail(db, email);
  if (owner)
    await queueMail(db, owner, accountExistsMail(site, owner, `${site.publicUrl}/?acceder=recuperar`));
};

/** Creates an inactive account and e-mails its activation link (DESIGN §4). */
export const signUp = async ({
  db,
  site,
  register,
  returnTo,
}: {
  db: TDb;
  site: TSite;
  register: TRegister;
  returnTo?: string;
}) => {
  const { password, passwordConfirmation: _confirmation, ...profile } = register;
  // Hashed before looking the address up, so a known address does not answer faster than a new one.
  const passwordHash = await hashPassword(password);
  if (await findUserByEmail(db, register.email)) return mailExistingOwner(db, site, register.email);
  const created = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ ...profile, email: register.email, passwordHash, isActive: false, isWebUser: true })
      .onConflictDoNothing()
      .returning();
    // Two sign-ups with one address at the same moment: the unique index lets only one through.
    if (!user) return null;
    // The newsletter box as it was ticked or left, with its words, is on record from the first moment.
    await recordNewsletterConsent(tx, { userId: user.id, isGiven: user.subscribed, source: 'signup' });
    const key = await issueToken(tx, { userId: user.id, kind: 'activation' });
    await queueMail(tx, user, activationMail(site, user, activationUrl(site, key, returnTo)));
    return user;
  });
  if (!created) await mailExistingOwner(db, site, register.email);
};

export const activateAccount = async ({ db, key }: { db: TDb; key: string }) => {
  const check = await checkToken(db, key, 'activation');
  if (check.status === 'invalid')
    return { result: 'invalid' as const, message: 'El enlace de activación no es válido.' };
  const [user] = await db.select().from(users).where(eq(users.id, check.token!.userId));
  if (user?.isActive)
    return {
      result: 'already-active' as const,
      message: 'Tu cuenta ya estaba activada. Ya puedes iniciar sesión.',
    };
  if (check.status !== 'valid') {
    return { result: 'expired' as const, message: 'El enlace de activación ha caducado. Pide uno nuevo.' };
  }
  if (user?.deactivatedOn)
    return {
      result: 'invalid' as const,
      message:
        'La casa de subastas ha desactivado esta cuenta. Si crees que es un error, contacta con nosotros.',
    };
  await db.transaction(async (tx) => {
    await useToken(tx, check.token.id);
    await tx
      .update(users)
      .set({ isActive: true, updatedOn: new Date() })
      .where(eq(users.id, check.token.userId));
  });
  return { result: 'activated' as const, message: 'Tu cuenta está activada. Ya puedes iniciar sesión.' };
};

/**
 * Sends a fresh activation link if the account exists and is inactive; the answer never says which. With
 * `returnTo` (the page the visitor signed up or asked from), the new link brings them back there too.
 */
export const resendActivation = async ({
  db,
  site,
  email,
  returnTo,
}: {
  db: TDb;
  site: TSite;
  email: string;
  returnTo?: string;
}) => {
  const user = await findUserByEmail(db, email);
  if (user && !user.isActive && user.deactivatedOn === null) {
    await db.transaction(async (tx) => {
      const key = await issueToken(tx, { userId: user.id, kind: 'activation' });
      await queueMail(tx, user, activationMail(site, user, activationUrl(site, key, returnTo)));
    });
  }
  return {
    result: 'sent' as const,
    message: 'Si hay una cuenta pendiente de activar con ese correo, te hemos enviado un enlace nuevo.',
  };
};
