import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiText } from '@/common/i18n/api/index.ts';
import { languageFromAcceptLanguage } from '@/common/language.ts';
import { ZNoContentSchema } from '@/common/schemas/api.ts';
import {
  ZAliveResponseSchema,
  ZCurrentUserResponseSchema,
  ZEmailSchema,
  ZLoginRequestSchema,
  ZLoginResponseSchema,
  ZPasswordRecoveryRequestSchema,
  ZResendActivationRequestSchema,
  ZResultResponseSchema,
  ZSignupRequestSchema,
} from '@/common/schemas/auth.ts';
import type { TZodApp } from '@/server/documents/download-route.ts';
import { activateAccount, resendActivation, signUp, toCurrentUser } from './accounts.service.ts';
import { deviceMarkOf, recordDeviceMark } from './device-marks.ts';
import { authenticate } from './login.service.ts';
import { tellNewDevice } from './new-device.service.ts';
import { checkRecoveryKey, recoverPassword, requestPasswordRecovery } from './recovery.service.ts';
import { hasPasskey, hasTotp, secondFactorAtLogin } from './second-factor.service.ts';
import { deleteSession } from './sessions.service.ts';
import { signedIn } from './signed-in.ts';
import { throttle, throttleRules } from './throttle.service.ts';

const ZKeyParamsSchema = z.object({ key: z.string().min(10).max(200) });

/** Signing in and out, and who is signed in. */
const sessionRoutes = (app: TZodApp) => {
  const { db } = app.deps.database;
  const site = { siteName: app.deps.config.SITE_NAME, publicUrl: app.deps.config.PUBLIC_URL };
  const secureCookies = app.deps.config.PUBLIC_URL.startsWith('https:');

  app.post(
    '/api/login',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Logs in; a new session id is issued (needs X-XSRF-TOKEN from /api/sanctum/csrf-cookie). With a second factor (or as staff) the answer is `secondFactor` and the session waits for it',
        body: ZLoginRequestSchema,
        response: { 200: ZLoginResponseSchema },
      },
    },
    async (request, reply) => {
      const { email, password, remember } = request.body;
      const user = await authenticate({ db, email, password, ip: request.ip });
      await recordDeviceMark(db, user.id, deviceMarkOf(request, reply, secureCookies));
      // A new session id at login: a session fixed by someone else before login is worthless.
      if (request.session) await deleteSession(db, request.session.id);
      const { required, mustEnrol } = await secondFactorAtLogin(db, user, app.staffSecondFactor);
      const session = await app.startSession(reply, {
        userId: user.id,
        remember,
        awaitingSecondFactor: required,
      });
      await tellNewDevice({ db, site, user, session, placeOf: app.placeOf });
      if (!required) return { data: { user: toCurrentUser(user) } };
      const [totp, passkey] = await Promise.all([hasTotp(db, user.id), hasPasskey(db, user.id)]);
      return { data: { secondFactor: { mustEnrol, totp, passkey } } };
    },
  );

  app.get(
    '/api/auth/user',
    {
      onRequest: [app.requireUser],
      schema: {
        tags: ['auth'],
        summary: 'The logged-in user',
        response: { 200: ZCurrentUserResponseSchema },
      },
    },
    async (request) => ({ data: { user: toCurrentUser(signedIn(request).user) } }),
  );

  app.get(
    '/api/frontend/auth/alive',
    {
      onRequest: [app.requireUser],
      schema: {
        tags: ['auth'],
        summary: 'Whether the session is still alive',
        response: { 200: ZAliveResponseSchema },
      },
    },
    async () => ({ data: { alive: true as const } }),
  );

  app.post(
    '/api/frontend/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Ends the session (never answers 401)',
        response: { 204: ZNoContentSchema },
      },
    },
    async (request, reply) => {
      if (request.session) await deleteSession(db, request.session.id);
      app.clearSessionCookies(reply);
      return reply.status(204).send();
    },
  );
};

/** Signing up and activating the account. */
const signUpRoutes = (app: TZodApp) => {
  const { db } = app.deps.database;
  const secureCookies = app.deps.config.PUBLIC_URL.startsWith('https:');

  app.post(
    '/api/frontend/auth/signup',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Creates an inactive account and e-mails the activation link',
        body: ZSignupRequestSchema,
        response: { 201: ZResultResponseSchema },
      },
    },
    async (request, reply) => {
      await throttle(db, `signup:ip:${request.ip}`, throttleRules.signupIp);
      await signUp({
        db,
        register: {
          ...request.body.register,
          language:
            request.body.register.language ?? languageFromAcceptLanguage(request.headers['accept-language']),
        },
        returnTo: request.body.returnTo,
        signupIp: request.ip,
        deviceMark: deviceMarkOf(request, reply, secureCookies),
      });
      return reply.status(201).send({
        data: {
          result: 'sent',
          message: apiText.auth.signupSent,
        },
      });
    },
  );

  app.get(
    '/api/frontend/auth/activate/:key',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Activates an account from its e-mailed key',
        params: ZKeyParamsSchema,
        response: { 200: ZResultResponseSchema },
      },
    },
    async (request) => ({ data: await activateAccount({ db, key: request.params.key }) }),
  );

  app.post(
    '/api/frontend/auth/activation/resend',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Sends the activation link again (same answer whether or not the account exists)',
        body: ZResendActivationRequestSchema,
        response: { 200: ZResultResponseSchema },
      },
    },
    async (request) => {
      const { email, returnTo } = request.body;
      await throttle(db, `activation:email:${email}`, throttleRules.activationEmail);
      return { data: await resendActivation({ db, email, returnTo }) };
    },
  );
};

/** Recovering a forgotten password. */
const passwordRecoveryRoutes = (app: TZodApp) => {
  const { db } = app.deps.database;

  app.get(
    '/api/frontend/auth/forgot-password/:email',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'E-mails a password recovery link; the same answer for any address',
        params: z.object({ email: ZEmailSchema }),
        response: { 200: ZResultResponseSchema },
      },
    },
    async (request) => {
      await throttle(db, `recovery:ip:${request.ip}`, throttleRules.recoveryIp);
      await throttle(db, `recovery:email:${request.params.email}`, throttleRules.recoveryEmail);
      return { data: await requestPasswordRecovery({ db, email: request.params.email }) };
    },
  );

  app.get(
    '/api/frontend/auth/password-recovery-key/:key',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Checks a password recovery key',
        params: ZKeyParamsSchema,
        response: { 200: ZResultResponseSchema },
      },
    },
    async (request) => ({ data: await checkRecoveryKey({ db, key: request.params.key }) }),
  );

  app.post(
    '/api/frontend/auth/password-recovery/',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Sets a new password with a recovery key; ends every session of the user',
        body: ZPasswordRecoveryRequestSchema,
        response: { 200: ZResultResponseSchema },
      },
    },
    async (request) => {
      const { key, password } = request.body.passwordRecovery;
      return { data: await recoverPassword({ db, key, password }) };
    },
  );
};

/** Sign-in, sign-up, activation and recovery (docs/product.md#api-contract, "Auth"), mounted at /api. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  sessionRoutes(app);
  signUpRoutes(app);
  passwordRecoveryRoutes(app);
};
