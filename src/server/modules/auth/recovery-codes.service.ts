import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { TDb } from '@/server/db/client.ts';
import { recoveryCodes } from '@/server/db/schema/index.ts';

const codesPerUser = 10;
// Crockford-like alphabet without look-alikes (0/O, 1/I/L): codes are typed from a sheet of paper.
const alphabet = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';

/** 10 characters of a 30-letter alphabet (about 49 bits) each: SHA-256 is enough, no slow hash needed. */
const newCode = () => {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};

export const normaliseRecoveryCode = (code: string) => {
  const plain = code.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return `${plain.slice(0, 5)}-${plain.slice(5)}`;
};

const hashCode = (code: string) =>
  createHash('sha256').update(normaliseRecoveryCode(code)).digest('base64url');

export const looksLikeRecoveryCode = (code: string) => code.replace(/[^A-Za-z0-9]/g, '').length === 10;

/** Replaces every code of the user with a new set, returned once in clear and never stored so. */
export const issueRecoveryCodes = async (db: TDb, userId: number): Promise<string[]> => {
  const codes = Array.from({ length: codesPerUser }, newCode);
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashCode(code) })));
  });
  return codes;
};

/** Spends a code: true once, false for an unknown or already spent code. */
export const spendRecoveryCode = async (db: TDb, userId: number, code: string, now = new Date()) => {
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashCode(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length === 1;
};

export const countRecoveryCodesLeft = async (db: TDb, userId: number) =>
  db.$count(recoveryCodes, and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));

/** With no factor left the codes have nothing to stand in for: they go with the last one. */
export const dropRecoveryCodes = (db: TDb, userId: number) =>
  db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
