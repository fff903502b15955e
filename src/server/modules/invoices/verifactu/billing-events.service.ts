/**
 * The event log a no-VERI*FACTU system keeps (Orden HAC/1177/2024, art. 9): start and stop, mode changes,
 * chain checks and the anomalies they find, exports. One chain for the installation, each event's
 * fingerprint covering the previous one's, written under an advisory lock so two events never share a parent.
 */
import { createHash } from 'node:crypto';
import { asc, count, desc, sql } from 'drizzle-orm';
import type { TBillingEventType } from '@/common/schemas/invoices.ts';
import type { TDb, TTx } from '@/server/db/client.ts';
import { billingEvents } from '@/server/db/schema/index.ts';
import { madridTimestamp } from '../verifactu.ts';

type TEventRow = typeof billingEvents.$inferSelect;

/** The event's fingerprint: SHA-256 of its fields as `name=value&…`, as the records' are made. */
export const eventFingerprint = (event: {
  type: string;
  description: string;
  occurredAt: string;
  previousFingerprint: string | null;
}) =>
  createHash('sha256')
    .update(
      [
        `TipoEvento=${event.type}`,
        `DatosPropiosEvento=${event.description.trim()}`,
        `HuellaEvento=${event.previousFingerprint ?? ''}`,
        `FechaHoraHusoGenEvento=${event.occurredAt}`,
      ].join('&'),
      'utf8',
    )
    .digest('hex')
    .toUpperCase();

/** The advisory lock's key: the event log's chain head. */
const eventChainLock = 7_301_177;

/** Writes one event in the caller's transaction. */
export const recordBillingEvent = async (
  tx: TTx,
  {
    type,
    description,
    detail = null,
    actorId = null,
    now = new Date(),
  }: { type: TBillingEventType; description: string; detail?: unknown; actorId?: number | null; now?: Date },
) => {
  await tx.execute(sql`select pg_advisory_xact_lock(${eventChainLock})`);
  const [last] = await tx
    .select({ fingerprint: billingEvents.fingerprint })
    .from(billingEvents)
    .orderBy(desc(billingEvents.id))
    .limit(1);
  const occurredAt = madridTimestamp(now);
  const previousFingerprint = last?.fingerprint ?? null;
  const [row] = await tx
    .insert(billingEvents)
    .values({
      type,
      description,
      detail: detail as object | null,
      actorId,
      occurredAt,
      previousFingerprint,
      fingerprint: eventFingerprint({ type, description, occurredAt, previousFingerprint }),
    })
    .returning();
  return row!;
};

/** Writes one event in a transaction of its own (start, stop). */
export const logBillingEvent = (db: TDb, event: Parameters<typeof recordBillingEvent>[1]) =>
  db.transaction((tx) => recordBillingEvent(tx, event));

export const toBillingEvent = (row: TEventRow) => ({
  id: row.id,
  type: row.type,
  description: row.description,
  occurredAt: row.occurredAt,
  actorId: row.actorId,
  fingerprint: row.fingerprint,
  previousFingerprint: row.previousFingerprint,
});

export const listBillingEvents = async ({ db, page, limit }: { db: TDb; page: number; limit: number }) => {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(billingEvents)
      .orderBy(desc(billingEvents.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(billingEvents),
  ]);
  return { events: rows.map(toBillingEvent), total: total?.n ?? 0 };
};

/** Every event, oldest first, with the breaks in its chain (an event changed, removed or inserted). */
export const eventChainBreaks = (rows: TEventRow[]) => {
  const breaks: string[] = [];
  let previous: string | null = null;
  for (const row of rows) {
    if (row.previousFingerprint !== previous)
      breaks.push(`El evento ${row.id} no enlaza con el anterior: falta o se alteró un evento.`);
    if (eventFingerprint(row) !== row.fingerprint)
      breaks.push(`La huella del evento ${row.id} no corresponde a su contenido: se alteró.`);
    previous = row.fingerprint;
  }
  return breaks;
};

export const allBillingEvents = (db: TDb | TTx) =>
  db.select().from(billingEvents).orderBy(asc(billingEvents.id));
