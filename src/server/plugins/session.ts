import { timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiText } from '@/common/i18n/api/index.ts';
import { ZNoContentSchema } from '@/common/schemas/api.ts';
import { AppError } from '@/server/lib/app-error.ts';
import { describeDevice, maskNetwork } from '@/server/modules/auth/device.ts';
import { isStepUpFresh } from '@/server/modules/auth/second-factor.service.ts';
import { createSessionCache } from '@/server/modules/auth/session-cache.ts';
import {
  createSession,
  findSession,
  type TSession,
  type TSessionUser,
} from '@/server/modules/auth/sessions.service.ts';
import { isStaffUrl } from '@/server/plugins/permissions.ts';

export const SESSION_COOKIE = 'lonja_session';
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Under /api/frontend/auth but open to visitors (sign-up, activation, recovery). */
    public?: boolean;
    /**
     * Posted by a payment gateway's server, not by a browser: no session and no XSRF token, authenticated
     * instead by the gateway's signature, which the route checks before doing anything.
     */
    isSignedByGateway?: boolean;
    /**
     * The session may come from this instance's memory rather than the database (session-cache.ts): only
     * for a route that checks again, in its own statement, what it relies on.
     */
    cachedSession?: boolean;
  }
  interface FastifyRequest {
    session: TSession | null;
    /** The signed-in user; null while the session still awaits its second factor. */
    user: TSessionUser | null;
    /** The user whose password was checked but whose second factor is still to come. */
    pendingUser: TSessionUser | null;
  }
  interface FastifyInstance {
    /** Starts a session (anonymous, or a user's at login) and sets both cookies. */
    startSession: (
      reply: FastifyReply,
      options?: { userId?: number; remember?: boolean; awaitingSecondFactor?: boolean },
    ) => Promise<TSession>;
    clearSessionCookies: (reply: FastifyReply) => void;
    requireUser: (request: FastifyRequest) => Promise<void>;
    /**
     * Before a sensitive action (bank account, refunds, roles, rectification, exports): a second factor
     * proved within the last 5 minutes, else 403 STEP_UP_REQUIRED for the web to ask for it and retry.
     */
    requireStepUp: (request: FastifyRequest) => Promise<void>;
    /** Whether staff must use a second factor (STAFF_SECOND_FACTOR). */
    staffSecondFactor: boolean;
    /** How long a staff session may sit idle (STAFF_IDLE_MINUTES). */
    staffIdleMs: number;
  }
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The header as the browser sent it (URL-encoded, as the cookie is); a malformed escape is no token. */
const decodeToken = (sent: string): string | null => {
  try {
    return decodeURIComponent(sent);
  } catch {
    return null;
  }
};

const sameToken = (a: string | null, b: string) => {
  if (a === null) return false;
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** The guards routes run as pre-handlers: a signed-in user, and a fresh second factor. */
const decorateGuards = (app: FastifyInstance, staffSecondFactor: boolean) => {
  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!request.user) throw new AppError('UNAUTHENTICATED', apiText.auth.signInRequired);
    if (request.user.isBanned) throw new AppError('ACCOUNT_BANNED', apiText.auth.banned);
  });

  app.decorate('requireStepUp', async (request: FastifyRequest) => {
    await app.requireUser(request);
    if (!staffSecondFactor) return;
    if (!request.session || !isStepUpFresh(request.session))
      throw new AppError('STEP_UP_REQUIRED', apiText.auth.stepUpRequired);
  });
};

/** An unsafe method must echo the session's XSRF token; a gateway's server signs its posts instead. */
const checkCsrf = (request: FastifyRequest) => {
  if (safeMethods.has(request.method) || request.routeOptions.config?.isSignedByGateway) return;
  const header = request.headers[CSRF_HEADER];
  const sent = Array.isArray(header) ? header[0] : header;
  const expected = request.session?.csrfToken;
  if (!sent || !expected || !sameToken(decodeToken(sent), expected)) {
    throw new AppError('CSRF', apiText.api.csrfExpired);
  }
};

