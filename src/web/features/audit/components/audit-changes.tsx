import { Table, Text } from '@mantine/core';
import { auditChangeRows, auditValueText } from '@/common/audit-changes.ts';
import { messages } from '@/web/i18n/messages.ts';

const t = messages.admin.audit;

/** An audit entry's changes as a small table, one row per field, before beside after. */
export const AuditChanges = ({ action, changes }: { action: string; changes: unknown }) => {
  const rows = auditChangeRows(action, changes);
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t.noDetail}
      </Text>
    );
  return (
    // Fixed layout: a long value (a hash, a JSON document) wraps within the log's column instead of
    // widening the whole log past the screen.
    <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing="xs" fz="xs" layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t.field}</Table.Th>
          <Table.Th scope="col">{t.before}</Table.Th>
          <Table.Th scope="col">{t.after}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => (
          <Table.Tr key={row.field ?? index}>
            <Table.Th scope="row" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {row.field ?? '—'}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{auditValueText(row.before)}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{auditValueText(row.after)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
};
