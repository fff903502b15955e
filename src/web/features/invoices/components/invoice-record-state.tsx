import { Anchor, Badge, Button, Popover, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { TBillingRecord, TBillingRecordStatus } from '@/common/schemas/invoices.ts';
import { QueryState } from '@/web/components/query-state.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { downloadThroughApi } from '@/web/lib/export-download.ts';
import { formatDateTime } from '@/web/lib/format.ts';
import { useInvoiceBillingRecords } from '../api/get-invoice-billing-records.ts';

const t = messages.billingRecordsAdmin;

const statusColor: Record<TBillingRecordStatus, string> = {
  pending: 'yellow.9',
  signed: 'teal.9',
  accepted: 'green.9',
  'accepted-with-errors': 'orange.9',
  rejected: 'red.9',
};

const RecordLine = ({ record }: { record: TBillingRecord }) => (
  <Stack gap={2}>
    <Text size="sm" fw={600}>
      {t.kinds[record.kind]}{' '}
      <Badge color={statusColor[record.status]} variant="light" size="sm">
        {t.statuses[record.status]}
      </Badge>
    </Text>
    {record.errorCode && <Text size="sm">{t.error(record.errorCode, record.errorDescription ?? '')}</Text>}
    {record.csv && <Text size="xs">{t.csv(record.csv)}</Text>}
    {record.mode === 'verifactu' && record.status === 'pending' && (
      <Text size="xs">
        {t.attempts(record.attempts)}
        {record.nextAttemptAt && ` · ${t.nextAttempt(formatDateTime(record.nextAttemptAt))}`}
      </Text>
    )}
    {record.lastError && (
      <Text size="xs" c="red.9">
        {record.lastError}
      </Text>
    )}
    {record.status !== 'pending' && (
      <Anchor
        href={`/api/admin/billing-records/${record.id}/xml`}
        download
        size="xs"
        onClick={downloadThroughApi}
      >
        {t.downloadXml}
      </Anchor>
    )}
  </Stack>
);

/** An invoice's billing records (alta, anulación): signed, sent, accepted or rejected with the AEAT's code. */
export const InvoiceRecordState = ({ invoiceId, fullNumber }: { invoiceId: number; fullNumber: string }) => {
  const [isOpen, setIsOpen] = useState(false);
  const query = useInvoiceBillingRecords(invoiceId, isOpen);
  return (
    <Popover opened={isOpen} onChange={setIsOpen} width={320} position="bottom-end" withArrow>
      <Popover.Target>
        <Button
          size="xs"
          variant="subtle"
          onClick={() => setIsOpen((open) => !open)}
          aria-label={t.recordOf(fullNumber)}
        >
          {t.record}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <QueryState query={query}>
          {({ data }) =>
            data.billingRecords.length === 0 ? (
              <Text size="sm">{t.noRecords}</Text>
            ) : (
              <Stack gap="sm">
                {data.billingRecords.map((record) => (
                  <RecordLine key={record.id} record={record} />
                ))}
              </Stack>
            )
          }
        </QueryState>
      </Popover.Dropdown>
    </Popover>
  );
};
