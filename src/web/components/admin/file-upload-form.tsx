import { Button, FileInput, Group } from '@mantine/core';
import { useState } from 'react';

/**
 * A file chosen and sent with one button, as the back office imports files (bank statements, the ECB's
 * exchange rates): the button waits for a file and spins while it is sent.
 */
export const FileUploadForm = ({
  label,
  accept,
  submitLabel,
  pending,
  onUpload,
  width = 320,
}: {
  label: string;
  accept: string;
  submitLabel: string;
  pending: boolean;
  onUpload: (file: File) => void;
  width?: number;
}) => {
  const [file, setFile] = useState<File | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (file) onUpload(file);
      }}
    >
      <Group align="flex-end">
        <FileInput label={label} value={file} onChange={setFile} accept={accept} w={width} clearable />
        <Button type="submit" disabled={!file} loading={pending}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
};
