import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import { ZProfileSchema } from '@/common/schemas/auth.ts';
import type {
  TAdminUser,
  TAdminUserFilter,
  TAdminUserOrder,
  TAdminUserUpdate,
} from '@/common/schemas/users.ts';
import { staffRoles, type TStaffRole } from '@/common/staff-roles.ts';
import type { TDb } from '@/server/db/client.ts';
import { bids, lotBidders, offers, sessions, settlements, users } from '@/server/db/schema/index.ts';
import { AppError, notFound } from '@/server/lib/app-error.ts';
import { diff, listAudit, recordAudit } from '../audit/audit.service.ts';
import { findUserByEmail, toCurrentUser } from '../auth/accounts.service.ts';

type TUserRow = typeof users.$inferSelect;

export const toAdminUser = (user: TUserRow): TAdminUser => ({
  ...toCurrentUser(user),
  observations: user.observations,
  isActive: user.isActive,
  isBanned: user.isBanned,
  isBiddingBlocked: user.isBiddingBlocked,
  biddingBlockedReason: user.biddingBlockedReason,
  isImported: user.isImported,
  isWebUser: user.isWebUser,
  acceptedTerms: user.acceptedTerms,
});

const orderColumns = { createdOn: users.createdOn, lastname: users.lastname, email: users.email } as const;

