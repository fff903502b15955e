import { Anchor, Button, Group, Pagination, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatCents, formatDate } from '@/common/format.ts';
import { QueryState } from '@/web/components/query-state.tsx';
import { useInvoices } from '@/web/features/settlements/api/get-invoices.ts';
import { useRectifyInvoice } from '@/web/features/settlements/api/rectify-invoice.ts';
import { ConfirmAction } from '@/web/features/settlements/components/confirm-action.tsx';
import { es } from '@/web/i18n/es.ts';

const firstOfYear = () => `${new Date().getFullYear()}-01-01`;
const today = () => new Date().toISOString().slice(0, 10);

/** Issued invoices: search, download, rectify; and the accountant's exports. The search lives in the URL. */
const AdminInvoices = () => {
  const t = es.settlementsAdmin;
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Number(params.get('pagina') ?? '1') || 1;
  const [text, setText] = useState(q);
  const [range, setRange] = useState({ from: firstOfYear(), to: today() });
  const query = useInvoices({ page, q: q || undefined });
  const rectify = useRectifyInvoice();
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t.invoicesTitle}
      </Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setParams(text ? { q: text } : {});
        }}
      >
        <Group align="flex-end">
          <TextInput
            label={t.search}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            w={320}
          />
          <Button type="submit">{t.searchButton}</Button>
        </Group>
      </form>
      <QueryState query={query}>
        {({ data, metadata }) =>
          data.invoices.length === 0 ? (
            <Text c="dimmed">{t.noInvoices}</Text>
          ) : (
            <Stack gap="sm">
              <Table.ScrollContainer minWidth={800}>
                <Table striped stickyHeader>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t.number}</Table.Th>
                      <Table.Th scope="col">{t.kind}</Table.Th>
                      <Table.Th scope="col">{t.date}</Table.Th>
                      <Table.Th scope="col">{t.buyer}</Table.Th>
                      <Table.Th scope="col" ta="right">
                        {t.total}
                      </Table.Th>
                      <Table.Th scope="col">{es.account.actions}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.invoices.map((invoice) => (
                      <Table.Tr key={invoice.id}>
                        <Table.Td>{invoice.fullNumber}</Table.Td>
                        <Table.Td>{t.invoiceKinds[invoice.kind]}</Table.Td>
                        <Table.Td>{formatDate(`${invoice.issueDate}T12:00:00Z`)}</Table.Td>
                        <Table.Td>
                          {invoice.recipientName}{' '}
                          <Text span size="xs" c="dimmed">
                            {invoice.recipientNif}
                          </Text>
                        </Table.Td>
                        <Table.Td ta="right">{formatCents(invoice.total)}</Table.Td>
                        <Table.Td>
                          <Group gap="xs">
                            <Anchor
                              href={`/api/admin/invoices/${invoice.id}/pdf`}
                              download
                              size="sm"
                              aria-label={`${t.download} ${invoice.fullNumber}`}
                            >
                              {t.download}
                            </Anchor>
                            {invoice.kind === 'F1' && (
                              <ConfirmAction
                                label={t.rectify}
                                title={t.rectifyTitle(invoice.fullNumber)}
                                message={t.rectifyMessage(invoice.fullNumber)}
                                textLabel={t.reason}
                                isTextRequired
                                color="red.9"
                                isPending={rectify.isPending}
                                error={rectify.error}
                                onConfirm={(reason, close) =>
                                  rectify.mutate({ invoiceId: invoice.id, reason }, { onSuccess: close })
                                }
                              />
                            )}
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Pagination
                total={Math.max(1, Math.ceil(metadata.total / metadata.limit))}
                value={page}
                onChange={(next) => setParams({ ...(q ? { q } : {}), pagina: String(next) })}
                getControlProps={(control) => ({ 'aria-label': control })}
              />
            </Stack>
          )
        }
      </QueryState>
      <Title order={2} size="h4">
        {t.exportTitle}
      </Title>
      <Group align="flex-end">
        <TextInput
          type="date"
          label={t.fromDate}
          value={range.from}
          onChange={(event) => setRange({ ...range, from: event.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t.toDate}
          value={range.to}
          onChange={(event) => setRange({ ...range, to: event.currentTarget.value })}
        />
        <Anchor href={`/api/admin/accounting/invoices.csv?from=${range.from}&to=${range.to}`} download>
          {t.exportInvoices}
        </Anchor>
        <Anchor href={`/api/admin/accounting/payments.csv?from=${range.from}&to=${range.to}`} download>
          {t.exportPayments}
        </Anchor>
      </Group>
    </Stack>
  );
};

export default AdminInvoices;
