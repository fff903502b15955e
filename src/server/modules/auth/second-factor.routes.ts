import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiText } from '@/common/i18n/api/index.ts';
import { ZNoContentSchema } from '@/common/schemas/api.ts';
import {
  ZCurrentUserResponseSchema,
  ZFactorAddedResponseSchema,
  ZPasskeyAssertionRequestSchema,
  ZPasskeyRegistrationRequestSchema,
  ZRecoveryCodesResponseSchema,
  ZSecondFactorCodeRequestSchema,
  ZSecondFactorStatusResponseSchema,
  ZTotpEnrolmentResponseSchema,
  ZWebAuthnOptionsResponseSchema,
} from '@/common/schemas/auth.ts';
import { isStaff } from '@/common/staff-roles.ts';
import type { TZodApp } from '@/server/documents/download-route.ts';
import { AppError } from '@/server/lib/app-error.ts';
import { toCurrentUser } from './accounts.service.ts';
import { readAssertion, readAttestation } from './passkey-answers.ts';
import {
  listPasskeys,
  passkeyAuthenticationOptions,
  passkeyRefused,
  passkeyRegistrationOptions,
  registerPasskey,
  relyingPartyFor,
  removePasskey,
  verifyPasskey,
} from './passkeys.service.ts';
import { countRecoveryCodesLeft, dropRecoveryCodes, issueRecoveryCodes } from './recovery-codes.service.ts';
import {
  checkCode,
  hasSecondFactor,
  isStepUpFresh,
  markSecondFactor,
  proveSecondFactor,
  secondFactorStatus,
} from './second-factor.service.ts';
import type { TSessionUser } from './sessions.service.ts';
import { sessionOf, signedIn } from './signed-in.ts';
import { removeTotp, spendTotpCode, startTotpEnrolment } from './totp.service.ts';

const stepUpFirst = () => new AppError('STEP_UP_REQUIRED', apiText.auth.stepUpRequired);

/** Signed in, or half signed in and proving the second factor. */
const proving = (request: FastifyRequest): TSessionUser => {
  const user = request.user ?? request.pendingUser;
  if (!user || !request.session) throw new AppError('UNAUTHENTICATED', apiText.auth.signInRequired);
  return user;
};

/** The checks and the last step the second factor's routes share. */
const secondFactorSteps = (app: TZodApp) => {
  const { db } = app.deps.database;
  return {
    /**
     * Who may add a factor: a half-signed-in account only while it has none (staff sent to enrol first);
     * a signed-in one that has a factor only with a fresh proof of it, so a stolen session cannot add its own.
     */
    enrolling: async (request: FastifyRequest): Promise<TSessionUser> => {
      const user = proving(request);
      const enrolled = await hasSecondFactor(db, user.id);
      if (request.pendingUser && enrolled)
        throw new AppError('SECOND_FACTOR_REQUIRED', apiText.auth.secondFactorFirst);
      if (request.user && enrolled && !isStepUpFresh(sessionOf(request))) throw stepUpFirst();
      return user;
    },

    /** Removing a factor or renewing codes: a fresh proof, and staff keep at least one factor. */
    managing: (request: FastifyRequest): TSessionUser => {
      if (!request.user || !request.session)
        throw new AppError('UNAUTHENTICATED', apiText.auth.signInRequired);
      if (!isStepUpFresh(request.session)) throw stepUpFirst();
      return request.user;
    },

    keepsOne: async (user: TSessionUser, removing: 'totp' | 'passkey') => {
      if (!app.staffSecondFactor || !isStaff(user.roles)) return;
      const status = await secondFactorStatus(db, user, true);
      const totpLeft = removing === 'totp' ? 0 : Number(status.totp);
      const left = totpLeft + status.passkeys.length - (removing === 'passkey' ? 1 : 0);
      if (left < 1) throw new AppError('BUSINESS_RULE', apiText.auth.staffKeepOneFactor);
    },

    /** The factor is proved: the session is complete and fresh; the first factor brings recovery codes. */
    proved: async (request: FastifyRequest, user: TSessionUser, firstFactor = false) => {
      await markSecondFactor(db, sessionOf(request).id);
      const recoveryCodes =
        firstFactor && (await countRecoveryCodesLeft(db, user.id)) === 0
          ? await issueRecoveryCodes(db, user.id)
          : undefined;
      return { data: { user: toCurrentUser(user), recoveryCodes } };
    },
  };
};

