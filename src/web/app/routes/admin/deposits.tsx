import { Anchor, Button, Checkbox, CopyButton, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { compactIban, formatIban } from '@/common/iban.ts';
import { isPendingApproval } from '@/common/schemas/approvals.ts';
import { depositOrderFields, type TDeposit } from '@/common/schemas/deposits.ts';
import { depositStatuses, type TDepositStatus } from '@/common/schemas/settlements.ts';
import {
  AdminPagination,
  AdminTable,
  BulkBar,
  BulkOutcome,
  SelectAllTh,
  ShortcutRow,
  SortableTh,
} from '@/web/components/admin/admin-table.tsx';
import { ConfirmAction } from '@/web/components/admin/confirm-action.tsx';
import { ConfirmDialog } from '@/web/components/admin/confirm-dialog.tsx';
import { filterOptions, ListFilterSelect } from '@/web/components/admin/list-filters.tsx';
import { ListHeader } from '@/web/components/admin/list-header.tsx';
import { useListParams } from '@/web/components/admin/list-params.ts';
import { useListShortcuts } from '@/web/components/admin/list-shortcuts.tsx';
import { useSelection } from '@/web/components/admin/selection.ts';
import { useStaffAccess } from '@/web/components/admin/use-staff-access.ts';
import { ErrorAlert } from '@/web/components/error-alert.tsx';
import { QueryState } from '@/web/components/query-state.tsx';
import { useDeposits } from '@/web/features/deposits/api/get-deposits.ts';
import { useMarkDepositsReceived } from '@/web/features/deposits/api/mark-deposits-received.ts';
import { useMoveDeposit } from '@/web/features/deposits/api/move-deposit.ts';
import { messages } from '@/web/i18n/messages.ts';
import { formatCents, formatDate } from '@/web/lib/format.ts';

const t = messages.settlementsAdmin;
/** The list's pseudo-state: deposits that cannot be refunded until the bidder gives an IBAN. */
const awaitingIban = 'sin-iban';

const RefundIban = ({ iban }: { iban: string }) => (
  <Group gap={4}>
    <Text size="sm">{formatIban(iban)}</Text>
    <CopyButton value={compactIban(iban)}>
      {({ copied, copy }) => (
        <Anchor component="button" type="button" size="xs" onClick={copy}>
          {copied ? messages.settlements.copied : messages.settlements.copy}
        </Anchor>
      )}
    </CopyButton>
  </Group>
);

/**
 * "Marcar devuelto" for a deposit owed back, with the IBAN in the confirmation; without an IBAN there is
 * nowhere to refund to, so it is not offered (the API refuses it too).
 */
const RefundAction = ({ deposit }: { deposit: TDeposit }) => {
  const move = useMoveDeposit();
  if (!useStaffAccess().mayWrite('contabilidad')) return null;
  if (isPendingApproval(move.data))
    return (
      <Text size="xs" c="gray.7" role="status">
        {messages.admin.approvals.waiting}
      </Text>
    );
  if (deposit.refundIban === null)
    return (
      <Text size="xs" c="gray.7">
        {t.noRefundIban}
      </Text>
    );
  return (
    <ConfirmAction
      label={t.markRefunded}
      title={t.refundTitle(deposit.bidderName)}
      message={t.refundMessage(deposit.bidderName, formatCents(deposit.amount), deposit.refundIban)}
      textLabel={t.note}
      isPending={move.isPending}
      error={move.error}
      onConfirm={(text, close) =>
        move.mutate({ subscriptionId: deposit.subscriptionId, move: 'refunded', text }, { onSuccess: close })
      }
    />
  );
};

/** A deposit's row: the tick for pending ones, who, which auction, how much, its state and what to do. */
const DepositCells = ({
  deposit,
  selection,
}: {
  deposit: TDeposit;
  selection: ReturnType<typeof useSelection>;
}) => (
  <>
    <Table.Td>
      {deposit.status === 'pending' && (
        <Checkbox
          aria-label={t.selectDeposit(deposit.bidderName, deposit.auctionTitle)}
          checked={selection.isSelected(deposit.subscriptionId)}
          onChange={() => selection.toggle(deposit.subscriptionId)}
        />
      )}
    </Table.Td>
    <Table.Td>
      {deposit.bidderName}{' '}
      <Text span size="xs" c="gray.7">
        {deposit.vatId}
      </Text>
    </Table.Td>
    <Table.Td style={{ overflowWrap: 'anywhere' }}>
      <Anchor component={Link} to={`/admin/subastas/${deposit.auctionId}/liquidacion`}>
        {deposit.auctionTitle}
      </Anchor>
    </Table.Td>
    <Table.Td ta="right">{formatCents(deposit.amount)}</Table.Td>
    <Table.Td>
      {messages.deposits.states[deposit.status]}
      {deposit.refundDueOn && (
        <Text span size="xs" c={deposit.isRefundOverdue ? 'red.9' : 'gray.7'}>
          {' '}
          ({t.refundDueOn(formatDate(deposit.refundDueOn), deposit.isRefundOverdue)})
        </Text>
      )}
      {deposit.status === 'pending' && deposit.auctionClosed && (
        <Text span size="xs" c="gray.7">
          {' '}
          ({t.auctionClosed})
        </Text>
      )}
    </Table.Td>
    <Table.Td>
      {deposit.refundIban ? (
        <RefundIban iban={deposit.refundIban} />
      ) : (
        ['pending', 'received', 'refund-due'].includes(deposit.status) && (
          <Text size="xs" c="gray.7">
            {t.ibanAsked}
          </Text>
        )
      )}
    </Table.Td>
    <Table.Td>{deposit.status === 'refund-due' && <RefundAction deposit={deposit} />}</Table.Td>
  </>
);

const useDepositList = () => useListParams({ sortFields: depositOrderFields });

/** The deposits as a sortable table; ticks select the pending ones, the keyboard moves between rows. */
const DepositsTable = ({
  deposits,
  list,
  selection,
  shortcuts,
}: {
  deposits: TDeposit[];
  list: ReturnType<typeof useDepositList>;
  selection: ReturnType<typeof useSelection>;
  shortcuts: ReturnType<typeof useListShortcuts>;
}) => (
  <AdminTable>
    <Table.Thead>
      <Table.Tr>
        <SelectAllTh
          label={t.selectAllDeposits}
          selection={selection}
          disabled={!deposits.some((deposit) => deposit.status === 'pending')}
        />
        <SortableTh field="bidderName" list={list}>
          {t.buyer}
        </SortableTh>
        <SortableTh field="auctionTitle" list={list}>
          {t.auction}
        </SortableTh>
        <SortableTh field="amount" list={list} ta="right">
          {t.amount}
        </SortableTh>
        <SortableTh field="status" list={list}>
          {t.status}
        </SortableTh>
        <Table.Th scope="col">{t.refundIban}</Table.Th>
        <Table.Th scope="col">{messages.account.actions}</Table.Th>
      </Table.Tr>
    </Table.Thead>
    <Table.Tbody>
      {deposits.map((deposit, index) => (
        <ShortcutRow
          key={deposit.subscriptionId}
          index={index}
          activeRow={shortcuts.activeRow}
          onActivate={shortcuts.setActiveRow}
        >
          <DepositCells deposit={deposit} selection={selection} />
        </ShortcutRow>
      ))}
    </Table.Tbody>
  </AdminTable>
);

/** The deposits the list's `estado` asks for; owed back by default. */
const useDepositsInView = (list: ReturnType<typeof useDepositList>) => {
  // Owed back is the default view: those are the deposits waiting for the clerk to act.
  const status =
    list.oneOf<TDepositStatus | 'all' | typeof awaitingIban | 'overdue'>('estado', [
      'all',
      awaitingIban,
      'overdue',
      ...depositStatuses,
    ]) ?? 'refund-due';
  const query = useDeposits({
    page: list.page,
    order: list.sort,
    ...(status === 'all'
      ? {}
      : status === awaitingIban
        ? { awaitingIban: true }
        : status === 'overdue'
          ? { overdue: 'true' }
          : { status }),
  });
  return { status, query };
};

const DepositStatusFilter = ({
  list,
  status,
}: {
  list: ReturnType<typeof useDepositList>;
  status: string;
}) => (
  <ListFilterSelect
    list={list}
    param="estado"
    value={status}
    defaultValue="refund-due"
    label={t.status}
    data={[
      { value: 'all', label: t.allStates },
      { value: awaitingIban, label: t.awaitingIban },
      { value: 'overdue', label: t.refundOverdue },
      ...filterOptions(messages.deposits.states, depositStatuses),
    ]}
    w={260}
  />
);

/**
 * Deposits by state (owed back first), sorted by any column, with the IBAN to refund to ready to copy.
 * Pending ones can be ticked (or x on the row) and noted as received together after a confirmation that
 * says how many; the server takes all of them or none. State, sort and page live in the URL.
 */
const AdminDeposits = () => {
  const list = useDepositList();
  const { status, query } = useDepositsInView(list);
  const markReceived = useMarkDepositsReceived();
  const mayReceive = useStaffAccess().mayWrite('inscripciones');
  const deposits = query.data?.data.deposits ?? [];
  const selection = useSelection(
    deposits.filter((deposit) => deposit.status === 'pending').map((deposit) => deposit.subscriptionId),
  );
  const [isAsking, setAsking] = useState(false);
  // A deposit of a closed auction is received only as a late receipt, with the reason (docs/after-the-hammer.md).
  const isLate = deposits.some(
    (deposit) => deposit.auctionClosed && selection.isSelected(deposit.subscriptionId),
  );
  const [outcome, setOutcome] = useState<string | null>(null);
  const shortcuts = useListShortcuts({
    rowCount: deposits.length,
    onToggle: (index) => {
      const deposit = deposits[index];
      if (deposit?.status === 'pending') selection.toggle(deposit.subscriptionId);
    },
  });
  const runBulk = (lateReason?: string, close?: () => void) => {
    setAsking(false);
    markReceived.mutate(
      lateReason === undefined
        ? { ids: selection.selected }
        : { ids: selection.selected, late: true, reason: lateReason },
      {
        onSuccess: ({ data }) => {
          selection.clear();
          close?.();
          setOutcome(t.markedReceived(data.received));
        },
      },
    );
  };
  return (
    <Stack gap="md">
      <ListHeader title={t.depositsTitle}>{shortcuts.helpButton}</ListHeader>
      <DepositStatusFilter list={list} status={status} />
      <ErrorAlert error={markReceived.error} />
      <BulkOutcome outcome={outcome} onClose={() => setOutcome(null)} />
      <QueryState query={query}>
        {({ data, metadata }) =>
          data.deposits.length === 0 ? (
            <Text c="dimmed">{t.noDeposits}</Text>
          ) : (
            <Stack gap="xs">
              {mayReceive && (
                <BulkBar selected={t.depositsSelected(selection.selected.length)}>
                  {isLate ? (
                    <ConfirmAction
                      label={t.markReceivedLate}
                      title={t.lateReceiptTitle(selection.selected.length)}
                      message={t.lateReceiptMessage}
                      textLabel={t.lateReceiptReason}
                      isTextRequired
                      isPending={markReceived.isPending}
                      error={markReceived.error}
                      onConfirm={(reason, close) => runBulk(reason, close)}
                    />
                  ) : (
                    <Button size="xs" disabled={!selection.selected.length} onClick={() => setAsking(true)}>
                      {t.markReceived}
                    </Button>
                  )}
                </BulkBar>
              )}
              <DepositsTable
                deposits={data.deposits}
                list={list}
                selection={selection}
                shortcuts={shortcuts}
              />
              <AdminPagination list={list} metadata={metadata} label={t.depositsPagination} />
            </Stack>
          )
        }
      </QueryState>
      <ConfirmDialog
        opened={isAsking}
        question={t.markReceivedQuestion(selection.selected.length)}
        detail={t.markReceivedDetail}
        confirmLabel={t.markReceivedConfirm}
        isPending={markReceived.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => runBulk()}
      />
      {shortcuts.help}
    </Stack>
  );
};

export default AdminDeposits;
