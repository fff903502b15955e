import { auditChangeRows, auditValueText } from '@/common/audit-changes.ts';
import { formatDate } from '@/common/format.ts';
import { toMadridLocal } from '@/common/madrid-time.ts';
import type { TAuditLogEntry } from '@/common/schemas/audit.ts';
import { spreadsheetCsv, type TCell } from '@/server/lib/spreadsheet-csv.ts';

export const auditCsvHeader = [
  'Fecha',
  'Persona',
  'Id persona',
  'Registro',
  'Id registro',
  'Acción',
  'Campo',
  'Antes',
  'Después',
];

// "dd/mm/yyyy HH:mm", Madrid time: a form a Spanish spreadsheet reads as a date and time.
const madridDateTime = (iso: string) => `${formatDate(iso)} ${toMadridLocal(iso).slice(11, 16)}`;

/** The audit log for a spreadsheet: one row per changed field, so before and after sit side by side. */
export const auditCsv = (entries: TAuditLogEntry[]) =>
  spreadsheetCsv(
    auditCsvHeader,
    entries.flatMap((entry) => {
      const who: TCell[] = [
        { text: madridDateTime(entry.createdOn) },
        { text: entry.actorName ?? (entry.actorId === null ? 'Sistema' : '') },
        entry.actorId === null ? { text: '' } : { number: entry.actorId },
        { text: entry.entity },
        { text: entry.entityId },
        { text: entry.action },
      ];
      const rows = auditChangeRows(entry.action, entry.changes);
      if (rows.length === 0) return [[...who, { text: '' }, { text: '' }, { text: '' }]];
      return rows.map((row) => [
        ...who,
        { text: row.field ?? '' },
        { text: auditValueText(row.before) },
        { text: auditValueText(row.after) },
      ]);
    }),
  );
