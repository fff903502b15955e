import { Alert, Anchor, CloseButton, Group, Progress, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import type { TFile } from '@/common/schemas/catalogue.ts';
import { api } from '@/web/lib/api-client.ts';
import { queryClient } from '@/web/lib/query-client.ts';
import { uploadOne } from './media-manager.tsx';

/** Documents of an auction or lot (conditions, inventories, reports): upload with progress, delete. */
export const FilesManager = ({
  owner,
  ownerId,
  files,
}: {
  owner: 'auction' | 'lot';
  ownerId: number;
  files: TFile[];
}) => {
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin'] });

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setProgress(0);
    await uploadOne(`/api/admin/media/files?owner=${owner}&ownerId=${ownerId}`, file, setProgress).catch(
      (failure: Error) => setError(failure.message),
    );
    setProgress(null);
    await refresh();
  };

  return (
    <Stack gap="xs">
      {files.map((file) => (
        <Group key={file.id} gap="xs">
          <Anchor href={file.url} target="_blank" rel="noopener">
            {file.name}
          </Anchor>
          <CloseButton
            size="sm"
            aria-label={`Eliminar ${file.name}`}
            onClick={() =>
              api
                .delete(`/admin/media/files/${file.id}`)
                .then(refresh, (failure: Error) => setError(failure.message))
            }
          />
        </Group>
      ))}
      <Text component="label" htmlFor={inputId} size="sm" fw={600}>
        Añadir documento (PDF, Word, Excel, CSV; hasta 25 MB)
      </Text>
      <input
        id={inputId}
        type="file"
        accept=".pdf,.doc,.docx,.xls,.xlsx,.csv,.txt,.zip"
        onChange={(event) => onFile(event.currentTarget.files?.[0])}
      />
      {progress !== null && <Progress value={progress} aria-label="Progreso de la subida" />}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
};
