import { Button, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { TMetadataEntry } from '@/common/schemas/lots.ts';
import { SaveState } from '@/web/components/save-state.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { useSaveMetadata } from '../api/save-metadata.ts';

const t = messages.admin.metadata;

type TRow = {
  name: string;
  value: string;
  priority: number;
  type: 'string' | 'number' | 'boolean' | 'date' | 'url';
};

const types = () => Object.entries(t.types).map(([value, label]) => ({ value, label }));

/**
 * Metadata entries (of a lot or an auction) as editable rows: field, value, type and priority (lower
 * shows first). A field is shared across the catalogue, so its type and priority change everywhere.
 */
export const MetadataEditor = ({
  owner,
  ownerId,
  entries,
}: {
  owner: 'lots' | 'auctions';
  ownerId: number;
  entries: TMetadataEntry[];
}) => {
  const save = useSaveMetadata(owner, ownerId);
  const [rows, setRows] = useState<TRow[]>(
    entries.map((entry) => ({
      name: entry.metadataFieldName,
      value: entry.value,
      priority: entry.metadataFieldPriority,
      type: entry.metadataFieldType as TRow['type'],
    })),
  );
  const update = (index: number, patch: Partial<TRow>) =>
    setRows((current) => current.map((row, position) => (position === index ? { ...row, ...patch } : row)));
  return (
    <Stack gap="xs">
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and have no identity of their own
        <Group key={index} align="flex-end" wrap="wrap">
          <TextInput
            label={t.field(index + 1)}
            value={row.name}
            onChange={(event) => update(index, { name: event.currentTarget.value })}
          />
          <TextInput
            label={t.value(index + 1)}
            value={row.value}
            onChange={(event) => update(index, { value: event.currentTarget.value })}
          />
          <Select
            label={t.type(index + 1)}
            data={types()}
            value={row.type}
            allowDeselect={false}
            onChange={(value) => update(index, { type: (value ?? 'string') as TRow['type'] })}
            w={130}
          />
          <NumberInput
            label={t.priority(index + 1)}
            min={0}
            value={row.priority}
            onChange={(value) => update(index, { priority: Number(value) || 0 })}
            w={120}
          />
          <Button
            variant="subtle"
            color="red.9"
            onClick={() => setRows((current) => current.filter((_, position) => position !== index))}
          >
            {messages.admin.common.remove}
          </Button>
        </Group>
      ))}
      <Group>
        <Button
          variant="default"
          onClick={() =>
            setRows((current) => [
              ...current,
              { name: '', value: '', type: 'string', priority: 100 + current.length },
            ])
          }
        >
          {t.addField}
        </Button>
        <Button loading={save.isPending} onClick={() => save.mutate(rows)}>
          {t.save}
        </Button>
      </Group>
      <SaveState saved={save.isSuccess} error={save.error} savedText={t.saved} />
    </Stack>
  );
};
