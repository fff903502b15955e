import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZContactSchema } from '@/common/schemas/config-data.ts';
import { ZContactRequestSchema } from '@/common/schemas/contact.ts';
import { contactMessages } from '@/server/db/schema/index.ts';
import { queueMail } from '@/server/mail/outbox.ts';
import { contactMessageMail } from '@/server/mail/templates.ts';
import { throttle } from '../auth/throttle.service.ts';
import { readConfigValue } from '../config-data/config-data.service.ts';

const contactRule = { limit: 5, windowMs: 3_600_000, blockMs: 3_600_000 };

/** The contact form (`/contacto`): stored, then e-mailed to the office through the outbox. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const site = { siteName: app.deps.config.SITE_NAME, publicUrl: app.deps.config.PUBLIC_URL };

  app.post(
    '/contact',
    {
      schema: {
        tags: ['pages'],
        summary: 'Sends a message to the auction house (5 an hour per address)',
        body: ZContactRequestSchema,
      },
    },
    async (request, reply) => {
      await throttle(db, `contact:ip:${request.ip}`, contactRule);
      const message = request.body.message;
      const contact = await readConfigValue({
        db,
        key: 'contact',
        schema: ZContactSchema.partial(),
        fallback: {},
      });
      await db.transaction(async (tx) => {
        await tx.insert(contactMessages).values({ ...message, ip: request.ip });
        if (contact.email)
          await queueMail(tx, { hasWrongEmail: false }, contactMessageMail(site, contact.email, message));
      });
      return reply.status(201).send({
        data: { message: 'Gracias. Hemos recibido tu mensaje y te responderemos lo antes posible.' },
      });
    },
  );
};
