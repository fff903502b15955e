import { Group, Stack, Table, Text } from '@mantine/core';
import { approvalStates, type TApproval, type TApprovalState } from '@/common/schemas/approvals.ts';
import { AdminPagination, AdminTable } from '@/web/components/admin/admin-table.tsx';
import { ConfirmAction } from '@/web/components/admin/confirm-action.tsx';
import { ListFilterSelect } from '@/web/components/admin/list-filters.tsx';
import { ListHeader } from '@/web/components/admin/list-header.tsx';
import { useListParams } from '@/web/components/admin/list-params.ts';
import { useStaffAccess } from '@/web/components/admin/use-staff-access.ts';
import { usePageTitle } from '@/web/components/page-title.tsx';
import { QueryState } from '@/web/components/query-state.tsx';
import { useApproveApproval } from '@/web/features/approvals/api/approve-approval.ts';
import { useApprovals } from '@/web/features/approvals/api/get-approvals.ts';
import { useRejectApproval } from '@/web/features/approvals/api/reject-approval.ts';
import { messages } from '@/web/i18n/messages.ts';
import { formatCents, formatDateTime, formatNumber } from '@/web/lib/format.ts';
import { useCurrentUser } from '@/web/lib/session.ts';

const t = messages.admin.approvals;

// Functions, not constants, here and below: a label read when the module loads would stay in its first language.
const outcomeLabels = (): Record<TApprovalState, string> => ({
  pending: t.pending,
  approved: t.approved,
  rejected: t.rejected,
  expired: t.expired,
});

/** What the request would do, as a sentence. */
const describe = ({ change }: TApproval) => {
  switch (change.kind) {
    case 'bank-account': {
      const account = JSON.parse(change.dataValue) as { iban: string; holder: string };
      return t.bankAccount(account.iban, account.holder);
    }
    case 'deposit-refund':
      return t.depositRefund(formatCents(change.amount), change.subscriptionId);
    case 'payment-refund':
      return t.paymentRefund(formatCents(-change.amount), change.settlementId);
  }
};

const noteOf = ({ change }: TApproval) => (change.kind === 'bank-account' ? null : change.note);

/** Approve and reject, for whoever may decide: never the requester's own approval (the API refuses it too). */
const Decide = ({ approval }: { approval: TApproval }) => {
  const approve = useApproveApproval();
  const reject = useRejectApproval();
  const isOwn = useCurrentUser()?.id === approval.requestedBy.id;
  const what = describe(approval);
  return (
    <Stack gap={4} align="flex-start">
      <Group gap="xs">
        {!isOwn && (
          <ConfirmAction
            label={t.approve}
            title={t.approveTitle}
            message={t.approveMessage(what, approval.requestedBy.name ?? t.unknownPerson)}
            color="green.8"
            isPending={approve.isPending}
            error={approve.error}
            onConfirm={(_text, close) => approve.mutate(approval.id, { onSuccess: close })}
          />
        )}
        <ConfirmAction
          label={t.reject}
          title={t.rejectTitle}
          message={t.rejectMessage(what)}
          textLabel={t.rejectReason}
          isTextRequired
          color="red.8"
          isPending={reject.isPending}
          error={reject.error}
          onConfirm={(reason, close) => reject.mutate({ id: approval.id, reason }, { onSuccess: close })}
        />
      </Group>
      {isOwn && (
        <Text size="xs" c="gray.7">
          {t.yours}
        </Text>
      )}
    </Stack>
  );
};

const Decision = ({ approval }: { approval: TApproval }) =>
  approval.outcome === 'expired' ? (
    <Text size="sm">{t.expiredOn(formatDateTime(approval.expiresOn))}</Text>
  ) : approval.decidedBy && approval.decidedOn ? (
    <Stack gap={2}>
      <Text size="sm">
        {t.decidedBy(approval.decidedBy.name ?? t.unknownPerson, formatDateTime(approval.decidedOn))}
      </Text>
      {approval.reason && <Text size="sm">{t.reason(approval.reason)}</Text>}
    </Stack>
  ) : null;

/**
 * `/admin/aprobaciones`: four eyes on money (docs/after-the-hammer.md, "Four eyes"). Bank-account changes
 * and large refunds waiting for a second person with contabilidad, oldest first; decided ones by state.
 */
const AdminApprovals = () => {
  usePageTitle(t.title);
  const list = useListParams({ sortFields: [] as const });
  const outcome = list.oneOf<TApprovalState>('estado', approvalStates) ?? 'pending';
  const approvals = useApprovals({ outcome, page: list.page });
  const mayDecide = useStaffAccess().mayWrite('contabilidad') && outcome === 'pending';
  return (
    <Stack gap="md">
      <ListHeader title={t.title}>{null}</ListHeader>
      <Text c="dimmed">{t.intro}</Text>
      <ListFilterSelect
        list={list}
        param="estado"
        value={outcome}
        defaultValue="pending"
        label={t.outcomeLabel}
        data={approvalStates.map((value) => ({ value, label: outcomeLabels()[value] }))}
        w={220}
      />
      <QueryState query={approvals}>
        {({ data, metadata }) => (
          <Stack>
            <Text size="sm" aria-live="polite">
              {formatNumber(metadata.total)} · {outcomeLabels()[outcome]}
            </Text>
            {data.approvals.length === 0 ? (
              <Text c="dimmed">{t.empty}</Text>
            ) : (
              <AdminTable data-testid="approvals">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t.requestedOn}</Table.Th>
                    <Table.Th scope="col">{t.what}</Table.Th>
                    <Table.Th scope="col">{t.requestedBy}</Table.Th>
                    {outcome === 'pending' ? (
                      mayDecide && <Table.Th scope="col">{t.actions}</Table.Th>
                    ) : (
                      <Table.Th scope="col">{t.decision}</Table.Th>
                    )}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.approvals.map((approval) => {
                    const note = noteOf(approval);
                    return (
                      <Table.Tr key={approval.id} style={{ verticalAlign: 'top' }}>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          {formatDateTime(approval.requestedOn)}
                          {outcome === 'pending' && (
                            <Text size="xs" c="gray.7">
                              {t.expiresOn(formatDateTime(approval.expiresOn))}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{describe(approval)}</Text>
                          {note && (
                            <Text size="xs" c="gray.7">
                              {t.note(note)}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>{approval.requestedBy.name ?? t.unknownPerson}</Table.Td>
                        {outcome === 'pending' ? (
                          mayDecide && (
                            <Table.Td>
                              <Decide approval={approval} />
                            </Table.Td>
                          )
                        ) : (
                          <Table.Td>
                            <Decision approval={approval} />
                          </Table.Td>
                        )}
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </AdminTable>
            )}
            <AdminPagination list={list} metadata={metadata} label={t.pagination} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
};

export default AdminApprovals;
