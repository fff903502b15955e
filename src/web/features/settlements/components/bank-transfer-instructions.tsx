import { Button, CopyButton, Group, Paper, Stack, Text } from '@mantine/core';
import { formatCents } from '@/common/format.ts';
import type { TSettlement } from '@/common/schemas/settlements.ts';
import { es } from '@/web/i18n/es.ts';

const Copyable = ({ label, value, shown }: { label: string; value: string; shown?: string }) => (
  <Group gap="xs" wrap="nowrap">
    <Text size="sm">
      {label}: <strong>{shown ?? value}</strong>
    </Text>
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button
          variant="subtle"
          size="compact-xs"
          onClick={copy}
          aria-label={es.settlements.copyLabel(label)}
        >
          {copied ? es.settlements.copied : es.settlements.copy}
        </Button>
      )}
    </CopyButton>
  </Group>
);

/** How to pay by transfer: the account, the exact amount and the reference for the concept. */
export const BankTransferInstructions = ({
  transfer,
}: {
  transfer: NonNullable<TSettlement['transfer']>;
}) => {
  const t = es.settlements;
  return (
    <Paper withBorder p="sm" bg="gray.0">
      <Stack gap={4}>
        <Text fw={700} size="sm">
          {t.transferTitle}
        </Text>
        <Copyable label={t.iban} value={transfer.iban.replace(/\s/g, '')} shown={transfer.iban} />
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
