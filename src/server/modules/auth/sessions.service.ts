import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { TDb } from '@/server/db/client.ts';
import { sessions, users } from '@/server/db/schema/index.ts';

/** DESIGN §4: 30 minutes idle (sliding), 12 hours absolute; "remember me" keeps a session 30 days. */
export const sessionPolicy = {
  idleMs: 30 * 60_000,
  absoluteMs: 12 * 3_600_000,
  rememberMs: 30 * 24 * 3_600_000,
  /** Anonymous sessions only carry the CSRF token until login. */
  anonymousMs: 2 * 3_600_000,
  /** Write `lastSeenAt` at most this often, so reads do not turn into writes on every request. */
  touchEveryMs: 60_000,
} as const;

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
  now?: Date;
}): Promise<{ token: string; session: TSession }> => {
  const { db, userId, remember = false, awaitingSecondFactor = false, now = new Date() } = options;
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
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + lifetime),
    })
    .returning();
  return { token, session: session! };
};

/**
 * Expired, idle too long, or its user deactivated: the session ends on its next request. A banned user's
 * session lives on so that every request of theirs is told the account is blocked (`requireUser`, the bid
 * statement), rather than a puzzling "session expired" (docs/architecture.md, "The back office").
 */
export const isSessionOver = (found: { session: TSession; user: TSessionUser | null }, now: Date) => {
  const { session, user } = found;
  const idleTooLong =
    !session.remember &&
    session.userId !== null &&
    now.getTime() - session.lastSeenAt.getTime() > sessionPolicy.idleMs;
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
}): Promise<{ session: TSession; user: TSessionUser | null } | null> => {
  const { db, token, now = new Date() } = options;
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, hashToken(token)));
  if (!row) return null;
  const { session, user } = row;
  if (isSessionOver(row, now)) {
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

export const deleteExpiredSessions = (db: TDb, now = new Date()) =>
  db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        and(
          eq(sessions.remember, false),
          lt(sessions.lastSeenAt, new Date(now.getTime() - sessionPolicy.idleMs)),
          sql`${sessions.userId} is not null`,
        ),
      ),
    );