/** The factors a user has, and proving one with a code. */
const proofRoutes = (app: TZodApp) => {
  const { db } = app.deps.database;

  app.get(
    '/api/frontend/auth/second-factor',
    {
      onRequest: [app.requireUser],
      schema: {
        tags: ['auth'],
        summary: 'The factors of the signed-in user',
        response: { 200: ZSecondFactorStatusResponseSchema },
      },
    },
    async (request) => {
      const status = await secondFactorStatus(db, signedIn(request).user, app.staffSecondFactor);
      return {
        data: {
          secondFactor: {
            ...status,
            passkeys: status.passkeys.map((key) => ({
              ...key,
              createdAt: key.createdAt.toISOString(),
              lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
            })),
          },
        },
      };
    },
  );

  app.post(
    '/api/frontend/auth/second-factor/code',
    {
      schema: {
        tags: ['auth'],
        summary: 'Proves the second factor with an authenticator code or a recovery code (login or step-up)',
        body: ZSecondFactorCodeRequestSchema,
        response: { 200: ZCurrentUserResponseSchema },
      },
    },
    async (request) => {
      const user = proving(request);
      await proveSecondFactor(db, user.id, () => checkCode(db, user.id, request.body.code));
      await markSecondFactor(db, sessionOf(request).id);
      return { data: { user: toCurrentUser(user) } };
    },
  );
};

/** Proving the second factor with a passkey. */
const passkeyProofRoutes = (app: TZodApp) => {
  const { db } = app.deps.database;
  const { config } = app.deps;
  const rp = relyingPartyFor(config.SITE_NAME, config.PUBLIC_URL);

  app.post(
    '/api/frontend/auth/second-factor/passkey/options',
    {
      schema: {
        tags: ['auth'],
        summary: 'A WebAuthn challenge for the passkeys of the account (login or step-up)',
        response: { 200: ZWebAuthnOptionsResponseSchema },
      },
    },
    async (request) => {
      const user = proving(request);
      const options = await passkeyAuthenticationOptions({
        db,
        rp,
        sessionId: sessionOf(request).id,
        userId: user.id,
      });
      return { data: { options: { ...options } } };
    },
  );

  app.post(
    '/api/frontend/auth/second-factor/passkey',
    {
      schema: {
        tags: ['auth'],
        summary: 'Proves the second factor with a passkey’s signed answer to the challenge',
        body: ZPasskeyAssertionRequestSchema,
        response: { 200: ZCurrentUserResponseSchema },
      },
    },
    async (request) => {
      const user = proving(request);
      const sessionId = sessionOf(request).id;
      const response = readAssertion(request.body.credential);
      await proveSecondFactor(
        db,
        user.id,
        () =>
          verifyPasskey({ db, rp, sessionId, userId: user.id, response }).then(
            () => true,
            () => false,
          ),
        passkeyRefused,
      );
      await markSecondFactor(db, sessionId);
      return { data: { user: toCurrentUser(user) } };
    },
  );
};

/** The authenticator app: enrolled, confirmed, removed. */
const totpRoutes = (app: TZodApp) => {
  const { db } = app.deps.database;
  const { config } = app.deps;
  const { enrolling, managing, keepsOne, proved } = secondFactorSteps(app);

  app.post(
    '/api/frontend/auth/second-factor/totp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Starts enrolling an authenticator app: a new secret, confirmed by its first code',
        response: { 200: ZTotpEnrolmentResponseSchema },
      },
    },
    async (request) => {
      const user = await enrolling(request);
      return {
        data: await startTotpEnrolment({ db, userId: user.id, email: user.email, issuer: config.SITE_NAME }),
      };
    },
  );

  app.post(
    '/api/frontend/auth/second-factor/totp/confirm',
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirms the authenticator app with a code from it; the first factor brings recovery codes',
        body: ZSecondFactorCodeRequestSchema,
        response: { 200: ZFactorAddedResponseSchema },
      },
    },
    async (request) => {
      const user = await enrolling(request);
      await proveSecondFactor(db, user.id, () =>
        spendTotpCode({ db, userId: user.id, code: request.body.code, confirming: true }),
      );
      return proved(request, user, true);
    },
  );

  app.delete(
    '/api/frontend/auth/second-factor/totp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Removes the authenticator app (step-up)',
        response: { 204: ZNoContentSchema },
      },
    },
    async (request, reply) => {
      const user = managing(request);
      await keepsOne(user, 'totp');
      await removeTotp(db, user.id);
      if (!(await hasSecondFactor(db, user.id))) await dropRecoveryCodes(db, user.id);
      return reply.status(204).send();
    },
  );
};

