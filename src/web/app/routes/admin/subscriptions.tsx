import { Badge, Button, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type {
  TAdminSubscriptionsResponse,
  TSubscription,
  TSubscriptionBulkAction,
} from '@/common/schemas/subscriptions.ts';
import { adminColors } from '@/web/components/admin/admin-colors.ts';
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
import { ConfirmButton, ConfirmDialog } from '@/web/components/admin/confirm-dialog.tsx';
import { filterOptions, ListFilterSelect } from '@/web/components/admin/list-filters.tsx';
import { ListHeader } from '@/web/components/admin/list-header.tsx';
import { useListParams } from '@/web/components/admin/list-params.ts';
import { useListShortcuts } from '@/web/components/admin/list-shortcuts.tsx';
import { useSelection } from '@/web/components/admin/selection.ts';
import { useStaffAccess } from '@/web/components/admin/use-staff-access.ts';
import { ErrorAlert } from '@/web/components/error-alert.tsx';
import { QueryState } from '@/web/components/query-state.tsx';
import { useBulkSubscriptions } from '@/web/features/subscriptions/api/bulk-subscriptions.ts';
import { useDecideSubscription } from '@/web/features/subscriptions/api/decide-subscription.ts';
import { useAdminSubscriptions } from '@/web/features/subscriptions/api/get-admin-subscriptions.ts';
import { usePendingSubscriptions } from '@/web/features/subscriptions/api/get-pending-subscriptions.ts';
import { useMarkSubscriptionPaid } from '@/web/features/subscriptions/api/mark-subscription-paid.ts';
import { useRecheckSubscriptionVies } from '@/web/features/subscriptions/api/recheck-subscription-vies.ts';
import { messages } from '@/web/i18n/messages.ts';
import { formatCents, formatDateTime } from '@/web/lib/format.ts';

const t = messages.admin.subscriptions;
const common = messages.admin.common;
const statusLabels = t.statuses;

/**
 * The buyer's EU VAT number as VIES answered at subscription, with its consultation number: what an
 * intra-Community supply's invoice relies on (docs/after-the-hammer.md, "Buyers abroad"). The clerk may
 * ask VIES again (it did not answer, or the buyer changed the number).
 */
const ViesCheck = ({ subscriptionId, vies }: { subscriptionId: number; vies: TSubscription['vies'] }) => {
  const recheck = useRecheckSubscriptionVies();
  const mayCheck = useStaffAccess().mayWrite('inscripciones');
  if (!vies) return null;
  return (
    <Stack gap={2}>
      <Text size="xs" c={vies.valid ? 'gray.7' : 'red.8'} style={{ overflowWrap: 'anywhere' }}>
        {vies.valid === true
          ? t.vies.valid(vies.vatNumber)
          : vies.valid === false
            ? t.vies.invalid(vies.vatNumber)
            : t.vies.unanswered(vies.vatNumber)}{' '}
        · {vies.consultationNumber ? t.vies.consultation(vies.consultationNumber) : t.vies.noConsultation} ·{' '}
        {t.vies.checkedOn(formatDateTime(vies.checkedOn))}
        {vies.name ? ` · ${t.vies.name(vies.name)}` : ''}
      </Text>
      {mayCheck && vies.valid !== true && (
        <Group gap="xs">
          <Button
            size="compact-xs"
            variant="default"
            loading={recheck.isPending}
            onClick={() => recheck.mutate(subscriptionId)}
          >
            {t.vies.recheck}
          </Button>
          <ErrorAlert error={recheck.error} />
        </Group>
      )}
    </Stack>
  );
};

/** Every subscription, filtered by state and sorted on the server; page, sort and filter live in the URL. */
const AllSubscriptions = () => {
  const list = useListParams({
    sortFields: ['createdOn', 'status'] as const,
    defaultSort: { field: 'createdOn', direction: 'desc' },
  });
  const status = list.get('estado');
  const query = useAdminSubscriptions({
    page: list.page,
    filter: status ? { status } : undefined,
    order: list.sort,
  });
  return (
    <Stack gap="sm">
      <ListHeader title={t.allTitle} align="flex-end">
        <ListFilterSelect
          list={list}
          param="estado"
          value={status}
          label={common.status}
          placeholder={t.allStates}
          data={filterOptions(statusLabels)}
        />
      </ListHeader>
      <QueryState query={query}>
        {({ data, metadata }) => (
          <Stack>
            <AdminTable>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t.user}</Table.Th>
                  <Table.Th scope="col">{common.auction}</Table.Th>
                  <SortableTh field="status" list={list}>
                    {t.sortStatus}
                  </SortableTh>
                  <Table.Th scope="col">{t.deposit}</Table.Th>
                  <SortableTh field="createdOn" list={list}>
                    {t.sortDate}
                  </SortableTh>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.subscriptions.map((subscription) => (
                  <Table.Tr key={subscription.id}>
                    <Table.Td>
                      {metadata.users[String(subscription.userId)]?.fullName}
                      <ViesCheck subscriptionId={subscription.id} vies={subscription.vies} />
                    </Table.Td>
                    <Table.Td>{metadata.auctions[String(subscription.auctionId)]?.title}</Table.Td>
                    <Table.Td>{statusLabels[subscription.status]}</Table.Td>
                    <Table.Td>{subscription.paid ? common.depositReceived : ''}</Table.Td>
                    <Table.Td>{formatDateTime(subscription.createdOn)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </AdminTable>
            <AdminPagination list={list} metadata={metadata} label={t.pagination} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
};

type TPending = TAdminSubscriptionsResponse['data']['subscriptions'][number];
type TPendingMetadata = TAdminSubscriptionsResponse['metadata'];
type TMutations = {
  decide: ReturnType<typeof useDecideSubscription>;
  markPaid: ReturnType<typeof useMarkSubscriptionPaid>;
};

/** Accept, reject (after naming who and where) and the deposit: received, not received, or late. */
const PendingActions = ({
  subscription,
  auction,
  name,
  title,
  mutations,
  onOutcome,
}: {
  subscription: TPending;
  auction: TPendingMetadata['auctions'][string] | undefined;
  name: string;
  title: string;
  mutations: TMutations;
  onOutcome: (outcome: string) => void;
}) => (
  <Group gap="xs">
    <Button
      size="xs"
      color={adminColors.positive}
      onClick={() =>
        mutations.decide.mutate(
          { id: subscription.id, action: 'accept' },
          {
            onSuccess: () => onOutcome(messages.subscriptionOutcome.accepted(name, title)),
          },
        )
      }
      aria-label={t.acceptOf(name)}
    >
      {t.accept}
    </Button>
    <ConfirmButton
      size="xs"
      color={adminColors.danger}
      variant="outline"
      aria-label={t.rejectOf(name)}
      confirmation={{
        question: t.rejectQuestion(name, title),
        detail: t.rejectDetail,
        confirmLabel: t.reject,
        isDestructive: true,
      }}
      onConfirm={() =>
        mutations.decide.mutate(
          { id: subscription.id, action: 'reject' },
          {
            onSuccess: () => onOutcome(messages.subscriptionOutcome.rejected(name, title)),
          },
        )
      }
    >
      {t.reject}
    </ConfirmButton>
    {auction?.caution && auction.status === 'closed' && !subscription.paid ? (
      <ConfirmAction
        label={messages.settlementsAdmin.markReceivedLate}
        title={messages.settlementsAdmin.lateReceiptTitle(1)}
        message={messages.settlementsAdmin.lateReceiptMessage}
        textLabel={messages.settlementsAdmin.lateReceiptReason}
        isTextRequired
        isPending={mutations.markPaid.isPending}
        error={mutations.markPaid.error}
        onConfirm={(lateReason, close) =>
          mutations.markPaid.mutate({ id: subscription.id, paid: true, lateReason }, { onSuccess: close })
        }
      />
    ) : auction?.caution ? (
      <Button
        size="xs"
        variant="default"
        onClick={() => mutations.markPaid.mutate({ id: subscription.id, paid: !subscription.paid })}
      >
        {subscription.paid ? t.depositNotReceived : common.depositReceived}
      </Button>
    ) : null}
  </Group>
);

/** One pending subscription: the tick, who, which auction, when, the deposit and the actions. */
const PendingRow = ({
  subscription,
  index,
  metadata,
  selection,
  shortcuts,
  mayDecide,
  mutations,
  onOutcome,
}: {
  subscription: TPending;
  index: number;
  metadata: TPendingMetadata;
  selection: ReturnType<typeof useSelection>;
  shortcuts: ReturnType<typeof useListShortcuts>;
  mayDecide: boolean;
  mutations: TMutations;
  onOutcome: (outcome: string) => void;
}) => {
  const user = metadata.users[String(subscription.userId)];
  const auction = metadata.auctions[String(subscription.auctionId)];
  const name = user?.fullName ?? t.unknown;
  const title = auction?.title ?? t.unknown;
  return (
    <ShortcutRow index={index} activeRow={shortcuts.activeRow} onActivate={shortcuts.setActiveRow}>
      <Table.Td>
        <Checkbox
          aria-label={t.selectRow(name, title)}
          checked={selection.isSelected(subscription.id)}
          onChange={() => selection.toggle(subscription.id)}
        />
      </Table.Td>
      <Table.Td>
        {name}
        {/* A long address breaks anywhere rather than push the actions off-screen. */}
        <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
          {user?.email} · {user?.vatId}
        </Text>
        <ViesCheck subscriptionId={subscription.id} vies={subscription.vies} />
      </Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{title}</Table.Td>
      <Table.Td visibleFrom="lg">{formatDateTime(subscription.createdOn)}</Table.Td>
      <Table.Td>
        {auction?.caution ? (
          <Badge variant="outline" color={subscription.paid ? adminColors.positive : adminColors.warning}>
            {t.depositState(formatCents(auction.caution), subscription.paid)}
          </Badge>
        ) : (
          t.noDeposit
        )}
      </Table.Td>
      <Table.Td>
        {mayDecide && (
          <PendingActions
            subscription={subscription}
            auction={auction}
            name={name}
            title={title}
            mutations={mutations}
            onOutcome={onOutcome}
          />
        )}
      </Table.Td>
    </ShortcutRow>
  );
};

/**
 * The pending queue, oldest first: tick several and accept, reject or note their deposits at once (after a
 * confirmation that says how many), or decide one by one; rejecting one names who and where before acting.
 */
const AdminSubscriptions = () => {
  const query = usePendingSubscriptions();
  const decide = useDecideSubscription();
  const markPaid = useMarkSubscriptionPaid();
  const bulk = useBulkSubscriptions();
  const mayDecide = useStaffAccess().mayWrite('inscripciones');
  const pending = query.data?.data.subscriptions ?? [];
  const selection = useSelection(pending.map((subscription) => subscription.id));
  const [bulkAction, setBulkAction] = useState<TSubscriptionBulkAction | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const askBulk = (action: TSubscriptionBulkAction) =>
    mayDecide && selection.selected.length > 0 && setBulkAction(action);
  const shortcuts = useListShortcuts({
    rowCount: pending.length,
    onToggle: (index) => pending[index] && selection.toggle(pending[index].id),
    onAccept: () => askBulk('accept'),
    onReject: () => askBulk('reject'),
  });
  const runBulk = () => {
    if (!bulkAction) return;
    const ids = selection.selected;
    setBulkAction(null);
    bulk.mutate(
      { action: bulkAction, ids },
      {
        onSuccess: ({ data }) => {
          selection.clear();
          setOutcome(
            t.bulkDone(
              t.count(data.done),
              data.results.filter((result) => !result.ok).map((result) => result.error ?? t.unknown),
            ),
          );
        },
      },
    );
  };
  const error = decide.error ?? markPaid.error ?? bulk.error;
  const mutations = { decide, markPaid };
  const count = t.count(selection.selected.length);
  return (
    <Stack gap="md">
      <ListHeader title={t.pendingTitle}>{shortcuts.helpButton}</ListHeader>
      <ErrorAlert error={error} />
      <BulkOutcome outcome={outcome} onClose={() => setOutcome(null)} />
      <QueryState query={query}>
        {({ data, metadata }) =>
          data.subscriptions.length === 0 ? (
            <Text c="dimmed">{t.none}</Text>
          ) : (
            <Stack gap="xs">
              {mayDecide && (
                <BulkBar selected={messages.admin.table.selected(selection.selected.length)}>
                  <Button
                    size="xs"
                    color={adminColors.positive}
                    disabled={!selection.selected.length}
                    onClick={() => askBulk('accept')}
                  >
                    {t.bulk.accept}
                  </Button>
                  <Button
                    size="xs"
                    color={adminColors.danger}
                    disabled={!selection.selected.length}
                    onClick={() => askBulk('reject')}
                  >
                    {t.bulk.reject}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    disabled={!selection.selected.length}
                    onClick={() => askBulk('deposit-received')}
                  >
                    {t.bulk.depositReceived}
                  </Button>
                </BulkBar>
              )}
              <AdminTable>
                <Table.Thead>
                  <Table.Tr>
                    <SelectAllTh label={messages.admin.table.selectAll} selection={selection} />
                    <Table.Th scope="col">{t.user}</Table.Th>
                    <Table.Th scope="col">{common.auction}</Table.Th>
                    <Table.Th scope="col" visibleFrom="lg">
                      {common.date}
                    </Table.Th>
                    <Table.Th scope="col">{t.deposit}</Table.Th>
                    <Table.Th scope="col">{common.actions}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.subscriptions.map((subscription, index) => (
                    <PendingRow
                      key={subscription.id}
                      subscription={subscription}
                      index={index}
                      metadata={metadata}
                      selection={selection}
                      shortcuts={shortcuts}
                      mayDecide={mayDecide}
                      mutations={mutations}
                      onOutcome={setOutcome}
                    />
                  ))}
                </Table.Tbody>
              </AdminTable>
            </Stack>
          )
        }
      </QueryState>
      <ConfirmDialog
        opened={bulkAction !== null}
        question={bulkAction ? t.bulkQuestion[bulkAction](count) : ''}
        detail={bulkAction === 'deposit-received' ? undefined : t.bulkDetail}
        confirmLabel={
          bulkAction === 'accept' ? t.accept : bulkAction === 'reject' ? t.reject : common.depositReceived
        }
        isDestructive={bulkAction === 'reject'}
        isPending={bulk.isPending}
        onCancel={() => setBulkAction(null)}
        onConfirm={runBulk}
      />
      {shortcuts.help}
      <AllSubscriptions />
    </Stack>
  );
};

export default AdminSubscriptions;
