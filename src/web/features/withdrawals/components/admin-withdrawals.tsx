import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TAdminWithdrawal } from '@/common/schemas/withdrawals.ts';
import { QueryState } from '@/web/components/query-state.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { formatCents, formatDate } from '@/web/lib/format.ts';
import { useAdminWithdrawals } from '../api/get-admin-withdrawals.ts';
import { useRelistWithdrawnLot } from '../api/relist-withdrawn-lot.ts';
import { RelistAction } from './relist-action.tsx';

const t = messages.withdrawals.admin;

const RefundState = ({ withdrawal }: { withdrawal: TAdminWithdrawal }) => {
  const amount = formatCents(withdrawal.refundAmount);
  if (withdrawal.refundedOn)
    return (
      <Badge color="green.9" variant="outline">
        {messages.withdrawals.refunded(amount, formatDate(withdrawal.refundedOn))}
      </Badge>
    );
  return (
    <Stack gap={2}>
      <Text size="sm" c={withdrawal.isRefundOverdue ? 'red.9' : undefined}>
        {withdrawal.isRefundOverdue ? t.overdue : t.pending}:{' '}
        {messages.withdrawals.refundBy(amount, formatDate(withdrawal.refundDueOn))}
      </Text>
      {withdrawal.auctionId && (
        <Anchor component={Link} size="sm" to={`/admin/subastas/${withdrawal.auctionId}/liquidacion`}>
          {t.refundSettlement}
        </Anchor>
      )}
    </Stack>
  );
};

/** The back office's withdrawals: who, which lot, the refund and its deadline, relisting the lot. */
export const AdminWithdrawals = () => {
  const query = useAdminWithdrawals();
  const relist = useRelistWithdrawnLot();
  return (
    <QueryState query={query}>
      {({ data }) =>
        data.withdrawals.length === 0 ? (
          <Text>{t.empty}</Text>
        ) : (
          <Table className="data-table" data-testid="admin-withdrawals">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{messages.withdrawals.lot}</Table.Th>
                <Table.Th scope="col">{t.buyer}</Table.Th>
                <Table.Th scope="col">{t.auction}</Table.Th>
                <Table.Th scope="col">{messages.withdrawals.declaredOn}</Table.Th>
                <Table.Th scope="col">{messages.withdrawals.refund}</Table.Th>
                <Table.Th scope="col">{t.relist}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.withdrawals.map((withdrawal) => (
                <Table.Tr key={withdrawal.id}>
                  <Table.Td>
                    {withdrawal.lotTitle}
                    {withdrawal.rectification && (
                      <Text size="xs" c="gray.7">
                        {withdrawal.rectification}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td data-label={t.buyer}>
                    <Anchor component={Link} to={`/admin/usuarios/${withdrawal.buyer.id}`}>
                      {withdrawal.buyer.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td data-label={t.auction}>{withdrawal.auctionTitle}</Table.Td>
                  <Table.Td data-label={messages.withdrawals.declaredOn}>
                    {formatDate(withdrawal.declaredOn)}
                  </Table.Td>
                  <Table.Td data-label={messages.withdrawals.refund}>
                    <RefundState withdrawal={withdrawal} />
                  </Table.Td>
                  <Table.Td data-label={t.relist}>
                    {withdrawal.relistedLotId ? (
                      <Anchor component={Link} to={`/admin/lotes/${withdrawal.relistedLotId}`}>
                        {t.relisted(withdrawal.relistedLotId)}
                      </Anchor>
                    ) : (
                      withdrawal.lotId && <RelistAction withdrawal={withdrawal} mutation={relist} />
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )
      }
    </QueryState>
  );
};
