import { randomBytes } from 'node:crypto';
import { arrayContains } from 'drizzle-orm';
import type { TDb } from '@/server/db/client.ts';
import { totpFactors, users } from '@/server/db/schema/index.ts';
import { hashPassword } from '@/server/lib/password.ts';

/**
 * Creates the first administrator when there is none. Without a configured password a strong one is
 * generated and logged once, so whoever starts the app can sign in.
 */
const findAdmin = async (db: TDb) =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(arrayContains(users.roles, ['administracion']))
      .limit(1)
  )[0];

export const ensureAdmin = async (options: {
  db: TDb;
  email: string;
  password?: string;
  /** ADMIN_TOTP_SECRET: enrolled as the administrator's authenticator app unless it has one already. */
  totpSecret?: string;
  log: (message: string) => void;
}): Promise<number> => {
  const id = await createAdmin(options);
  if (options.totpSecret) {
    const [enrolled] = await options.db
      .insert(totpFactors)
      .values({ userId: id, secret: options.totpSecret, confirmedAt: new Date() })
      .onConflictDoNothing()
      .returning({ userId: totpFactors.userId });
    if (enrolled) options.log('Administrator TOTP enrolled from ADMIN_TOTP_SECRET');
  }
  return id;
};

const createAdmin = async ({
  db,
  email,
  password,
  log,
}: {
  db: TDb;
  email: string;
  password?: string;
  log: (message: string) => void;
}): Promise<number> => {
  const existing = await findAdmin(db);
  if (existing) return existing.id;
  const chosen = password ?? randomBytes(12).toString('base64url');
  const [admin] = await db
    .insert(users)
    .values({
      firstname: 'Administración',
      lastname: 'Lonja',
      email: email.toLowerCase(),
      passwordHash: await hashPassword(chosen),
      roles: ['administracion'],
      isActive: true,
      acceptedTerms: true,
      isWebUser: false,
      countryId: 73,
      provinceId: 46,
    })
    // Several instances starting at once on a new database all find no administrator: one creates it.
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!admin) {
    const created = await findAdmin(db);
    if (created) return created.id;
    throw new Error(`ADMIN_EMAIL ${email} belongs to a user who is not an administrator: choose another.`);
  }
  log(
    password
      ? `Administrator created: ${email}`
      : `Administrator created: ${email} with password ${chosen} (shown only this once)`,
  );
  return admin.id;
};
