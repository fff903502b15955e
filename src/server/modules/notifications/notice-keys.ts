import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import webpush from 'web-push';
import type { TNotificationKind } from '@/common/notifications.ts';
import type { TDb } from '@/server/db/client.ts';
import { serverKey } from '@/server/db/server-keys.ts';

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

const loadLinkSecret = (db: TDb) => serverKey(db, 'bid-receipt-links', () => randomBytes(32).toString('hex'));

const linkToken = (secret: string, bidId: number) =>
  createHmac('sha256', secret).update(`receipt:${bidId}`).digest('base64url').slice(0, 32);

/**
 * The link in a bid's confirmation e-mail: it opens the bid's receipt without logging in. Signed, so a link
 * names one bid and no other; what it shows (amount, "Pujador N", time) names nobody.
 */
export const receiptLinkPath = async (db: TDb, bidId: number) =>
  `/api/frontend/bids/${bidId}/receipt?t=${linkToken(await loadLinkSecret(db), bidId)}`;

export const isReceiptLinkValid = async (db: TDb, bidId: number, token: string) => {
  const expected = Buffer.from(linkToken(await loadLinkSecret(db), bidId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
};
