import { Alert, Stack, Text } from '@mantine/core';
import { FileUploadForm } from '@/web/components/admin/file-upload-form.tsx';
import { ErrorAlert } from '@/web/components/error-alert.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { formatDate } from '@/web/lib/format.ts';
import { useImportEcbRates } from '../api/import-ecb-rates.ts';

const t = messages.exchangeRates.admin;

/** Uploads the ECB's eurofxref-daily.xml; a file that is not one is refused naming the element at fault. */
export const EcbImportForm = () => {
  const upload = useImportEcbRates();
  const result = upload.data?.data;
  return (
    <Stack gap="xs">
      <FileUploadForm
        label={t.importFile}
        accept=".xml,application/xml,text/xml"
        width={360}
        submitLabel={t.import}
        pending={upload.isPending}
        onUpload={(file) => upload.mutate(file)}
      />
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
