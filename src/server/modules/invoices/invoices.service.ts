/** Reading invoices: one by id (optionally the buyer's own) and the back office's searched list. */
import { type AnyColumn, and, asc, desc, eq, ilike, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TInvoiceKind, TInvoiceOrder } from '@/common/schemas/invoices.ts';
import type { TDb } from '@/server/db/client.ts';
import { invoices } from '@/server/db/schema/index.ts';
import { notFound } from '@/server/lib/app-error.ts';

export const getInvoice = async ({ db, id, userId }: { db: TDb; id: number; userId?: number }) => {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), userId === undefined ? undefined : eq(invoices.userId, userId)));
  if (!row) throw notFound(apiText.invoices.notFound);
  return row;
};

/** The rectificativa that cancelled an invoice, if any (at most one: rectifying twice is refused). */
// Written out in full: in a one-table select Drizzle leaves `invoices.id` unqualified, which inside the
// subquery would mean the rectificativa's own id.
const rectifiedBy = () =>
  sql<
    string | null
  >`(select r.full_number from invoices r where r.rectified_invoice_id = invoices.id limit 1)`;

const invoiceOrderColumns: Record<TInvoiceOrder['field'], AnyColumn | SQLWrapper> = {
  issueDate: invoices.issueDate,
  fullNumber: invoices.fullNumber,
  recipientName: sql`${invoices.recipient}->>'name'`,
  total: invoices.total,
};

/**
 * The admin's list: newest first unless sorted otherwise, searched by number, buyer name or NIF, filtered
 * by auction and kind (invoice or rectificativa).
 */
export const listInvoices = async ({
  db,
  page,
  limit,
  q,
  auctionId,
  kind,
  order,
}: {
  db: TDb;
  page: number;
  limit: number;
  q?: string;
  auctionId?: number;
  kind?: TInvoiceKind;
  order?: TInvoiceOrder;
}) => {
  const text = q?.trim();
  const conditions: (SQL | undefined)[] = [
    auctionId ? eq(invoices.auctionId, auctionId) : undefined,
    kind ? eq(invoices.kind, kind) : undefined,
    text
      ? or(
          ilike(invoices.fullNumber, `%${text}%`),
          sql`${invoices.recipient}->>'name' ilike ${`%${text}%`}`,
          sql`${invoices.recipient}->>'nif' ilike ${`%${text}%`}`,
        )
      : undefined,
  ];
  const where = and(...conditions);
  const sorted = order
    ? [(order.direction === 'asc' ? asc : desc)(invoiceOrderColumns[order.field]), desc(invoices.id)]
    : [desc(invoices.id)];
  const [rows, [totals]] = await Promise.all([
    db
      .select({ invoice: invoices, rectifiedBy: rectifiedBy() })
      .from(invoices)
      .where(where)
      .orderBy(...sorted)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: sql<number>`count(*)::int` }).from(invoices).where(where),
  ]);
  return {
    invoices: rows.map(({ invoice, rectifiedBy }) => ({ ...invoice, rectifiedBy })),
    total: totals?.total ?? 0,
  };
};
