import { Alert, Button, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { ErrorAlert } from '@/web/components/error-alert.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { formatCents } from '@/web/lib/format.ts';
import { useImportLots } from '../api/import-lots.ts';

const t = messages.admin.lotImport;

/**
 * Lots from a spreadsheet saved as CSV: first a preview with the problems of each row, then the import.
 * Columns: titulo, descripcion, precio, valoracion, unidades; any other column becomes a characteristic.
 */
export const LotImport = ({ auctionId }: { auctionId: number }) => {
  const inputId = useId();
  const [file, setFile] = useState<{ csv?: string; xlsxBase64?: string } | null>(null);
  const preview = useImportLots(auctionId);
  const run = useImportLots(auctionId);
  const rows = preview.data?.data.rows ?? [];
  const withErrors = rows.filter((row) => row.errors.length > 0).length;

  const onFile = async (chosen: File | undefined) => {
    if (!chosen) return;
    // Excel files travel base64-encoded in the JSON body; CSV as text.
    const content = chosen.name.toLowerCase().endsWith('.xlsx')
      ? {
          xlsxBase64: btoa(
            Array.from(new Uint8Array(await chosen.arrayBuffer()), (byte) => String.fromCharCode(byte)).join(
              '',
            ),
          ),
        }
      : { csv: await chosen.text() };
    setFile(content);
    run.reset();
    preview.mutate({ ...content, dryRun: true });
  };

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t.title}
      </Title>
      <Text size="sm" c="dimmed">
        {t.columnsHint}
      </Text>
      <Text component="label" htmlFor={inputId} size="sm" fw={600}>
        {t.file}
      </Text>
      <input
        id={inputId}
        type="file"
        accept=".csv,text/csv,.xlsx"
        onChange={(event) => onFile(event.currentTarget.files?.[0])}
      />
      <ErrorAlert error={preview.error} />
      {rows.length > 0 && (
        <>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t.row}</Table.Th>
                <Table.Th scope="col">{messages.admin.common.title}</Table.Th>
                <Table.Th scope="col">{t.price}</Table.Th>
                <Table.Th scope="col">{t.problems}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.line}>
                  <Table.Td>{row.line}</Table.Td>
                  <Table.Td>{row.title}</Table.Td>
                  <Table.Td>{row.price === null ? '—' : formatCents(row.price)}</Table.Td>
                  <Table.Td c={row.errors.length ? 'red.8' : undefined}>
                    {row.errors.join(' ') || t.correct}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {withErrors > 0 ? (
            <Alert color="orange">{t.rowsWithProblems(withErrors)}</Alert>
          ) : (
            <Button
              w="fit-content"
              loading={run.isPending}
              onClick={() => file && run.mutate({ ...file, dryRun: false })}
            >
              {t.run(rows.length)}
            </Button>
          )}
          {run.isPending && <Progress value={100} animated aria-label={t.running} />}
          {run.data && (
            <Alert color="green" role="status">
              {t.imported(run.data.data.created)}
            </Alert>
          )}
          <ErrorAlert error={run.error} />
        </>
      )}
    </Stack>
  );
};
