import { Button, CopyButton, Group, Paper, Stack, Text } from '@mantine/core';
import { compactIban, formatIban } from '@/common/iban.ts';
import { messages } from '@/web/i18n/messages.ts';
import { formatCents } from '@/web/lib/format.ts';

/** A value to type into a bank's form, with a button that copies it as the bank takes it. */
const Copyable = ({ label, value, shown }: { label: string; value: string; shown?: string }) => (
  <Group gap="xs" wrap="nowrap" align="flex-start">
    <Text size="sm">
      {label}: <strong>{shown ?? value}</strong>
    </Text>
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button
          variant="subtle"
          size="compact-xs"
          onClick={copy}
          aria-label={messages.settlements.copyLabel(label)}
        >
          {copied ? messages.settlements.copied : messages.settlements.copy}
        </Button>
      )}
    </CopyButton>
  </Group>
);

export type TBankTransfer = {
  iban: string;
  holder: string;
  bic?: string | null;
  /** Cents. */
  amount: number;
  /** The RF reference that identifies the payment (src/common/payment-reference.ts). */
  reference: string;
};

/**
 * How to pay by transfer — a liquidación's balance or an auction's deposit: the account, the exact amount and
 * the reference for the concept, each with a copy button, so nothing is mistyped on a phone.
 */
export const BankTransferBox = ({ title, transfer }: { title: string; transfer: TBankTransfer }) => {
  const t = messages.settlements;
  return (
    <Paper withBorder p="sm" bg="gray.0" data-testid="bank-transfer">
      <Stack gap={4}>
        <Text fw={700} size="sm">
          {title}
        </Text>
        <Copyable label={t.iban} value={compactIban(transfer.iban)} shown={formatIban(transfer.iban)} />
        <Text size="sm">
          {t.holder}: {transfer.holder}
          {transfer.bic ? ` · BIC ${transfer.bic}` : ''}
        </Text>
        <Copyable
          label={t.amount}
          value={(transfer.amount / 100).toFixed(2).replace('.', ',')}
          shown={formatCents(transfer.amount)}
        />
        <Copyable label={t.reference} value={transfer.reference} />
        <Text size="xs" c="dimmed">
          {t.transferHint}
        </Text>
      </Stack>
    </Paper>
  );
};
