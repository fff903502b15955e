import { and, desc, eq, max } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatCents } from '@/common/format.ts';
import { ZIdParamsSchema } from '@/common/schemas/api.ts';
import { saleKinds } from '@/common/schemas/sales.ts';
import { offers, saleLots, sales, users } from '@/server/db/schema/index.ts';
import { AppError, notFound } from '@/server/lib/app-error.ts';
import { queueMail } from '@/server/mail/outbox.ts';
import { offerDecisionMail } from '@/server/mail/templates.ts';
import { slugify } from '../admin-auctions/admin-auctions.service.ts';
import { recordAudit } from '../audit/audit.service.ts';

const ZSaleInputSchema = z.object({
  kind: z.enum(saleKinds, { error: 'Elige el tipo de liquidación.' }),
  title: z
    .string({ error: 'Escribe el título.' })
    .trim()
    .min(3, 'El título debe tener al menos 3 caracteres.')
    .max(200),
  description: z.string().max(20_000).default(''),
  address: z
    .string()
    .trim()
    .max(300)
    .nullish()
    .transform((value) => value || null),
  published: z.boolean().default(false),
});
const ZSaleLotInputSchema = z.object({
  title: z
    .string({ error: 'Escribe el título del lote.' })
    .trim()
    .min(2, 'El título debe tener al menos 2 caracteres.')
    .max(200),
  description: z.string().max(20_000).default(''),
  price: z.number({ error: 'Indica el precio.' }).int('El precio va en céntimos.').min(0),
});

