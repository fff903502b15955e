import { Alert, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { bankLineOrderFields, bankLineStatuses, type TBankLine } from '@/common/schemas/payments.ts';
import { AdminPagination, AdminTable, SortableTh } from '@/web/components/admin/admin-table.tsx';
import { ConfirmAction } from '@/web/components/admin/confirm-action.tsx';
import { FileUploadForm } from '@/web/components/admin/file-upload-form.tsx';
import { filterOptions, ListFilterSelect } from '@/web/components/admin/list-filters.tsx';
import { ListHeader } from '@/web/components/admin/list-header.tsx';
import { useListParams } from '@/web/components/admin/list-params.ts';
import { useStaffAccess } from '@/web/components/admin/use-staff-access.ts';
import { ErrorAlert } from '@/web/components/error-alert.tsx';
import { QueryState } from '@/web/components/query-state.tsx';
import { useDecideBankLine } from '@/web/features/payments/api/decide-bank-line.ts';
import { useBankLines } from '@/web/features/payments/api/get-bank-lines.ts';
import { useImportBankStatement } from '@/web/features/payments/api/import-bank-statement.ts';
import { messages } from '@/web/i18n/messages.ts';
import { formatCents, formatDate } from '@/web/lib/format.ts';

const t = messages.settlementsAdmin;

/** Assign an unmatched credit to a liquidación by its reference, or set it aside as not a payment. */
const AssignLine = ({ line }: { line: TBankLine }) => {
  const decide = useDecideBankLine();
  const [reference, setReference] = useState('');
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
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
  );
};

const lineOutcome = (line: TBankLine, mayAssign: boolean) => {
  if (line.status === 'unmatched') return mayAssign ? <AssignLine line={line} /> : t.lineStates.unmatched;
  if (line.status === 'ignored') return t.ignored;
  return line.settlementId === null ? '' : t.assignedTo(line.settlementId);
};

/** The bank's movements by state (unmatched first), sorted by date or amount; state, sort and page in the URL. */
const BankLines = () => {
  const list = useListParams({ sortFields: bankLineOrderFields });
  const mayAssign = useStaffAccess().mayWrite('contabilidad');
  const status = list.oneOf('estado', bankLineStatuses) ?? 'unmatched';
  const query = useBankLines({ status, page: list.page, order: list.sort });
  return (
    <Stack gap="sm">
      <ListHeader title={t.linesTitle} size="h4" align="flex-end">
        <ListFilterSelect
          list={list}
          param="estado"
          value={status}
          defaultValue="unmatched"
          label={t.status}
          data={filterOptions(t.lineStates, bankLineStatuses)}
          w={200}
        />
      </ListHeader>
      <QueryState query={query}>
        {({ data, metadata }) =>
          data.lines.length === 0 ? (
            <Text c="dimmed">{status === 'unmatched' ? t.noUnmatched : t.noLines}</Text>
          ) : (
            <Stack gap="sm">
              <AdminTable>
                <Table.Thead>
                  <Table.Tr>
                    <SortableTh field="bookingDate" list={list}>
                      {t.date}
                    </SortableTh>
                    <Table.Th scope="col">{t.concept}</Table.Th>
                    <SortableTh field="amount" list={list} ta="right">
                      {t.amount}
                    </SortableTh>
                    <Table.Th scope="col">{messages.account.actions}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.lines.map((line) => (
                    <Table.Tr key={line.id}>
                      <Table.Td>{formatDate(`${line.bookingDate}T12:00:00Z`)}</Table.Td>
                      <Table.Td>{line.concept}</Table.Td>
                      <Table.Td ta="right">{formatCents(line.amount)}</Table.Td>
                      <Table.Td>{lineOutcome(line, mayAssign)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </AdminTable>
              <AdminPagination list={list} metadata={metadata} label={t.linesPagination} />
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
};

/** Bank statements in, payments matched by reference, and what did not match for a person to settle. */
const AdminPayments = () => {
  const upload = useImportBankStatement();
  const mayImport = useStaffAccess().mayWrite('contabilidad');
  const result = upload.data?.data;
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t.paymentsTitle}
      </Title>
      {mayImport && (
        <FileUploadForm
          label={t.statementFile}
          accept=".n43,.aeb,.txt,.csv,.q43"
          submitLabel={t.importStatement}
          pending={upload.isPending}
          onUpload={(file) => upload.mutate(file)}
        />
      )}
      <ErrorAlert error={upload.error} />
      {result && (
        <Alert color="green" role="status" data-testid="statement-result">
          {t.imported(
            result.lines.filter((line) => line.status === 'matched').length,
            result.lines.filter((line) => line.status === 'unmatched').length,
            result.duplicates,
          )}
        </Alert>
      )}
      <BankLines />
    </Stack>
  );
};

export default AdminPayments;