/**
 * Reads the session the request carries and, on an unsafe method, checks that it echoes its XSRF token.
 */
const readSession =
  (findFor: (request: FastifyRequest, token: string) => ReturnType<typeof findSession>) =>
  async (request: FastifyRequest) => {
    // The route Fastify matched decides, not the raw URL: `/%61pi/login` is `/api/login` to the router.
    if (!request.routeOptions.url?.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    const found = token ? await findFor(request, token) : null;
    request.session = found?.session ?? null;
    // Half signed in: no route but the second factor's own sees a user.
    const awaiting = found?.session.awaitingSecondFactor === true;
    request.user = awaiting ? null : (found?.user ?? null);
    request.pendingUser = awaiting ? (found?.user ?? null) : null;

    checkCsrf(request);
  };

/**
 * Sanctum-compatible sessions (docs/product.md#sessions): `GET /api/sanctum/csrf-cookie` sets an HttpOnly session cookie
 * and a readable `XSRF-TOKEN` cookie; every non-GET request must echo that token in `X-XSRF-TOKEN`, and it
 * must be the token of the session the request carries.
 */
export const sessionPlugin = fp(
  async (
    app: FastifyInstance,
    options: { secureCookies: boolean; staffSecondFactor: boolean; staffIdleMs: number },
  ) => {
    const { db } = app.deps.database;
    const { staffIdleMs } = options;
    await app.register(cookie);
    const sessionCache = createSessionCache({
      db,
      changes: app.changes,
      fence: app.deps.database.fence,
      staffIdleMs,
    });
    /**
     * Where the session comes from: memory for the routes that ask for it; memory after the change feed has
     * caught up for the back office's reads (lists a clerk pages through, p99 < 100 ms at scale: issue 34,
     * item 8); the database for everything else, writes included.
     */
    const findFor = (request: FastifyRequest, token: string) => {
      if (request.routeOptions.config?.cachedSession === true) return sessionCache.find(token);
      if (safeMethods.has(request.method) && isStaffUrl(request.routeOptions.url))
        return sessionCache.findFenced(token);
      return findSession({ db, token, staffIdleMs });
    };

    const cookieOptions = { path: '/', sameSite: 'lax' as const, secure: options.secureCookies };

    app.decorateRequest('session', null);
    app.decorateRequest('user', null);
    app.decorateRequest('pendingUser', null);
    app.decorate('staffSecondFactor', options.staffSecondFactor);
    app.decorate('staffIdleMs', staffIdleMs);

    app.decorate(
      'startSession',
      async (
        reply: FastifyReply,
        start: { userId?: number; remember?: boolean; awaitingSecondFactor?: boolean } = {},
      ) => {
        const { request } = reply;
        const { token, session } = await createSession({
          db,
          ...start,
          device: describeDevice(request.headers['user-agent']),
          network: maskNetwork(request.ip),
        });
        const maxAge = Math.floor((session.expiresAt.getTime() - Date.now()) / 1000);
        // Without "remember me" the cookie dies with the browser; the server still enforces the limits.
        const lifetime = start.remember || !start.userId ? { maxAge } : {};
        reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, httpOnly: true, ...lifetime });
        reply.setCookie(CSRF_COOKIE, session.csrfToken, { ...cookieOptions, httpOnly: false, ...lifetime });
        return session;
      },
    );

    app.decorate('clearSessionCookies', (reply: FastifyReply) => {
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
      reply.clearCookie(CSRF_COOKIE, cookieOptions);
    });

    decorateGuards(app, options.staffSecondFactor);

    app.addHook('onRequest', readSession(findFor));

    app.get(
      '/api/sanctum/csrf-cookie',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sets the session and XSRF-TOKEN cookies',
          response: { 204: ZNoContentSchema },
        },
      },
      async (request, reply) => {
        if (!request.session) await app.startSession(reply);
        else reply.setCookie(CSRF_COOKIE, request.session.csrfToken, { ...cookieOptions, httpOnly: false });
        return reply.status(204).send();
      },
    );
  },
  { name: 'session', dependencies: ['errors'] },
);
