import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TDb, TTx } from '@/server/db/client.ts';
import { deviceMarks } from '@/server/db/schema/index.ts';

/**
 * A browser's mark (docs/fair-play.md): a random id in the `lonja_device` cookie, set at sign-up and login,
 * so the back office can see two accounts used from one browser. Only its SHA-256 is stored; it says
 * nothing about the person, and it is erased with the account.
 */
export const DEVICE_COOKIE = 'lonja_device';
const twoYears = 2 * 365 * 86_400;

/** The request's browser mark (hashed), giving the browser one first if it has none. */
export const deviceMarkOf = (request: FastifyRequest, reply: FastifyReply, secure: boolean) => {
  let id = request.cookies[DEVICE_COOKIE];
  if (!id || !/^[A-Za-z0-9_-]{22}$/.test(id)) {
    id = randomBytes(16).toString('base64url');
    reply.setCookie(DEVICE_COOKIE, id, {
      path: '/',
      sameSite: 'lax',
      secure,
      httpOnly: true,
      maxAge: twoYears,
    });
  }
  return createHash('sha256').update(id).digest('hex');
};

/** Notes that the account was used from the browser with this mark. */
export const recordDeviceMark = (db: TDb | TTx, userId: number, mark: string) =>
  db
    .insert(deviceMarks)
    .values({ userId, mark })
    .onConflictDoUpdate({
      target: [deviceMarks.userId, deviceMarks.mark],
      set: { lastSeenAt: sql`now()` },
    });
