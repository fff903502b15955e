/**
 * An audit entry's `changes` as rows a person can read, one per field: updates store { field: [before,
 * after] }; other actions store what they created or removed ({ field: value }), which reads as the value
 * after a creation and before a deletion; anything else is one row without a field. The audit page and its
 * CSV export both read entries through this, so they show the same thing.
 */
export type TAuditChangeRow = { field: string | null; before: unknown; after: unknown };

const isPair = (value: unknown): value is [unknown, unknown] => Array.isArray(value) && value.length === 2;

export const auditChangeRows = (action: string, changes: unknown): TAuditChangeRow[] => {
  if (changes === null || changes === undefined) return [];
  if (typeof changes !== 'object' || Array.isArray(changes))
    return [{ field: null, before: undefined, after: changes }];
  // Fields in alphabetical order: jsonb keeps its own (shortest key first), which reads as random.
  const entries = Object.entries(changes).sort(([a], [b]) => a.localeCompare(b));
  const isRemoval = /delete|remove|erase/i.test(action);
  return entries.map(([field, value]) =>
    isPair(value) && entries.every(([, other]) => isPair(other))
      ? { field, before: value[0], after: value[1] }
      : isRemoval
        ? { field, before: value, after: undefined }
        : { field, before: undefined, after: value },
  );
};

/** A stored value as text: empty for nothing, Sí/No for booleans, JSON for lists and objects. */
export const auditValueText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
};
