import { Alert, Button, Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { madridDay } from '@/common/madrid-time.ts';
import { isPendingApproval } from '@/common/schemas/approvals.ts';
import { EuroInput } from '@/web/components/euro-input.tsx';
import { MadridDateInput } from '@/web/components/madrid-date-input.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { useRecordPayment } from '../api/record-payment.ts';

/** A payment received by hand (cash at the office, a transfer seen in the bank), or a refund. */
export const RecordPaymentForm = ({
  settlementId,
  reference,
}: {
  settlementId: number;
  reference: string;
}) => {
  const t = messages.settlementsAdmin;
  const record = useRecordPayment(settlementId);
  const [kind, setKind] = useState<'payment' | 'refund'>('payment');
  const [euros, setEuros] = useState<number | string>('');
  const [method, setMethod] = useState<'transfer' | 'cash' | 'other'>('transfer');
  const [paidOn, setPaidOn] = useState(madridDay);
  const [note, setNote] = useState('');
  const cents = Math.round(Number(euros || 0) * 100);
  return (
    <form
      aria-label={t.recordPaymentFor(reference)}
      onSubmit={(event) => {
        event.preventDefault();
        record.mutate(
          { amount: kind === 'refund' ? -cents : cents, method, paidOn, note: note.trim() || null },
          { onSuccess: () => setEuros('') },
        );
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <SegmentedControl
          value={kind}
          onChange={(value) => setKind(value as 'payment' | 'refund')}
          data={[
            { value: 'payment', label: t.payment },
            { value: 'refund', label: t.refund },
          ]}
        />
        <EuroInput label={t.amount} value={euros} onChange={setEuros} w={140} required />
        <Select
          label={t.method}
          value={method}
          onChange={(value) => setMethod((value ?? 'transfer') as typeof method)}
          data={(['transfer', 'cash', 'other'] as const).map((value) => ({
            value,
            label: messages.settlements.methods[value],
          }))}
          w={150}
        />
        <MadridDateInput
          label={t.date}
          required
          value={paidOn}
          onChange={(day) => setPaidOn(day ?? paidOn)}
          w={160}
        />
        <TextInput
          label={t.note}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          w={200}
        />
        <Button type="submit" loading={record.isPending} disabled={cents <= 0}>
          {kind === 'refund' ? t.recordRefund : t.recordPayment}
        </Button>
      </Group>
      {record.error && (
        <Alert color="red" role="alert" mt="xs">
          {record.error.message}
        </Alert>
      )}
      {record.isSuccess && (
        <Alert color="green" role="status" mt="xs">
          {isPendingApproval(record.data) ? messages.admin.approvals.waiting : t.recorded}
        </Alert>
      )}
    </form>
  );
};
