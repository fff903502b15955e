import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { TDb } from '@/server/db/client.ts';
import { userTokens } from '@/server/db/schema/index.ts';
import { hashToken } from './sessions.service.ts';

type TKind = (typeof userTokens.$inferSelect)['kind'];

export const tokenLifetimeMs: Record<TKind, number> = {
  activation: 7 * 24 * 3_600_000,
  'password-recovery': 3_600_000,
  'email-change': 24 * 3_600_000,
};

/** A new single-use key for the e-mail link; earlier unused keys of the same kind stop working. */
export const issueToken = async (
  db: Pick<TDb, 'insert' | 'update'>,
  options: { userId: number; kind: TKind; email?: string; now?: Date },
): Promise<string> => {
  const { userId, kind, email, now = new Date() } = options;
  const key = randomBytes(24).toString('base64url');
  await db
    .update(userTokens)
    .set({ usedOn: now })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.kind, kind), isNull(userTokens.usedOn)));
  await db.insert(userTokens).values({
    id: hashToken(key),
    userId,
    kind,
    email: email ?? null,
    createdOn: now,
    expiresAt: new Date(now.getTime() + tokenLifetimeMs[kind]),
  });
  return key;
};

export type TTokenCheck =
  | { status: 'valid'; token: typeof userTokens.$inferSelect }
  | { status: 'invalid' | 'expired' | 'used'; token?: typeof userTokens.$inferSelect };

export const checkToken = async (
  db: TDb,
  key: string,
  kind: TKind,
  now = new Date(),
): Promise<TTokenCheck> => {
  const [token] = await db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.id, hashToken(key)), eq(userTokens.kind, kind)));
  if (!token) return { status: 'invalid' };
  if (token.usedOn) return { status: 'used', token };
  if (token.expiresAt <= now) return { status: 'expired', token };
  return { status: 'valid', token };
};

/** Marks the key used; false when another request used it first (single use under concurrency). */
export const useToken = async (
  db: Pick<TDb, 'update'>,
  tokenId: string,
  now = new Date(),
): Promise<boolean> => {
  const used = await db
    .update(userTokens)
    .set({ usedOn: now })
    .where(and(eq(userTokens.id, tokenId), isNull(userTokens.usedOn)))
    .returning({ id: userTokens.id });
  return used.length === 1;
};
