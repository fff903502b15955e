import { and, desc, eq } from 'drizzle-orm';
import type { TDb, TTx } from '@/server/db/client.ts';
import { auditLog } from '@/server/db/schema/index.ts';

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
export const diff = (before: Record<string, unknown>, after: Record<string, unknown>) => {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [key, value] of Object.entries(after)) {
    const old = before[key];
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
