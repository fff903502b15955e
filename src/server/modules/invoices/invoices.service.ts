/** Reading invoices: one by id (optionally the buyer's own) and the back office's searched list. */
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '@/server/db/client.ts';
import { invoices } from '@/server/db/schema/index.ts';
import { notFound } from '@/server/lib/app-error.ts';

export const getInvoice = async ({ db, id, userId }: { db: TDb; id: number; userId?: number }) => {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), userId === undefined ? undefined : eq(invoices.userId, userId)));
  if (!row) throw notFound('La factura no existe.');
  return row;
};

/** The admin's list: newest first, searched by number, buyer name or NIF, filtered by auction. */
export const listInvoices = async ({
  db,
  page,
  limit,
  q,
  auctionId,
}: {
  db: TDb;
  page: number;
  limit: number;
  q?: string;
  auctionId?: number;
}) => {
  const text = q?.trim();
  const conditions: (SQL | undefined)[] = [
    auctionId ? eq(invoices.auctionId, auctionId) : undefined,
    text
      ? or(
          ilike(invoices.fullNumber, `%${text}%`),
          sql`${invoices.recipient}->>'name' ilike ${`%${text}%`}`,
          sql`${invoices.recipient}->>'nif' ilike ${`%${text}%`}`,
        )
      : undefined,
  ];
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: sql<number>`count(*)::int` }).from(invoices).where(where),
  ]);
  return { invoices: rows, total: totals?.total ?? 0 };
};
