import { desc, eq, max } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TAdminSaleRow, TSaleInput, TSaleLotInput } from '@/common/schemas/sales.ts';
import type { TDb } from '@/server/db/client.ts';
import { saleLots, sales } from '@/server/db/schema/index.ts';
import { notFound } from '@/server/lib/app-error.ts';
import { slugify } from '@/server/lib/slug.ts';
import { recordAudit } from '../audit/audit.service.ts';

/** Every liquidación for the back office, drafts included, newest first. */
export const listAdminSales = async ({ db }: { db: TDb }): Promise<TAdminSaleRow[]> =>
  (await db.select().from(sales).orderBy(desc(sales.createdOn))).map((sale) => ({
    id: sale.id,
    kind: sale.kind,
    title: sale.title,
    published: sale.published,
    createdOn: sale.createdOn.toISOString(),
  }));

export const createSale = async ({ db, input, actorId }: { db: TDb; input: TSaleInput; actorId: number }) => {
  // The time in the slug keeps two liquidaciones with one title apart.
  const [sale] = await db
    .insert(sales)
    .values({ ...input, slug: `${slugify(input.title)}-${Date.now().toString(36)}`, startDate: new Date() })
    .returning();
  await recordAudit(db, { actorId, entity: 'sale', entityId: sale!.id, action: 'create', changes: input });
  return { id: sale!.id, title: sale!.title, published: sale!.published };
};

export const updateSale = async ({
  db,
  id,
  input,
  actorId,
}: {
  db: TDb;
  id: number;
  input: TSaleInput;
  actorId: number;
}) => {
  const [sale] = await db.update(sales).set(input).where(eq(sales.id, id)).returning();
  if (!sale) throw notFound(apiText.sales.notFound);
  await recordAudit(db, { actorId, entity: 'sale', entityId: sale.id, action: 'update', changes: input });
  return { id: sale.id, title: sale.title, published: sale.published };
};

/** Appends a lot after the liquidación's last one. */
export const addSaleLot = async ({
  db,
  saleId,
  input,
}: {
  db: TDb;
  saleId: number;
  input: TSaleLotInput;
}) => {
  const [sale] = await db.select().from(sales).where(eq(sales.id, saleId));
  if (!sale) throw notFound(apiText.sales.notFound);
  const [last] = await db
    .select({ order: max(saleLots.order) })
    .from(saleLots)
    .where(eq(saleLots.saleId, sale.id));
  const [lot] = await db
    .insert(saleLots)
    .values({ ...input, saleId: sale.id, slug: slugify(input.title), order: (last?.order ?? 0) + 1 })
    .returning();
  return { id: lot!.id, title: lot!.title, price: lot!.price, order: lot!.order };
};
