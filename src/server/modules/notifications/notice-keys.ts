import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { TNotificationKind } from '@/common/notifications.ts';
import type { TDb } from '@/server/db/client.ts';
import { serverKeys } from '@/server/db/schema/index.ts';

/** Keys already read, per database: once stored a key never changes, so each process reads it once. */
const known = new WeakMap<TDb, Map<string, Promise<unknown>>>();

/**
 * A key the server makes for itself the first time it needs one and keeps in the database, so every
 * instance and every restart uses the same (a browser's push subscription is bound to the VAPID key).
 * Read once per process; made only when the database has none (two instances racing keep the first).
 */
const serverKey = <T>(db: TDb, name: string, create: () => T): Promise<T> => {
  const keys = known.get(db) ?? new Map<string, Promise<unknown>>();
  known.set(db, keys);
  const read = async () => {
    const stored = () => db.select().from(serverKeys).where(eq(serverKeys.name, name));
    let [row] = await stored();
    if (!row) {
      await db.insert(serverKeys).values({ name, value: create() }).onConflictDoNothing();
      [row] = await stored();
    }
    return row!.value as T;
  };
  const pending = keys.get(name) ?? read();
  keys.set(name, pending);
  // A failed read (database down) is not kept: the next call tries again.
  pending.catch(() => keys.delete(name));
  return pending as Promise<T>;
};

export type TVapidKeys = { publicKey: string; privateKey: string; subject: string };

/** VAPID keys from the environment when set (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY), else made once and kept. */
export const loadVapidKeys = async (options: {
  db: TDb;
  publicKey?: string;
  privateKey?: string;
  subject: string;
}): Promise<TVapidKeys> => {
  const { db, publicKey, privateKey, subject } = options;
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  const made = await serverKey(db, 'vapid', () => webpush.generateVAPIDKeys());
  return { ...made, subject };
};

const loadUnsubscribeSecret = (db: TDb) =>
  serverKey(db, 'unsubscribe', () => randomBytes(32).toString('hex'));

const sign = (secret: string, userId: number, kind: TNotificationKind) =>
  createHmac('sha256', secret).update(`${userId}:${kind}`).digest('base64url').slice(0, 32);

/**
 * The query of a link that turns one kind of e-mail off for one user without logging in (RFC 8058 one-click
 * and the link in the message): signed, so nobody can unsubscribe someone else.
 */
export const unsubscribeQuery = async ({
  db,
  userId,
  kind,
}: {
  db: TDb;
  userId: number;
  kind: TNotificationKind;
}) =>
  new URLSearchParams({ u: String(userId), k: kind, t: sign(await loadUnsubscribeSecret(db), userId, kind) });

export const isUnsubscribeTokenValid = async (options: {
  db: TDb;
  userId: number;
  kind: TNotificationKind;
  token: string;
}) => {
  const expected = Buffer.from(sign(await loadUnsubscribeSecret(options.db), options.userId, options.kind));
  const given = Buffer.from(options.token);
  return given.length === expected.length && timingSafeEqual(given, expected);
};
