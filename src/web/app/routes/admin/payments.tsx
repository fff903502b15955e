import { Alert, Button, FileInput, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { formatCents, formatDate } from '@/common/format.ts';
import type { TBankLine } from '@/common/schemas/payments.ts';
import { QueryState } from '@/web/components/query-state.tsx';
import { useDecideBankLine } from '@/web/features/settlements/api/decide-bank-line.ts';
import { useBankLines } from '@/web/features/settlements/api/get-bank-lines.ts';
import { useImportBankStatement } from '@/web/features/settlements/api/import-bank-statement.ts';
import { ConfirmAction } from '@/web/features/settlements/components/confirm-action.tsx';
import { es } from '@/web/i18n/es.ts';

const UnmatchedLine = ({ line }: { line: TBankLine }) => {
  const t = es.settlementsAdmin;
  const decide = useDecideBankLine();
  const [reference, setReference] = useState('');
  return (
    <Table.Tr>
      <Table.Td>{formatDate(`${line.bookingDate}T12:00:00Z`)}</Table.Td>
      <Table.Td>{line.concept}</Table.Td>
      <Table.Td ta="right">{formatCents(line.amount)}</Table.Td>
      <Table.Td>
        <Group gap="xs" align="flex-start">
          <TextInput
            size="xs"
            aria-label={t.assignReference(line.concept)}
            placeholder="RF…"
            value={reference}
            onChange={(event) => setReference(event.currentTarget.value)}
            error={decide.error?.message}
          />
          <Button
            size="xs"
            disabled={reference.trim().length < 4}
            loading={decide.isPending}
            onClick={() => decide.mutate({ lineId: line.id, reference })}
          >
            {t.assign}
          </Button>
          <ConfirmAction
            label={t.ignore}
            title={t.ignoreTitle}
            message={t.ignoreMessage(line.concept, formatCents(line.amount))}
            isPending={decide.isPending}
            error={decide.error}
            onConfirm={(_text, close) =>
              decide.mutate({ lineId: line.id, reference: null }, { onSuccess: close })
            }
          />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
};

/** Bank statements in, payments matched by reference, and what did not match for a person to settle. */
const AdminPayments = () => {
  const t = es.settlementsAdmin;
  const upload = useImportBankStatement();
  const unmatched = useBankLines('unmatched');
  const [file, setFile] = useState<File | null>(null);
  const result = upload.data?.data;
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t.paymentsTitle}
      </Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (file) upload.mutate(file);
        }}
      >
        <Group align="flex-end">
          <FileInput
            label={t.statementFile}
            value={file}
            onChange={setFile}
            accept=".n43,.aeb,.txt,.csv,.q43"
            w={320}
            clearable
          />
          <Button type="submit" disabled={!file} loading={upload.isPending}>
            {t.importStatement}
          </Button>
        </Group>
      </form>
      {upload.error && (
        <Alert color="red" role="alert">
          {upload.error.message}
        </Alert>
      )}
      {result && (
        <Alert color="green" role="status" data-testid="statement-result">
          {t.imported(
            result.lines.filter((line) => line.status === 'matched').length,
            result.lines.filter((line) => line.status === 'unmatched').length,
            result.duplicates,
          )}
        </Alert>
      )}
      <Title order={2} size="h4">
        {t.unmatchedTitle}
      </Title>
      <QueryState query={unmatched}>
        {({ data }) =>
          data.lines.length === 0 ? (
            <Text c="dimmed">{t.noUnmatched}</Text>
          ) : (
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t.date}</Table.Th>
                  <Table.Th scope="col">{t.concept}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t.amount}
                  </Table.Th>
                  <Table.Th scope="col">{es.account.actions}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.lines.map((line) => (
                  <UnmatchedLine key={line.id} line={line} />
                ))}
              </Table.Tbody>
            </Table>
          )
        }
      </QueryState>
    </Stack>
  );
};

export default AdminPayments;
