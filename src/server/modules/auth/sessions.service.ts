import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, isNotNull, lt, ne, or } from 'drizzle-orm';
import { isStaff } from '@/common/staff-roles.ts';
import type { TDb } from '@/server/db/client.ts';
import { knownDevices, sessions, users } from '@/server/db/schema/index.ts';

/** docs/product.md#sessions: 30 minutes idle (sliding), 12 hours absolute; "remember me" keeps a session 30 days. */
export const sessionPolicy = {
  idleMs: 30 * 60_000,
  absoluteMs: 12 * 3_600_000,
  rememberMs: 30 * 24 * 3_600_000,
  /** Anonymous sessions only carry the CSRF token until login. */
  anonymousMs: 2 * 3_600_000,
  /** Write `lastSeenAt` at most this often, so reads do not turn into writes on every request. */
  touchEveryMs: 60_000,
  /** A device not signed in from for this long is new again: its next sign-in is e-mailed. */
  knownDeviceMs: 180 * 24 * 3_600_000,
} as const;

/** Staff sessions end after STAFF_IDLE_MINUTES idle (docs/configuration.md); the default is 30. */
export const defaultStaffIdleMs = 30 * 60_000;

export type TSession = typeof sessions.$inferSelect;
export type TSessionUser = typeof users.$inferSelect;

const randomToken = () => randomBytes(32).toString('base64url');
/** Only the token's hash is stored: a leaked sessions table does not hand out live sessions. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export const createSession = async (options: {
  db: TDb;
  userId?: number;
  remember?: boolean;
  /** Password checked, second factor still to come. */
  awaitingSecondFactor?: boolean;
  /** As `describeDevice` and `maskNetwork` (device.ts) put them. */
  device?: string;
  network?: string | null;
  now?: Date;
}): Promise<{ token: string; session: TSession }> => {
  const {
    db,
    userId,
    remember = false,
    awaitingSecondFactor = false,
    device = null,
    network = null,
    now = new Date(),
  } = options;
  const token = randomToken();
  const lifetime = userId
    ? remember
      ? sessionPolicy.rememberMs
      : sessionPolicy.absoluteMs
    : sessionPolicy.anonymousMs;
  const [session] = await db
    .insert(sessions)
    .values({
      id: hashToken(token),
      userId: userId ?? null,
      csrfToken: randomToken(),
      remember,
      awaitingSecondFactor,
      device,
      network,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + lifetime),
    })
    .returning();
  return { token, session: session! };
};

/**
 * How long a signed-in session may sit idle, or null when it may sit until it expires (remembered). Staff
 * get the shorter of their limit and everyone's, "remember me" or not: a forgotten back-office tab can move
 * money (docs/operations.md, "Sessions").
 */
export const idleLimitMs = (session: TSession, user: TSessionUser | null, staffIdleMs: number) => {
  if (!user) return null;
  if (isStaff(user.roles))
    return session.remember ? staffIdleMs : Math.min(staffIdleMs, sessionPolicy.idleMs);
  return session.remember ? null : sessionPolicy.idleMs;
};

/**
 * Expired, idle too long, or its user deactivated: the session ends on its next request. A banned user's
 * session lives on so that every request of theirs is told the account is blocked (`requireUser`, the bid
 * statement), rather than a puzzling "session expired" (docs/architecture.md, "The back office").
 */
export const isSessionOver = (
  found: { session: TSession; user: TSessionUser | null },
  now: Date,
  staffIdleMs = defaultStaffIdleMs,
) => {
  const { session, user } = found;
  const idleLimit = idleLimitMs(session, user, staffIdleMs);
  const idleTooLong = idleLimit !== null && now.getTime() - session.lastSeenAt.getTime() > idleLimit;
  const isShutOut = user !== null && !user.isActive && user.deactivatedOn !== null;
  return session.expiresAt <= now || idleTooLong || isShutOut;
};

