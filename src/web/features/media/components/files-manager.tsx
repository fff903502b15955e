import { Alert, Anchor, CloseButton, Group, Progress, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import type { TFile } from '@/common/schemas/media.ts';
import { messages } from '@/web/i18n/messages.ts';
import { invalidateAdmin } from '@/web/lib/admin-keys.ts';
import { useDeleteFile } from '../api/delete-file.ts';
import { uploadMedia } from '../api/upload-media.ts';

const t = messages.admin.media;

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
  const [uploadError, setUploadError] = useState<string | null>(null);
  const deleteFile = useDeleteFile();
  const error = uploadError ?? deleteFile.error?.message;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(null);
    deleteFile.reset();
    setProgress(0);
    await uploadMedia({ kind: 'files', owner, ownerId, file, onProgress: setProgress }).catch(
      (failure: Error) => setUploadError(failure.message),
    );
    setProgress(null);
    await invalidateAdmin();
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
            aria-label={t.removeFile(file.name)}
            onClick={() => deleteFile.mutate(file.id)}
          />
        </Group>
      ))}
      <Text component="label" htmlFor={inputId} size="sm" fw={600}>
        {t.addFile}
      </Text>
      <input
        id={inputId}
        type="file"
        accept=".pdf,.doc,.docx,.xls,.xlsx,.csv,.txt,.zip"
        onChange={(event) => onFile(event.currentTarget.files?.[0])}
      />
      {progress !== null && <Progress value={progress} aria-label={t.uploadProgress} />}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
};
