import { Anchor, Button, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TAuditLogEntry } from '@/common/schemas/audit.ts';
import { AdminPagination, AdminTable } from '@/web/components/admin/admin-table.tsx';
import { ListHeader } from '@/web/components/admin/list-header.tsx';
import { useListParams } from '@/web/components/admin/list-params.ts';
import { usePageTitle } from '@/web/components/page-title.tsx';
import { QueryState } from '@/web/components/query-state.tsx';
import { auditCsvUrl, useAuditLog } from '@/web/features/audit/api/get-audit-log.ts';
import { AuditChanges } from '@/web/features/audit/components/audit-changes.tsx';
import {
  AuditFilters,
  auditEntityLabel,
  auditQuery,
  readAuditFilters,
} from '@/web/features/audit/components/audit-filters.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { downloadThroughApi } from '@/web/lib/export-download.ts';
import { formatDateTime } from '@/web/lib/format.ts';

const t = messages.admin.audit;

/** The back-office page of each kind of record, where the entry's record can be opened. */
const recordPaths: Record<string, string> = {
  user: '/admin/usuarios/',
  auction: '/admin/subastas/',
  lot: '/admin/lotes/',
};

const RecordCell = ({ entry }: { entry: TAuditLogEntry }) => {
  const label = `${auditEntityLabel(entry.entity)} #${entry.entityId}`;
  const path = recordPaths[entry.entity];
  return path ? (
    <Anchor component={Link} to={`${path}${entry.entityId}`}>
      {label}
    </Anchor>
  ) : (
    label
  );
};

/** One row per change, newest first: when, who, which record and what changed. */
const AuditTable = ({ entries }: { entries: TAuditLogEntry[] }) => (
  <AdminTable data-testid="audit-log">
    <Table.Thead>
      <Table.Tr>
        <Table.Th scope="col">{t.when}</Table.Th>
        <Table.Th scope="col">{t.actor}</Table.Th>
        <Table.Th scope="col">{t.record}</Table.Th>
        <Table.Th scope="col">{t.action}</Table.Th>
        <Table.Th scope="col">{t.changes}</Table.Th>
      </Table.Tr>
    </Table.Thead>
    <Table.Tbody>
      {entries.map((entry) => (
        <Table.Tr key={entry.id} style={{ verticalAlign: 'top' }}>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdOn)}</Table.Td>
          <Table.Td>{entry.actorName ?? t.system}</Table.Td>
          <Table.Td>
            <RecordCell entry={entry} />
          </Table.Td>
          <Table.Td>{entry.action}</Table.Td>
          <Table.Td>
            <AuditChanges action={entry.action} changes={entry.changes} />
          </Table.Td>
        </Table.Tr>
      ))}
    </Table.Tbody>
  </AdminTable>
);

/**
 * `/admin/auditoria`: the audit log, filtered by who acted, which record and which days; the filters live
 * in the URL (`persona`, `registro`, `id`, `desde`, `hasta`), so a search can be bookmarked or shared, and
 * the CSV export takes the same filters. For administración only (the API says so too).
 */
const AdminAudit = () => {
  usePageTitle(t.title);
  const list = useListParams({ sortFields: [] as const });
  const filters = readAuditFilters(list.get);
  const query = auditQuery(filters, list.page);
  const audit = useAuditLog(query);
  return (
    <Stack gap="md">
      <ListHeader title={t.title}>
        <Button
          component="a"
          href={auditCsvUrl(query)}
          download
          variant="default"
          onClick={downloadThroughApi}
        >
          {t.exportCsv}
        </Button>
      </ListHeader>
      <Text c="dimmed">{t.intro}</Text>
      <AuditFilters applied={filters} onApply={list.setFilters} />
      <QueryState query={audit}>
        {({ data, metadata }) => (
          <Stack>
            <Text size="sm" aria-live="polite">
              {t.total(metadata.total)}
            </Text>
            {data.entries.length === 0 ? (
              <Text c="dimmed">{t.empty}</Text>
            ) : (
              <AuditTable entries={data.entries} />
            )}
            <AdminPagination list={list} metadata={metadata} label={t.pagination} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
};

export default AdminAudit;
