import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { TMetadataEntry } from '@/common/schemas/catalogue.ts';
import { useSaveMetadata } from '../api/admin-api.ts';

/** Metadata entries (of a lot or an auction) as editable rows: field name and value, in display order. */
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
  const [rows, setRows] = useState(
    entries.map((entry) => ({ name: entry.metadataFieldName, value: entry.value })),
  );
  const update = (index: number, key: 'name' | 'value', value: string) =>
    setRows((current) =>
      current.map((row, position) => (position === index ? { ...row, [key]: value } : row)),
    );
  return (
    <Stack gap="xs">
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and have no identity of their own
        <Group key={index} align="flex-end">
          <TextInput
            label={`Campo ${index + 1}`}
            value={row.name}
            onChange={(event) => update(index, 'name', event.currentTarget.value)}
          />
          <TextInput
            label={`Valor ${index + 1}`}
            value={row.value}
            onChange={(event) => update(index, 'value', event.currentTarget.value)}
          />
          <Button
            variant="subtle"
            color="red.9"
            onClick={() => setRows((current) => current.filter((_, position) => position !== index))}
          >
            Quitar
          </Button>
        </Group>
      ))}
      <Group>
        <Button variant="default" onClick={() => setRows((current) => [...current, { name: '', value: '' }])}>
          Añadir campo
        </Button>
        <Button loading={save.isPending} onClick={() => save.mutate(rows)}>
          Guardar características
        </Button>
      </Group>
      {save.isSuccess && (
        <Alert color="green" role="status">
          Características guardadas.
        </Alert>
      )}
      {save.error && (
        <Alert color="red" role="alert">
          {save.error.message}
        </Alert>
      )}
    </Stack>
  );
};
