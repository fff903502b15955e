import { Anchor, Button, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TAuditLogEntry, TAuditQuery } from '@/common/schemas/audit.ts';
import { AdminPagination, AdminTable } from '@/web/components/admin/admin-table.tsx';
import { ListFilters } from '@/web/components/admin/list-filters.tsx';
import { ListHeader } from '@/web/components/admin/list-header.tsx';
import { useListParams } from '@/web/components/admin/list-params.ts';
import { MadridDateInput } from '@/web/components/madrid-date-input.tsx';
import { usePageTitle } from '@/web/components/page-title.tsx';
import { QueryState } from '@/web/components/query-state.tsx';
import { useAuditFacets } from '@/web/features/audit/api/get-audit-facets.ts';
import { auditCsvUrl, useAuditLog } from '@/web/features/audit/api/get-audit-log.ts';
import { AuditChanges } from '@/web/features/audit/components/audit-changes.tsx';
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

const entityLabel = (entity: string) => t.entities[entity] ?? entity;

const RecordCell = ({ entry }: { entry: TAuditLogEntry }) => {
  const label = `${entityLabel(entry.entity)} #${entry.entityId}`;
  const path = recordPaths[entry.entity];
  return path ? (
    <Anchor component={Link} to={`${path}${entry.entityId}`}>
      {label}
    </Anchor>
  ) : (
    label
  );
};

type TFilters = { persona: string; registro: string; id: string; desde: string; hasta: string };

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
  const filters: TFilters = {
    persona: list.get('persona') ?? '',
    registro: list.get('registro') ?? '',
    id: list.get('id') ?? '',
    desde: list.get('desde') ?? '',
    hasta: list.get('hasta') ?? '',
  };
  const [form, setForm] = useState(filters);
  const query: TAuditQuery = {
    page: list.page,
    actorId: filters.persona ? Number(filters.persona) : undefined,
    entity: filters.registro || undefined,
    entityId: filters.registro && filters.id ? filters.id : undefined,
    from: filters.desde || undefined,
    to: filters.hasta || undefined,
  };
  const facets = useAuditFacets();
  const audit = useAuditLog(query);
  const entities = facets.data?.data.entities ?? [];
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
      <form
        onSubmit={(event) => {
          event.preventDefault();
          list.setFilters(form);
        }}
      >
        <ListFilters>
          <Select
            label={t.actor}
            placeholder={t.anyActor}
            searchable
            clearable
            w={220}
            value={form.persona || null}
            onChange={(value) => setForm({ ...form, persona: value ?? '' })}
            data={(facets.data?.data.actors ?? []).map((actor) => ({
              value: String(actor.id),
              label: actor.name,
            }))}
          />
          <Select
            label={t.entity}
            placeholder={t.anyEntity}
            clearable
            w={200}
            value={form.registro || null}
            onChange={(value) => setForm({ ...form, registro: value ?? '', id: value ? form.id : '' })}
            data={entities.map((entity) => ({ value: entity, label: entityLabel(entity) }))}
          />
          <TextInput
            label={t.entityId}
            w={180}
            disabled={!form.registro}
            value={form.id}
            onChange={(event) => setForm({ ...form, id: event.currentTarget.value.trim() })}
          />
          <MadridDateInput
            label={t.from}
            clearable
            value={form.desde || null}
            onChange={(day) => setForm({ ...form, desde: day ?? '' })}
          />
          <MadridDateInput
            label={t.to}
            clearable
            value={form.hasta || null}
            onChange={(day) => setForm({ ...form, hasta: day ?? '' })}
          />
          <Button type="submit">{t.filter}</Button>
          <Button
            variant="subtle"
            onClick={() => {
              const none = { persona: '', registro: '', id: '', desde: '', hasta: '' };
              setForm(none);
              list.setFilters(none);
            }}
          >
            {t.clear}
          </Button>
        </ListFilters>
      </form>
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
