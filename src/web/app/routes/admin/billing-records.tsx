import { Alert, Anchor, Button, Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { madridDay } from '@/common/madrid-time.ts';
import { invoicingModes, type TInvoicingMode } from '@/common/schemas/invoices.ts';
import { AdminTable } from '@/web/components/admin/admin-table.tsx';
import { useStaffAccess } from '@/web/components/admin/use-staff-access.ts';
import { ErrorAlert } from '@/web/components/error-alert.tsx';
import { QueryState } from '@/web/components/query-state.tsx';
import { useChangeInvoicingMode } from '@/web/features/invoices/api/change-invoicing-mode.ts';
import { useCheckBillingChains } from '@/web/features/invoices/api/check-billing-chains.ts';
import { useBillingEvents } from '@/web/features/invoices/api/get-billing-events.ts';
import { useInvoicingMode } from '@/web/features/invoices/api/get-invoicing-mode.ts';
import { messages } from '@/web/i18n/messages.ts';
import { downloadThroughApi } from '@/web/lib/export-download.ts';

const t = messages.billingRecordsAdmin;

/** The mode in force, switched by whoever may configure the site; the switch is an event of the log. */
const ModeSwitch = () => {
  const mode = useInvoicingMode();
  const change = useChangeInvoicingMode();
  const mayConfigure = useStaffAccess().mayWrite('configuracion');
  const [chosen, setChosen] = useState<TInvoicingMode | null>(null);
  return (
    <QueryState query={mode}>
      {({ data }) => (
        <Stack gap="xs">
          <Text>{t.modes[data.mode]}</Text>
          {mayConfigure && (
            <Group align="flex-end">
              <NativeSelect
                label={t.modeLabel}
                value={chosen ?? data.mode}
                onChange={(event) => setChosen(event.currentTarget.value as TInvoicingMode)}
                data={invoicingModes.map((value) => ({ value, label: t.modes[value] }))}
                w={420}
              />
              <Button
                disabled={(chosen ?? data.mode) === data.mode}
                loading={change.isPending}
                onClick={() => chosen && change.mutate(chosen, { onSuccess: () => setChosen(null) })}
              >
                {t.changeMode}
              </Button>
            </Group>
          )}
          {chosen && chosen !== data.mode && <Text size="sm">{t.changeModeMessage}</Text>}
          <ErrorAlert error={change.error} />
        </Stack>
      )}
    </QueryState>
  );
};

const ChainCheck = () => {
  const check = useCheckBillingChains();
  return (
    <Stack gap="xs">
      <Group>
        <Button variant="light" loading={check.isPending} onClick={() => check.mutate()}>
          {t.checkChains}
        </Button>
        <Anchor href="/api/admin/billing-events/export" download onClick={downloadThroughApi}>
          {t.exportEvents}
        </Anchor>
        <Anchor
          href={`/api/admin/billing-records/export?from=${madridDay().slice(0, 4)}-01-01&to=${madridDay()}`}
          download
          onClick={downloadThroughApi}
        >
          {t.exportRecords}
        </Anchor>
      </Group>
      {check.data && (
        <Alert color={check.data.data.anomalies.length === 0 ? 'green' : 'red'} role="status">
          <Text size="sm">{t.checkResult(check.data.data.checked, check.data.data.anomalies.length)}</Text>
          {check.data.data.anomalies.map((anomaly) => (
            <Text key={anomaly} size="sm">
              {anomaly}
            </Text>
          ))}
        </Alert>
      )}
      <ErrorAlert error={check.error} />
    </Stack>
  );
};

const EventLog = () => {
  const [page, setPage] = useState(1);
  const events = useBillingEvents(page);
  return (
    <QueryState query={events}>
      {({ data, metadata }) => {
        const pages = Math.max(1, Math.ceil(metadata.total / metadata.limit));
        return data.billingEvents.length === 0 ? (
          <Text c="dimmed">{t.noEvents}</Text>
        ) : (
          <Stack gap="sm">
            <AdminTable>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t.eventWhen}</Table.Th>
                  <Table.Th scope="col">{t.eventType}</Table.Th>
                  <Table.Th scope="col">{t.eventDescription}</Table.Th>
                  <Table.Th scope="col">{t.eventFingerprint}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.billingEvents.map((event) => (
                  <Table.Tr key={event.id}>
                    <Table.Td>{event.occurredAt.replace('T', ' ')}</Table.Td>
                    <Table.Td>
                      {event.type} · {t.eventTypes[event.type]}
                    </Table.Td>
                    <Table.Td>{event.description}</Table.Td>
                    <Table.Td>
                      <Text span size="xs" ff="monospace" title={event.fingerprint}>
                        {event.fingerprint.slice(0, 12)}…
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </AdminTable>
            <Group>
              <Button variant="default" size="xs" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t.previous}
              </Button>
              <Text size="sm">{t.page(page, pages)}</Text>
              <Button variant="default" size="xs" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t.next}
              </Button>
            </Group>
          </Stack>
        );
      }}
    </QueryState>
  );
};

/** The invoicing mode, the integrity check and the event log (docs/verifactu.md). */
const AdminBillingRecords = () => (
  <Stack gap="lg">
    <Title order={1} size="h3">
      {t.title}
    </Title>
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t.modeTitle}
      </Title>
      <ModeSwitch />
    </Stack>
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t.eventsTitle}
      </Title>
      <ChainCheck />
      <EventLog />
    </Stack>
  </Stack>
);

export default AdminBillingRecords;
