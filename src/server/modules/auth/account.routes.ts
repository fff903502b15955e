import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiText } from '@/common/i18n/api/index.ts';
import {
  ZChangeEmailRequestSchema,
  ZChangeLanguageRequestSchema,
  ZChangePasswordRequestSchema,
  ZCurrentUserResponseSchema,
  ZResultResponseSchema,
  ZUpdateProfileRequestSchema,
} from '@/common/schemas/auth.ts';
import { toCurrentUser } from './accounts.service.ts';
import { changeLanguage } from './language.service.ts';
import { changePassword, confirmEmailChange, requestEmailChange, updateProfile } from './profile.service.ts';
import { sessionOf, signedIn } from './signed-in.ts';

/** "My account" (`/mi-cuenta/datos/{section}`): the logged-in user's own data, at /api/frontend/auth. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const site = { siteName: app.deps.config.SITE_NAME, publicUrl: app.deps.config.PUBLIC_URL };
  app.addHook('onRequest', app.requireUser);

  app.put(
    '/api/frontend/auth/user',
    {
      schema: {
        tags: ['account'],
        summary: 'Updates personal, invoicing and contact data (same rules as sign-up)',
        body: ZUpdateProfileRequestSchema,
        response: { 200: ZCurrentUserResponseSchema },
      },
    },
    async (request) => ({
      data: {
        user: toCurrentUser(
          await updateProfile({ db, userId: signedIn(request).user.id, profile: request.body.user }),
        ),
      },
    }),
  );

  app.put(
    '/api/frontend/auth/user/language',
    {
      schema: {
        tags: ['account'],
        summary: 'Changes the language the user reads e-mails, documents and (staff) the back office in',
        body: ZChangeLanguageRequestSchema,
        response: { 200: ZCurrentUserResponseSchema },
      },
    },
    async (request) => ({
      data: {
        user: toCurrentUser(
          await changeLanguage({ db, userId: signedIn(request).user.id, language: request.body.language }),
        ),
      },
    }),
  );

  app.put(
    '/api/frontend/auth/user/password',
    {
      schema: {
        tags: ['account'],
        summary: 'Changes the password (needs the current one); ends the other sessions',
        body: ZChangePasswordRequestSchema,
        response: { 200: ZResultResponseSchema },
      },
    },
    async (request) => {
      const { currentPassword, password } = request.body;
      await changePassword({
        db,
        user: signedIn(request).user,
        sessionId: sessionOf(request).id,
        currentPassword,
        password,
      });
      return { data: { result: 'changed' as const, message: apiText.auth.passwordChanged } };
    },
  );

  app.put(
    '/api/frontend/auth/user/email',
    {
      schema: {
        tags: ['account'],
        summary: 'Starts an e-mail change: a confirmation link goes to the new address',
        body: ZChangeEmailRequestSchema,
        response: { 200: ZResultResponseSchema },
      },
    },
    async (request) => ({
      data: await requestEmailChange({
        db,
        site,
        user: signedIn(request).user,
        email: request.body.email,
        currentPassword: request.body.currentPassword,
      }),
    }),
  );

  app.get(
    '/api/frontend/auth/user/email/confirm/:key',
    {
      schema: {
        tags: ['account'],
        summary: 'Confirms a new e-mail address from its link',
        params: z.object({ key: z.string().min(10).max(200) }),
        response: { 200: ZResultResponseSchema },
      },
    },
    async (request) => ({ data: await confirmEmailChange({ db, key: request.params.key }) }),
  );
};
