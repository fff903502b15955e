import { Alert, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ErrorAlert } from '@/web/components/error-alert.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { formatDate } from '@/web/lib/format.ts';
import { useImportEcbRates } from '../api/import-ecb-rates.ts';

const t = messages.exchangeRates.admin;

/** Uploads the ECB's eurofxref-daily.xml; a file that is not one is refused naming the element at fault. */
export const EcbImportForm = () => {
  const upload = useImportEcbRates();
  const [file, setFile] = useState<File | null>(null);
  const result = upload.data?.data;
  return (
    <Stack gap="xs">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (file) upload.mutate(file);
        }}
      >
        <Group align="flex-end">
          <FileInput
            label={t.importFile}
            value={file}
            onChange={setFile}
            accept=".xml,application/xml,text/xml"
            w={360}
            clearable
          />
          <Button type="submit" disabled={!file} loading={upload.isPending}>
            {t.import}
          </Button>
        </Group>
      </form>
      <Text size="xs" c="dimmed">
        {t.importHint}
      </Text>
      <ErrorAlert error={upload.error} />
      {result && (
        <Alert color="green" role="status" data-testid="ecb-import-result">
          {t.imported(result.imported, formatDate(`${result.rateDate}T12:00:00Z`))}
        </Alert>
      )}
    </Stack>
  );
};
