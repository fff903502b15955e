import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiText } from '@/common/i18n/api/index.ts';
import { ZContactRequestSchema, ZContactResponseSchema } from '@/common/schemas/contact.ts';
import { throttle } from '../auth/throttle.service.ts';
import { sendContactMessage } from './contact.service.ts';

const contactRule = { limit: 5, windowMs: 3_600_000, blockMs: 3_600_000 };

/** The contact form (`/contacto`): stored, then e-mailed to the office through the outbox. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const site = { siteName: app.deps.config.SITE_NAME, publicUrl: app.deps.config.PUBLIC_URL };

  app.post(
    '/api/frontend/contact',
    {
      schema: {
        tags: ['pages'],
        summary: 'Sends a message to the auction house (5 an hour per address)',
        body: ZContactRequestSchema,
        response: { 201: ZContactResponseSchema },
      },
    },
    async (request, reply) => {
      await throttle(db, `contact:ip:${request.ip}`, contactRule);
      await sendContactMessage({ db, site, message: request.body.message, ip: request.ip });
      return reply.status(201).send({
        data: { message: apiText.contact.received },
      });
    },
  );
};