export const listUsers = async (options: {
  db: TDb;
  page: number;
  limit: number;
  filter?: TAdminUserFilter;
  order?: TAdminUserOrder;
}) => {
  const { db, page, limit, filter = {}, order } = options;
  const search = filter.search ? `%${filter.search.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const flags: (SQL | undefined)[] = (
    ['isActive', 'isBanned', 'hasWrongEmail', 'isCompany', 'isAdmin'] as const
  ).map((flag) => (filter[flag] === undefined ? undefined : eq(users[flag], filter[flag]!)));
  const where = and(
    search
      ? or(
          ilike(users.email, search),
          ilike(users.firstname, search),
          ilike(users.lastname, search),
          ilike(users.companyName, search),
          ilike(users.vatId, search),
          ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, search),
        )
      : undefined,
    ...flags,
  );
  const column = orderColumns[order?.field ?? 'createdOn'];
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(order?.direction === 'asc' ? asc(column) : desc(column), desc(users.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { users: rows.map(toAdminUser), total: totals?.total ?? 0 };
};

export const findUser = async (db: TDb, id: number) => {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw notFound(apiText.users.notFound);
  return user;
};

export const getUser = async ({ db, id }: { db: TDb; id: number }) => {
  const user = await findUser(db, id);
  return { user: toAdminUser(user), audit: await listAudit({ db, entity: 'user', entityId: id }) };
};

/** The user as the admin leaves them must still be a valid profile; each problem named by its field. */
const mustBeValidProfile = (merged: Awaited<ReturnType<typeof findUser>>) => {
  const profile = ZProfileSchema.safeParse({
    ...merged,
    phone1: merged.phone1 ?? '',
    vatId: merged.vatId ?? '',
    address: merged.address ?? '',
    city: merged.city ?? '',
    postalCode: merged.postalCode ?? '',
    countryId: merged.countryId ?? 0,
  });
  if (!profile.success) {
    const fields: Record<string, string> = {};
    for (const issue of profile.error.issues) fields[`user.${issue.path.join('.')}`] ??= issue.message;
    throw new AppError('VALIDATION', apiText.users.invalidUser, { fields });
  }
};

/** A changed e-mail must belong to no other account. */
const mustBeFreeEmail = async (db: TDb, id: number, email: string) => {
  const owner = await findUserByEmail(db, email);
  if (owner && owner.id !== id)
    throw new AppError('CONFLICT', apiText.users.emailTaken, {
      fields: { 'user.email': apiText.users.emailTaken },
    });
};

/** Admin edit: the merged record must still pass the sign-up rules; every change is audited. */
export const updateUser = async ({
  db,
  id,
  changes,
  actorId,
}: {
  db: TDb;
  id: number;
  changes: TAdminUserUpdate;
  actorId: number;
}) => {
  const before = await findUser(db, id);
  mustBeValidProfile({ ...before, ...changes });
  if (changes.email && changes.email !== before.email) await mustBeFreeEmail(db, id, changes.email);
  if (id === actorId && changes.isBanned === true) {
    throw new AppError('BUSINESS_RULE', 'No puedes bloquearte a ti mismo.');
  }
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({
        ...changes,
        // An admin's deactivation is remembered as such, so the user cannot undo it alone.
        ...(changes.isActive === false && before.isActive ? { deactivatedOn: new Date() } : {}),
        ...(changes.isActive === true ? { deactivatedOn: null } : {}),
        // When it was banned: accounts sharing its browser or sign-up address are reviewed (docs/fair-play.md).
        ...(changes.isBanned === true && !before.isBanned ? { bannedOn: new Date() } : {}),
        // An admin deciding on the bidding block makes it theirs: no longer lifted by paying.
        ...(changes.isBiddingBlocked !== undefined ? { biddingBlockedReason: null } : {}),
        updatedOn: new Date(),
      })
      .where(eq(users.id, id))
      .returning();
    // Deactivation takes effect at once: the user's open sessions end. A ban takes effect at once too, but
    // keeps the sessions, so that each of the user's requests answers that the account is blocked.
    if (user && !user.isActive) await tx.delete(sessions).where(eq(sessions.userId, id));
    const changed = diff(before, changes);
    if (Object.keys(changed).length)
      await recordAudit(tx, { actorId, entity: 'user', entityId: id, action: 'update', changes: changed });
    return toAdminUser(user!);
  });
};

/**
 * Sets a person's staff roles (administración only, by the route's permission); audited. Nobody removes
 * their own administración, so the house is never left without someone who can give roles back.
 */
export const setUserRoles = async ({
  db,
  id,
  roles,
  actorId,
}: {
  db: TDb;
  id: number;
  roles: TStaffRole[];
  actorId: number;
}) => {
  const before = await findUser(db, id);
  if (id === actorId && before.roles.includes('administracion') && !roles.includes('administracion'))
    throw new AppError('BUSINESS_RULE', apiText.users.cannotDropOwnAdmin, {
      fields: { roles: apiText.users.cannotDropOwnAdmin },
    });
  // Stored in the order of src/common/staff-roles.ts, so the same set always reads the same.
  const ordered = staffRoles.filter((role) => roles.includes(role));
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ roles: ordered, updatedOn: new Date() })
      .where(eq(users.id, id))
      .returning();
    const changed = diff({ roles: before.roles }, { roles: ordered });
    if (Object.keys(changed).length)
      await recordAudit(tx, { actorId, entity: 'user', entityId: id, action: 'roles', changes: changed });
    return toAdminUser(user!);
  });
};

/** Users with bids are never deleted (docs/product.md#accounts): the answer says why and what to do instead. */
export const deleteUser = async ({ db, id, actorId }: { db: TDb; id: number; actorId: number }) => {
  const user = await findUser(db, id);
  const [withBids] = await db.select({ total: count() }).from(bids).where(eq(bids.userId, id));
  if ((withBids?.total ?? 0) > 0) {
    throw new AppError(
      'CONFLICT',
      apiText.users.hasBids(`${user.firstname} ${user.lastname}`, withBids!.total),
    );
  }
  if (id === actorId) throw new AppError('BUSINESS_RULE', apiText.users.cannotDeleteSelf);
  // What they bought is part of the books (settlements, invoices): such a user is kept, like a bidder.
  const [bought] = await db.select({ total: count() }).from(settlements).where(eq(settlements.userId, id));
  if ((bought?.total ?? 0) > 0) {
    throw new AppError('CONFLICT', apiText.users.hasAwards(`${user.firstname} ${user.lastname}`));
  }
  await db.transaction(async (tx) => {
    // Without bids or purchases, what else points at the user goes with them (docs/product.md#accounts).
    await tx.delete(offers).where(eq(offers.userId, id));
    await tx.delete(lotBidders).where(eq(lotBidders.userId, id));
    await tx.delete(users).where(eq(users.id, id));
    await recordAudit(tx, {
      actorId,
      entity: 'user',
      entityId: id,
      action: 'delete',
      changes: { email: user.email },
    });
  });
};
