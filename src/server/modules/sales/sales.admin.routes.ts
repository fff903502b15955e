import { desc, eq, max } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParamsSchema } from '@/common/schemas/api.ts';
import { saleKinds } from '@/common/schemas/sales.ts';
import { saleLots, sales } from '@/server/db/schema/index.ts';
import { notFound } from '@/server/lib/app-error.ts';
import { slugify } from '@/server/lib/slug.ts';
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

/** Liquidaciones in the back office (their offers: modules/offers), at /api/admin. */
export const salesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
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
};
