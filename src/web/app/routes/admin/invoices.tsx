import { Anchor, Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { madridDay } from '@/common/madrid-time.ts';
import {
  clerkRectificationCauses,
  invoiceKinds,
  invoiceOrderFields,
  type TAdminInvoice,
  type TClerkRectificationCause,
} from '@/common/schemas/invoices.ts';
import { AdminPagination, AdminTable, SortableTh } from '@/web/components/admin/admin-table.tsx';
import { ConfirmAction } from '@/web/components/admin/confirm-action.tsx';
import { filterOptions, ListFilterSelect, ListFilters } from '@/web/components/admin/list-filters.tsx';
import { useListParams } from '@/web/components/admin/list-params.ts';
import { ListSearch } from '@/web/components/admin/list-search.tsx';
import { useListShortcuts } from '@/web/components/admin/list-shortcuts.tsx';
import { useStaffAccess } from '@/web/components/admin/use-staff-access.ts';
import { MadridDateInput } from '@/web/components/madrid-date-input.tsx';
import { QueryState } from '@/web/components/query-state.tsx';
import { useAnnulInvoice } from '@/web/features/invoices/api/annul-invoice.ts';
import { useInvoices } from '@/web/features/invoices/api/get-invoices.ts';
import { useRectifyInvoice } from '@/web/features/invoices/api/rectify-invoice.ts';
import { InvoiceRecordState } from '@/web/features/invoices/components/invoice-record-state.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { downloadThroughApi } from '@/web/lib/export-download.ts';
import { formatCents, formatDate } from '@/web/lib/format.ts';
import { invalidateSettlements } from '@/web/lib/settlement-keys.ts';

const t = messages.settlementsAdmin;

/** From the first of January to today, in Madrid (the accountant's days), whatever the browser's zone. */
const thisYear = () => {
  const today = madridDay();
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
};

/** The accountant's exports for a range of days, picked in Spanish whatever the browser's language. */
const AccountingExport = () => {
  const [range, setRange] = useState(thisYear);
  return (
    <>
      <Title order={3} size="h4">
        {t.exportTitle}
      </Title>
      <Group align="flex-end">
        <MadridDateInput
          label={t.fromDate}
          required
          value={range.from}
          onChange={(from) => setRange({ ...range, from: from ?? range.from })}
        />
        <MadridDateInput
          label={t.toDate}
          required
          value={range.to}
          onChange={(to) => setRange({ ...range, to: to ?? range.to })}
        />
        <Anchor
          href={`/api/admin/accounting/invoices.csv?from=${range.from}&to=${range.to}`}
          download
          onClick={downloadThroughApi}
        >
          {t.exportInvoices}
        </Anchor>
        <Anchor
          href={`/api/admin/accounting/payments.csv?from=${range.from}&to=${range.to}`}
          download
          onClick={downloadThroughApi}
        >
          {t.exportPayments}
        </Anchor>
      </Group>
    </>
  );
};

const tr = messages.billingRecordsAdmin;

const InvoiceActions = ({ invoice }: { invoice: TAdminInvoice }) => {
  const rectify = useRectifyInvoice();
  const annul = useAnnulInvoice();
  const mayRectify = useStaffAccess().mayWrite('contabilidad');
  const [cause, setCause] = useState<TClerkRectificationCause>('error');
  // The actions wrap rather than push the table sideways at 1024 px (e2e/admin-layout.e2e.ts).
  return (
    <Group gap="xs">
      <Anchor
        href={`/api/admin/invoices/${invoice.id}/pdf`}
        download
        size="sm"
        aria-label={`${t.download} ${invoice.fullNumber}`}
      >
        {t.download}
      </Anchor>
      {invoice.rectifiedBy !== null && (
        <Text span size="xs" c="gray.7">
          {t.rectifiedBy(invoice.rectifiedBy)}
        </Text>
      )}
      {invoice.kind === 'F1' && invoice.rectifiedBy === null && mayRectify && (
        <ConfirmAction
          label={t.rectify}
          title={t.rectifyTitle(invoice.fullNumber)}
          message={
            <Stack gap="xs">
              <Text size="sm">{t.rectifyMessage(invoice.fullNumber)}</Text>
              <NativeSelect
                label={t.rectificationCause}
                value={cause}
                onChange={(event) => setCause(event.currentTarget.value as TClerkRectificationCause)}
                data={clerkRectificationCauses.map((value) => ({
                  value,
                  label: t.rectificationCauses[value],
                }))}
              />
            </Stack>
          }
          textLabel={t.reason}
          isTextRequired
          color="red.9"
          isPending={rectify.isPending}
          error={rectify.error}
          onConfirm={(reason, close) =>
            rectify.mutate({ invoiceId: invoice.id, cause, reason }, { onSuccess: close })
          }
        />
      )}
      <InvoiceRecordState invoiceId={invoice.id} fullNumber={invoice.fullNumber} />
      {invoice.rectifiedBy === null && mayRectify && (
        <ConfirmAction
          label={tr.annul}
          title={tr.annulTitle(invoice.fullNumber)}
          message={<Text size="sm">{tr.annulMessage(invoice.fullNumber)}</Text>}
          textLabel={tr.annulReason}
          isTextRequired
          color="red.9"
          isPending={annul.isPending}
          error={annul.error}
          onConfirm={(reason, close) =>
            annul.mutate(
              { invoiceId: invoice.id, reason },
              {
                onSuccess: () => {
                  void invalidateSettlements();
                  close();
                },
              },
            )
          }
        />
      )}
    </Group>
  );
};

/**
 * Issued invoices: search, filter by kind, sort, download, rectify; and the accountant's exports. Search,
 * kind, sort and page live in the URL.
 */
const AdminInvoices = () => {
  const list = useListParams({ sortFields: invoiceOrderFields });
  const kind = list.oneOf('tipo', invoiceKinds);
  const shortcuts = useListShortcuts({ hasSearch: true });
  const query = useInvoices({ page: list.page, q: list.search || undefined, kind, order: list.sort });
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t.invoicesTitle}
      </Title>
      {/* Above the list, which would push it down as it arrives, under a click in its calendar. */}
      <AccountingExport />
      <Title order={3} size="h4">
        {t.issuedInvoicesTitle}
      </Title>
      <ListFilters>
        <ListSearch
          list={list}
          label={t.search}
          buttonLabel={t.searchButton}
          inputRef={shortcuts.searchInput}
        />
        <ListFilterSelect
          list={list}
          param="tipo"
          value={kind}
          label={t.kind}
          placeholder={t.allKinds}
          data={filterOptions(t.invoiceKinds, invoiceKinds)}
          w={180}
        />
      </ListFilters>
      <QueryState query={query}>
        {({ data, metadata }) =>
          data.invoices.length === 0 ? (
            <Text c="dimmed">{t.noInvoices}</Text>
          ) : (
            <Stack gap="sm">
              <AdminTable>
                <Table.Thead>
                  <Table.Tr>
                    <SortableTh field="fullNumber" list={list}>
                      {t.number}
                    </SortableTh>
                    <Table.Th scope="col" visibleFrom="lg">
                      {t.kind}
                    </Table.Th>
                    <SortableTh field="issueDate" list={list}>
                      {t.date}
                    </SortableTh>
                    <SortableTh field="recipientName" list={list}>
                      {t.buyer}
                    </SortableTh>
                    <SortableTh field="total" list={list} ta="right">
                      {t.total}
                    </SortableTh>
                    <Table.Th scope="col">{messages.account.actions}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.invoices.map((invoice) => (
                    <Table.Tr key={invoice.id}>
                      <Table.Td>{invoice.fullNumber}</Table.Td>
                      <Table.Td visibleFrom="lg">{t.invoiceKinds[invoice.kind]}</Table.Td>
                      <Table.Td>{formatDate(`${invoice.issueDate}T12:00:00Z`)}</Table.Td>
                      <Table.Td>
                        {invoice.recipientName}{' '}
                        <Text span size="xs" c="gray.7">
                          {invoice.recipientNif}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">{formatCents(invoice.total)}</Table.Td>
                      <Table.Td>
                        <InvoiceActions invoice={invoice} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </AdminTable>
              <AdminPagination list={list} metadata={metadata} label={t.invoicesPagination} />
            </Stack>
          )
        }
      </QueryState>
      <Anchor component={Link} to="/admin/facturas/registros">
        {tr.linkFromInvoices}
      </Anchor>
      {shortcuts.help}
    </Stack>
  );
};

export default AdminInvoices;
