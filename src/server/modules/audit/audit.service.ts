import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { fromMadridLocal } from '@/common/madrid-time.ts';
import type { TAuditFilters } from '@/common/schemas/audit.ts';
import type { TDb, TTx } from '@/server/db/client.ts';
import { auditLog, users } from '@/server/db/schema/index.ts';

export type TAuditEntry = {
  /** The admin who did it; null for what the system did on its own (e.g. settling a finished auction). */
  actorId: number | null;
  entity: string;
  entityId: number | string;
  action: string;
  changes?: unknown;
};

/** Records an admin change; pass the transaction so the record exists only if the change commits. */
export const recordAudit = (db: TDb | TTx, entry: TAuditEntry) =>
  db.insert(auditLog).values({ ...entry, entityId: String(entry.entityId), changes: entry.changes ?? null });

/** Only the fields whose values differ, as { field: [before, after] }. */
export const diff = (before: object, after: object) => {
  const previous = new Map<string, unknown>(Object.entries(before));
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [key, value] of Object.entries(after)) {
    const old = previous.get(key);
    const same =
      old instanceof Date && value instanceof Date
        ? old.getTime() === value.getTime()
        : JSON.stringify(old) === JSON.stringify(value);
    if (!same) changes[key] = [old, value];
  }
  return changes;
};

export const listAudit = async ({
  db,
  entity,
  entityId,
}: {
  db: TDb;
  entity: string;
  entityId: number | string;
}) =>
  (
    await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
      .orderBy(desc(auditLog.createdOn), desc(auditLog.id))
      .limit(200)
  ).map((row) => ({ ...row, createdOn: row.createdOn.toISOString() }));

/** The Madrid midnight that starts the day after `day` ("YYYY-MM-DD"). */
const nextMadridMidnight = (day: string) => {
  const next = new Date(`${day}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return new Date(fromMadridLocal(`${next.toISOString().slice(0, 10)}T00:00`));
};

/** The filters of the audit page as one condition; days are Madrid days, both ends included. */
const auditConditions = ({ actorId, entity, entityId, from, to }: TAuditFilters) => {
  const conditions: SQL[] = [];
  if (actorId !== undefined) conditions.push(eq(auditLog.actorId, actorId));
  if (entity !== undefined) conditions.push(eq(auditLog.entity, entity));
  if (entityId !== undefined) conditions.push(eq(auditLog.entityId, entityId));
  if (from !== undefined)
    conditions.push(gte(auditLog.createdOn, new Date(fromMadridLocal(`${from}T00:00`))));
  if (to !== undefined) conditions.push(lt(auditLog.createdOn, nextMadridMidnight(to)));
  return and(...conditions);
};

const actorName = sql<string | null>`case when ${users.id} is null then null
  else ${users.firstname} || ' ' || ${users.lastname} end`;

const selectEntries = (db: TDb, filters: TAuditFilters) =>
  db
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      actorName,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      action: auditLog.action,
      changes: auditLog.changes,
      createdOn: auditLog.createdOn,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(auditConditions(filters))
    .orderBy(desc(auditLog.createdOn), desc(auditLog.id));

const toLogEntry = <T extends { createdOn: Date }>(row: T) => ({
  ...row,
  createdOn: row.createdOn.toISOString(),
});

/** A page of the audit log, newest first, with who did each thing. */
export const searchAudit = async ({
  db,
  page,
  limit,
  ...filters
}: TAuditFilters & { db: TDb; page: number; limit: number }) => {
  const [rows, [total]] = await Promise.all([
    selectEntries(db, filters)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(auditLog).where(auditConditions(filters)),
  ]);
  return { entries: rows.map(toLogEntry), total: total?.total ?? 0 };
};

/** Every entry the filters select, for the CSV export; capped so one click cannot exhaust the server. */
export const auditExportLimit = 50_000;
export const exportAudit = async ({ db, ...filters }: TAuditFilters & { db: TDb }) =>
  (await selectEntries(db, filters).limit(auditExportLimit)).map(toLogEntry);

/** The people and kinds of record that appear in the log, for the audit page's filters. */
export const auditFacets = async ({ db }: { db: TDb }) => {
  const [actors, entities] = await Promise.all([
    db
      .selectDistinct({ id: users.id, name: sql<string>`${users.firstname} || ' ' || ${users.lastname}` })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.actorId))
      .orderBy(sql`2`),
    db.selectDistinct({ entity: auditLog.entity }).from(auditLog).orderBy(auditLog.entity),
  ]);
  return { actors, entities: entities.map((row) => row.entity) };
};