/** Liquidaciones and their offers in the back office, at /api/admin. */
export const salesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const site = { siteName: app.deps.config.SITE_NAME, publicUrl: app.deps.config.PUBLIC_URL };
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/sales',
    { schema: { tags: ['admin'], summary: 'Every liquidación, drafts included' } },
    async () => ({
      data: {
        sales: (await db.select().from(sales).orderBy(desc(sales.createdOn))).map((sale) => ({
          id: sale.id,
          kind: sale.kind,
          title: sale.title,
          published: sale.published,
          createdOn: sale.createdOn.toISOString(),
        })),
      },
    }),
  );

  app.post(
    '/sales',
    {
      schema: {
        tags: ['admin'],
        summary: 'Creates a liquidación',
        body: z.object({ sale: ZSaleInputSchema }),
      },
    },
    async (request, reply) => {
      const input = request.body.sale;
      const [sale] = await db
        .insert(sales)
        .values({
          ...input,
          slug: `${slugify(input.title)}-${Date.now().toString(36)}`,
          startDate: new Date(),
        })
        .returning();
      await recordAudit(db, {
        actorId: request.user!.id,
        entity: 'sale',
        entityId: sale!.id,
        action: 'create',
        changes: input,
      });
      return reply
        .status(201)
        .send({ data: { sale: { id: sale!.id, title: sale!.title, published: sale!.published } } });
    },
  );

  app.put(
    '/sales/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Edits a liquidación',
        params: ZIdParamsSchema,
        body: z.object({ sale: ZSaleInputSchema }),
      },
    },
    async (request) => {
      const [sale] = await db
        .update(sales)
        .set(request.body.sale)
        .where(eq(sales.id, request.params.id))
        .returning();
      if (!sale) throw notFound('La liquidación no existe.');
      await recordAudit(db, {
        actorId: request.user!.id,
        entity: 'sale',
        entityId: sale.id,
        action: 'update',
        changes: request.body.sale,
      });
      return { data: { sale: { id: sale.id, title: sale.title, published: sale.published } } };
    },
  );

  app.post(
    '/sales/:id/lots',
    {
      schema: {
        tags: ['admin'],
        summary: 'Adds a lot to a liquidación',
        params: ZIdParamsSchema,
        body: z.object({ lot: ZSaleLotInputSchema }),
      },
    },
    async (request, reply) => {
      const [sale] = await db.select().from(sales).where(eq(sales.id, request.params.id));
      if (!sale) throw notFound('La liquidación no existe.');
      const [last] = await db
        .select({ order: max(saleLots.order) })
        .from(saleLots)
        .where(eq(saleLots.saleId, sale.id));
      const [lot] = await db
        .insert(saleLots)
        .values({
          ...request.body.lot,
          saleId: sale.id,
          slug: slugify(request.body.lot.title),
          order: (last?.order ?? 0) + 1,
        })
        .returning();
      return reply
        .status(201)
        .send({ data: { lot: { id: lot!.id, title: lot!.title, price: lot!.price, order: lot!.order } } });
    },
  );

  app.get(
    '/offers',
    {
      schema: {
        tags: ['admin'],
        summary: 'Offers on liquidación lots, newest first',
        querystring: z.object({ status: z.enum(['pending', 'accepted', 'rejected']).optional() }),
      },
    },
    async (request) => {
      const rows = await db
        .select({ offer: offers, lot: saleLots, user: users })
        .from(offers)
        .innerJoin(saleLots, eq(saleLots.id, offers.saleLotId))
        .innerJoin(users, eq(users.id, offers.userId))
        .where(request.query.status ? eq(offers.status, request.query.status) : undefined)
        .orderBy(desc(offers.createdOn))
        .limit(500);
      return {
        data: {
          offers: rows.map(({ offer, lot, user }) => ({
            id: offer.id,
            amount: offer.amount,
            message: offer.message,
            status: offer.status,
            createdOn: offer.createdOn.toISOString(),
            lot: { id: lot.id, saleId: lot.saleId, title: lot.title, price: lot.price, sold: lot.sold },
            user: { id: user.id, fullName: `${user.firstname} ${user.lastname}`, email: user.email },
          })),
        },
      };
    },
  );

  for (const [action, accepted] of [
    ['accept', true],
    ['reject', false],
  ] as const) {
    app.put(
      `/offers/:id/${action}`,
      {
        schema: {
          tags: ['admin'],
          summary: `${accepted ? 'Accepts (the lot is sold)' : 'Rejects'} an offer and e-mails the buyer`,
          params: ZIdParamsSchema,
        },
      },
      async (request) => {
        const result = await db.transaction(async (tx) => {
          const [row] = await tx
            .select({ offer: offers, lot: saleLots, user: users })
            .from(offers)
            .innerJoin(saleLots, eq(saleLots.id, offers.saleLotId))
            .innerJoin(users, eq(users.id, offers.userId))
            .where(eq(offers.id, request.params.id))
            .for('update', { of: offers });
          if (!row) throw notFound('La oferta no existe.');
          if (row.offer.status !== 'pending')
            throw new AppError('BUSINESS_RULE', 'Esta oferta ya se decidió.');
          if (accepted && row.lot.sold) throw new AppError('BUSINESS_RULE', 'El lote ya está vendido.');
          await tx
            .update(offers)
            .set({ status: accepted ? 'accepted' : 'rejected', decidedOn: new Date() })
            .where(eq(offers.id, row.offer.id));
          if (accepted)
            await tx
              .update(saleLots)
              .set({ sold: true })
              .where(and(eq(saleLots.id, row.lot.id)));
          const url = `${site.publicUrl}/liquidaciones/${row.lot.saleId}/${row.lot.id}`;
          await queueMail(
            tx,
            row.user,
            offerDecisionMail(
              site,
              row.user,
              { lotTitle: row.lot.title, amount: formatCents(row.offer.amount), url },
              accepted,
            ),
          );
          await recordAudit(tx, {
            actorId: request.user!.id,
            entity: 'offer',
            entityId: row.offer.id,
            action,
          });
          return { id: row.offer.id, status: accepted ? 'accepted' : 'rejected' };
        });
        return { data: { offer: result } };
      },
    );
  }
};
