import { Button, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { TAuditQuery } from '@/common/schemas/audit.ts';
import { ListFilters } from '@/web/components/admin/list-filters.tsx';
import { MadridDateInput } from '@/web/components/madrid-date-input.tsx';
import { useAuditFacets } from '@/web/features/audit/api/get-audit-facets.ts';
import { messages } from '@/web/i18n/messages.ts';

const t = messages.admin.audit;

/** The audit log's filters as the URL spells them (`persona`, `registro`, `id`, `desde`, `hasta`). */
export type TAuditFilters = { persona: string; registro: string; id: string; desde: string; hasta: string };

const noFilters: TAuditFilters = { persona: '', registro: '', id: '', desde: '', hasta: '' };

/** A kind of record in the reader's words (the API's name when the catalogue has none). */
export const auditEntityLabel = (entity: string) => t.entities[entity] ?? entity;

/** The filters read from the URL; a missing one is empty. */
export const readAuditFilters = (get: (key: string) => string | null): TAuditFilters => ({
  persona: get('persona') ?? '',
  registro: get('registro') ?? '',
  id: get('id') ?? '',
  desde: get('desde') ?? '',
  hasta: get('hasta') ?? '',
});

/** The API's query for a page of the log: a record's id counts only with its kind of record. */
export const auditQuery = (filters: TAuditFilters, page: number): TAuditQuery => ({
  page,
  actorId: filters.persona ? Number(filters.persona) : undefined,
  entity: filters.registro || undefined,
  entityId: filters.registro && filters.id ? filters.id : undefined,
  from: filters.desde || undefined,
  to: filters.hasta || undefined,
});

type TAuditFiltersProps = {
  /** The filters in the URL, the form's starting values. */
  applied: TAuditFilters;
  /** Puts the chosen filters in the URL (all empty on "clear"). */
  onApply: (filters: TAuditFilters) => void;
};

/** Who acted, which record and which days: edited here, applied to the URL on submit. */
export const AuditFilters = ({ applied, onApply }: TAuditFiltersProps) => {
  const [form, setForm] = useState(applied);
  const facets = useAuditFacets();
  const entities = facets.data?.data.entities ?? [];
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onApply(form);
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
          data={entities.map((entity) => ({ value: entity, label: auditEntityLabel(entity) }))}
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
            setForm(noFilters);
            onApply(noFilters);
          }}
        >
          {t.clear}
        </Button>
      </ListFilters>
    </form>
  );
};
