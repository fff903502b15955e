import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TSettlement } from '@/common/schemas/settlements.ts';
import { BankTransferBox } from '@/web/components/bank-transfer-box.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { formatCents, formatDateTime } from '@/web/lib/format.ts';
import { SettlementDocuments } from './settlement-documents.tsx';
import { SettlementLines } from './settlement-lines.tsx';
import { SettlementStateBadge } from './settlement-state-badge.tsx';

/** The steps other records own, drawn by the page: card payment (payments) and pick-up booking (collections). */
export type TSettlementActions = {
  payByCard: (settlement: TSettlement) => ReactNode;
  pickup: (settlement: TSettlement) => ReactNode;
};

/**
 * One liquidación de compra as the buyer sees it: what is owed and by when, then what to do next
 * (pay, download the invoice and the release note, book the pick-up).
 */
export const SettlementCard = ({
  settlement,
  actions,
}: {
  settlement: TSettlement;
  actions: TSettlementActions;
}) => (
  <Paper withBorder p="md" component="section" aria-labelledby={`settlement-${settlement.id}`}>
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start">
        <Title order={2} size="h4" id={`settlement-${settlement.id}`}>
          {settlement.title}
        </Title>
        <SettlementStateBadge settlement={settlement} />
      </Group>
      <Text size="sm">
        {settlement.dueDate && `${messages.settlements.payBy}: ${formatDateTime(settlement.dueDate)}. `}
        {settlement.lastCollectionDate &&
          `${messages.settlements.collectBy}: ${formatDateTime(settlement.lastCollectionDate)}.`}
      </Text>
      {settlement.deposit && (
        <Text size="sm">
          {messages.settlements.deposit(
            formatCents(settlement.deposit.amount),
            messages.deposits.states[settlement.deposit.status],
          )}
        </Text>
      )}
      <Group gap="lg" aria-label={messages.settlements.summary}>
        <Text size="sm">
          {messages.settlements.total}: <strong>{formatCents(settlement.totals.total)}</strong>
        </Text>
        <Text size="sm">
          {messages.settlements.paid}: <strong>{formatCents(settlement.totals.paid)}</strong>
        </Text>
        <Text size="sm">
          {settlement.totals.balance < 0 ? messages.settlements.toRefund : messages.settlements.balance}:{' '}
          <strong>{formatCents(Math.abs(settlement.totals.balance))}</strong>
        </Text>
      </Group>
      <SettlementLines settlement={settlement} />
      {settlement.state === 'pending' && (
        <Stack gap="sm">
          {settlement.payByCard && actions.payByCard(settlement)}
          {settlement.transfer && (
            <BankTransferBox title={messages.settlements.transferTitle} transfer={settlement.transfer} />
          )}
        </Stack>
      )}
      {settlement.state === 'paid' && actions.pickup(settlement)}
      <SettlementDocuments settlement={settlement} />
      {settlement.externalInvoice && <Text size="sm">{messages.settlements.externalInvoice}</Text>}
    </Stack>
  </Paper>
);