/** Whether the session's `lastSeenAt` is old enough to be written again. */
export const isTouchDue = (session: TSession, now: Date) =>
  now.getTime() - session.lastSeenAt.getTime() > sessionPolicy.touchEveryMs;

/** The live session for a cookie token with its user, or null when unknown, expired or idle too long. */
export const findSession = async (options: {
  db: TDb;
  token: string;
  now?: Date;
  staffIdleMs?: number;
}): Promise<{ session: TSession; user: TSessionUser | null } | null> => {
  const { db, token, now = new Date(), staffIdleMs } = options;
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, hashToken(token)));
  if (!row) return null;
  const { session, user } = row;
  if (isSessionOver(row, now, staffIdleMs)) {
    await db.delete(sessions).where(eq(sessions.id, session.id));
    return null;
  }
  if (isTouchDue(session, now)) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
    return { session: { ...session, lastSeenAt: now }, user };
  }
  return { session, user };
};

export const deleteSession = (db: TDb, sessionId: string) =>
  db.delete(sessions).where(eq(sessions.id, sessionId));

/** Ends every session of a user except, optionally, the one in use (after a password change). */
export const deleteUserSessions = (db: TDb, userId: number, exceptSessionId?: string) =>
  db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined));

/** Removes sessions past their absolute end or, unless remembered, idle past the policy (the retention job). */
export const deleteExpiredSessions = (db: TDb, now = new Date()) =>
  db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        and(
          eq(sessions.remember, false),
          isNotNull(sessions.userId),
          lt(sessions.lastSeenAt, new Date(now.getTime() - sessionPolicy.idleMs)),
        ),
      ),
    )
    .returning({ id: sessions.id });

/** A handle for a session that the browser may see: not its stored hash, from which nothing is derived. */
export const publicSessionId = (session: TSession) => hashToken(session.id).slice(0, 22);

/** A user's live sessions, oldest first, for Mi cuenta › Sesiones. */
export const listUserSessions = async (options: {
  db: TDb;
  user: TSessionUser;
  now?: Date;
  staffIdleMs?: number;
}) => {
  const { db, user, now = new Date(), staffIdleMs } = options;
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, user.id), eq(sessions.awaitingSecondFactor, false)))
    .orderBy(asc(sessions.createdAt));
  return rows.filter((session) => !isSessionOver({ session, user }, now, staffIdleMs));
};

/** Ends one of the user's own sessions by its public id; false when the user has none with that id. */
export const endUserSession = async (db: TDb, userId: number, publicId: string) => {
  const owned = await db.select().from(sessions).where(eq(sessions.userId, userId));
  const session = owned.find((candidate) => publicSessionId(candidate) === publicId);
  if (!session) return false;
  await db.delete(sessions).where(and(eq(sessions.id, session.id), eq(sessions.userId, userId)));
  return true;
};

/**
 * Notes that the user has signed in from this device; true when it is new to them (not seen in
 * `knownDeviceMs`, after which the purge forgets it), which is when they are e-mailed. A user's first
 * device of all is only noted: there is nothing to tell them about their first sign-in.
 */
export const rememberDevice = async (db: TDb, userId: number, device: string, now = new Date()) => {
  const known = await db
    .select({ device: knownDevices.device })
    .from(knownDevices)
    .where(eq(knownDevices.userId, userId));
  await db
    .insert(knownDevices)
    .values({ userId, device, firstSeenAt: now, lastSeenAt: now })
    .onConflictDoUpdate({ target: [knownDevices.userId, knownDevices.device], set: { lastSeenAt: now } });
  return known.length > 0 && !known.some((row) => row.device === device);
};

/** Devices not signed in from for `knownDeviceMs` are forgotten (retention.ts). */
export const forgetOldDevices = (db: TDb, now = new Date()) =>
  db
    .delete(knownDevices)
    .where(lt(knownDevices.lastSeenAt, new Date(now.getTime() - sessionPolicy.knownDeviceMs)))
    .returning({ userId: knownDevices.userId });
