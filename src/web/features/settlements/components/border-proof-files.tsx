import { Anchor, Button, FileInput, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { TAdminSettlement } from '@/common/schemas/settlements.ts';
import { ErrorAlert } from '@/web/components/error-alert.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { ApiError } from '@/web/lib/api-client.ts';
import { formatDate, formatNumber } from '@/web/lib/format.ts';
import { useUploadBorderProofFile } from '../api/upload-border-proof-file.ts';

const kilobytes = (bytes: number) => `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;

/**
 * The scanned proofs kept with a buyer abroad's settlement (docs/after-the-hammer.md, "Buyers abroad"): kept
 * privately, so only contabilidad sees the links and the upload.
 */
export const BorderProofFiles = ({
  settlement,
  mayKeep,
}: {
  settlement: TAdminSettlement;
  mayKeep: boolean;
}) => {
  const t = messages.settlementsAdmin.borderProof;
  const upload = useUploadBorderProofFile(settlement.id);
  const [file, setFile] = useState<File | null>(null);
  const files = settlement.borderProofFiles;
  return (
    <Stack gap={4}>
      {files.length > 0 && (
        <>
          <Text size="sm" fw={500}>
            {t.files}
          </Text>
          <List size="sm">
            {files.map((kept) => {
              const label = t.fileLabel(kept.name, kilobytes(kept.size), formatDate(kept.uploadedOn));
              return (
                <List.Item key={kept.id}>
                  {mayKeep ? (
                    <Anchor
                      href={`/api/admin/settlements/${settlement.id}/border-proof/files/${kept.id}`}
                      download
                    >
                      {label}
                    </Anchor>
                  ) : (
                    label
                  )}
                </List.Item>
              );
            })}
          </List>
        </>
      )}
      {mayKeep && settlement.state !== 'cancelled' && (
        <form
          aria-label={t.fileFormFor(settlement.reference)}
          onSubmit={(event) => {
            event.preventDefault();
            if (file) upload.mutate(file, { onSuccess: () => setFile(null) });
          }}
        >
          <Group align="flex-end" gap="sm" wrap="wrap">
            <FileInput
              label={t.file}
              description={t.fileHint}
              accept="application/pdf,image/jpeg,image/png"
              value={file}
              onChange={setFile}
              error={upload.error instanceof ApiError ? upload.error.fields?.file : undefined}
              clearable
              w={320}
            />
            <Button type="submit" variant="light" disabled={!file} loading={upload.isPending}>
              {t.upload}
            </Button>
          </Group>
          <ErrorAlert error={upload.error} />
        </form>
      )}
    </Stack>
  );
};
