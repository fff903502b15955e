import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { and, eq } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TDb } from '@/server/db/client.ts';
import { passkeys, sessions } from '@/server/db/schema/index.ts';
import { AppError } from '@/server/lib/app-error.ts';

/** The relying party: the site's own address (PUBLIC_URL), which the browser checks credentials against. */
export type TRelyingParty = { name: string; id: string; origin: string };

export const relyingPartyFor = (siteName: string, publicUrl: string): TRelyingParty => {
  const url = new URL(publicUrl);
  return { name: siteName, id: url.hostname, origin: url.origin };
};

type TAuthenticatorTransport = 'ble' | 'cable' | 'hybrid' | 'internal' | 'nfc' | 'smart-card' | 'usb';

const userPasskeys = (db: TDb, userId: number) =>
  db.select().from(passkeys).where(eq(passkeys.userId, userId));

/** Keeps the challenge on the session, so the answer must come from the browser that asked for it. */
const keepChallenge = (db: TDb, sessionId: string, challenge: string) =>
  db.update(sessions).set({ webauthnChallenge: challenge }).where(eq(sessions.id, sessionId));

/** Takes the session's challenge: each is answered once. */
const takeChallenge = async (db: TDb, sessionId: string) => {
  const [session] = await db
    .select({ challenge: sessions.webauthnChallenge })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  await db.update(sessions).set({ webauthnChallenge: null }).where(eq(sessions.id, sessionId));
  if (!session?.challenge) throw new AppError('BUSINESS_RULE', apiText.auth.passkeyRequestExpired);
  return session.challenge;
};

export const passkeyRefused = () =>
  new AppError('BUSINESS_RULE', apiText.auth.passkeyRefused, {
    fields: { passkey: apiText.auth.passkeyRefused },
  });

export const passkeyRegistrationOptions = async (options: {
  db: TDb;
  rp: TRelyingParty;
  sessionId: string;
  user: { id: number; email: string; firstname: string; lastname: string };
}) => {
  const { db, rp, sessionId, user } = options;
  const existing = await userPasskeys(db, user.id);
  const creation = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: `${user.firstname} ${user.lastname}`.trim(),
    userID: new TextEncoder().encode(`lonja-user-${user.id}`),
    attestationType: 'none',
    excludeCredentials: existing.map((key) => ({ id: key.id, transports: key.transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await keepChallenge(db, sessionId, creation.challenge);
  return creation;
};

export const registerPasskey = async (options: {
  db: TDb;
  rp: TRelyingParty;
  sessionId: string;
  userId: number;
  name: string;
  response: RegistrationResponseJSON;
}) => {
  const { db, rp, sessionId, userId, name, response } = options;
  const expectedChallenge = await takeChallenge(db, sessionId);
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified || !verification.registrationInfo) throw passkeyRefused();
  const { credential } = verification.registrationInfo;
  const [created] = await db
    .insert(passkeys)
    .values({
      id: credential.id,
      userId,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name,
    })
    .onConflictDoNothing()
    .returning();
  if (!created) throw new AppError('CONFLICT', apiText.auth.passkeyTaken);
  return created;
};

export const passkeyAuthenticationOptions = async (options: {
  db: TDb;
  rp: TRelyingParty;
  sessionId: string;
  userId: number;
}) => {
  const { db, rp, sessionId, userId } = options;
  const keys = await userPasskeys(db, userId);
  if (keys.length === 0) throw new AppError('BUSINESS_RULE', apiText.auth.noPasskeys);
  const request = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: keys.map((key) => ({
      id: key.id,
      transports: key.transports as TAuthenticatorTransport[],
    })),
    userVerification: 'preferred',
  });
  await keepChallenge(db, sessionId, request.challenge);
  return request;
};

/** Checks a signed challenge with the stored public key; the signature counter must move forward. */
export const verifyPasskey = async (options: {
  db: TDb;
  rp: TRelyingParty;
  sessionId: string;
  userId: number;
  response: AuthenticationResponseJSON;
  now?: Date;
}) => {
  const { db, rp, sessionId, userId, response, now = new Date() } = options;
  const expectedChallenge = await takeChallenge(db, sessionId);
  const [key] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.id, response.id), eq(passkeys.userId, userId)));
  if (!key) throw passkeyRefused();
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: key.id,
      publicKey: new Uint8Array(Buffer.from(key.publicKey, 'base64url')),
      counter: key.counter,
      transports: key.transports as TAuthenticatorTransport[],
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) throw passkeyRefused();
  await db
    .update(passkeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: now })
    .where(eq(passkeys.id, key.id));
};

export const listPasskeys = (db: TDb, userId: number) =>
  db
    .select({
      id: passkeys.id,
      name: passkeys.name,
      createdAt: passkeys.createdAt,
      lastUsedAt: passkeys.lastUsedAt,
    })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(passkeys.createdAt);

export const removePasskey = (db: TDb, userId: number, id: string) =>
  db
    .delete(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
    .returning({ id: passkeys.id });