/** Passkeys: registered and removed. */
const passkeyRoutes = (app: TZodApp) => {
  const { db } = app.deps.database;
  const { config } = app.deps;
  const rp = relyingPartyFor(config.SITE_NAME, config.PUBLIC_URL);
  const { enrolling, managing, keepsOne, proved } = secondFactorSteps(app);

  app.post(
    '/api/frontend/auth/second-factor/passkeys/options',
    {
      schema: {
        tags: ['auth'],
        summary: 'WebAuthn options to register a new passkey',
        response: { 200: ZWebAuthnOptionsResponseSchema },
      },
    },
    async (request) => {
      const user = await enrolling(request);
      const options = await passkeyRegistrationOptions({ db, rp, sessionId: sessionOf(request).id, user });
      return { data: { options: { ...options } } };
    },
  );

  app.post(
    '/api/frontend/auth/second-factor/passkeys',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Registers a passkey from the authenticator’s answer; the first factor brings recovery codes',
        body: ZPasskeyRegistrationRequestSchema,
        response: { 201: ZFactorAddedResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await enrolling(request);
      await registerPasskey({
        db,
        rp,
        sessionId: sessionOf(request).id,
        userId: user.id,
        name: request.body.name,
        response: readAttestation(request.body.credential),
      });
      return reply.status(201).send(await proved(request, user, true));
    },
  );

  app.delete(
    '/api/frontend/auth/second-factor/passkeys/:id',
    {
      schema: {
        tags: ['auth'],
        summary: 'Removes a passkey (step-up)',
        params: z.object({ id: z.string().min(1).max(1024) }),
        response: { 204: ZNoContentSchema },
      },
    },
    async (request, reply) => {
      const user = managing(request);
      const keys = await listPasskeys(db, user.id);
      if (!keys.some((key) => key.id === request.params.id))
        throw new AppError('NOT_FOUND', apiText.auth.noSuchPasskey);
      await keepsOne(user, 'passkey');
      await removePasskey(db, user.id, request.params.id);
      if (!(await hasSecondFactor(db, user.id))) await dropRecoveryCodes(db, user.id);
      return reply.status(204).send();
    },
  );
};

/** A new set of recovery codes. */
const recoveryCodeRoutes = (app: TZodApp) => {
  const { db } = app.deps.database;
  const { managing } = secondFactorSteps(app);

  app.post(
    '/api/frontend/auth/second-factor/recovery-codes',
    {
      schema: {
        tags: ['auth'],
        summary: 'Replaces the recovery codes with new ones, shown once (step-up)',
        response: { 200: ZRecoveryCodesResponseSchema },
      },
    },
    async (request) => {
      const user = managing(request);
      if (!(await hasSecondFactor(db, user.id)))
        throw new AppError('BUSINESS_RULE', apiText.auth.addSecondFactorFirst);
      return { data: { recoveryCodes: await issueRecoveryCodes(db, user.id) } };
    },
  );
};

/**
 * The second factor (docs/operations.md), at /api/frontend/auth/second-factor: proving it at login or for
 * step-up, and enrolling or removing passkeys, the authenticator app and recovery codes.
 */
export const secondFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the body is validated: a visitor is told to sign in, not that the body is wrong.
  app.addHook('onRequest', async (request) => {
    proving(request);
  });
  proofRoutes(app);
  passkeyProofRoutes(app);
  totpRoutes(app);
  passkeyRoutes(app);
  recoveryCodeRoutes(app);
};
