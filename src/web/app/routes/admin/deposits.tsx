import { Anchor, CopyButton, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { formatCents } from '@/common/format.ts';
import { depositStatuses, type TDepositStatus } from '@/common/schemas/settlements.ts';
import { QueryState } from '@/web/components/query-state.tsx';
import { useDeposits } from '@/web/features/settlements/api/get-deposits.ts';
import { useMoveDeposit } from '@/web/features/settlements/api/move-deposit.ts';
import { ConfirmAction } from '@/web/features/settlements/components/confirm-action.tsx';
import { es } from '@/web/i18n/es.ts';

/** Deposits by state (owed back first), with the IBAN to refund to ready to copy. The filter lives in the URL. */
const AdminDeposits = () => {
  const t = es.settlementsAdmin;
  const [params, setParams] = useSearchParams();
  const status = (params.get('estado') ?? 'refund-due') as TDepositStatus | 'all';
  const query = useDeposits(status === 'all' ? {} : { status });
  const move = useMoveDeposit();
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t.depositsTitle}
      </Title>
      <Select
        label={t.status}
        value={status}
        onChange={(value) => setParams({ estado: value ?? 'refund-due' })}
        data={[
          { value: 'all', label: t.allStates },
          ...depositStatuses.map((value) => ({ value, label: es.deposits.states[value] })),
        ]}
        w={260}
      />
      <QueryState query={query}>
        {({ data }) =>
          data.deposits.length === 0 ? (
            <Text c="dimmed">{t.noDeposits}</Text>
          ) : (
            <Table.ScrollContainer minWidth={800}>
              <Table striped stickyHeader>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t.buyer}</Table.Th>
                    <Table.Th scope="col">{t.auction}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t.amount}
                    </Table.Th>
                    <Table.Th scope="col">{t.status}</Table.Th>
                    <Table.Th scope="col">{t.refundIban}</Table.Th>
                    <Table.Th scope="col">{es.account.actions}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.deposits.map((deposit) => (
                    <Table.Tr key={deposit.subscriptionId}>
                      <Table.Td>
                        {deposit.bidderName}{' '}
                        <Text span size="xs" c="dimmed">
                          {deposit.vatId}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Anchor component={Link} to={`/admin/subastas/${deposit.auctionId}/liquidacion`}>
                          {deposit.auctionTitle}
                        </Anchor>
                      </Table.Td>
                      <Table.Td ta="right">{formatCents(deposit.amount)}</Table.Td>
                      <Table.Td>{es.deposits.states[deposit.status]}</Table.Td>
                      <Table.Td>
                        {deposit.refundIban && (
                          <Group gap={4}>
                            <Text size="sm">{deposit.refundIban}</Text>
                            <CopyButton value={deposit.refundIban.replace(/\s/g, '')}>
                              {({ copied, copy }) => (
                                <Anchor component="button" type="button" size="xs" onClick={copy}>
                                  {copied ? es.settlements.copied : es.settlements.copy}
                                </Anchor>
                              )}
                            </CopyButton>
                          </Group>
                        )}
                      </Table.Td>
                      <Table.Td>
                        {deposit.status === 'refund-due' && (
                          <ConfirmAction
                            label={t.markRefunded}
                            title={t.refundTitle(deposit.bidderName)}
                            message={t.refundMessage(
                              deposit.bidderName,
                              formatCents(deposit.amount),
                              deposit.refundIban ?? '—',
                            )}
                            textLabel={t.note}
                            isPending={move.isPending}
                            error={move.error}
                            onConfirm={(text, close) =>
                              move.mutate(
                                { subscriptionId: deposit.subscriptionId, move: 'refunded', text },
                                { onSuccess: close },
                              )
                            }
                          />
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </QueryState>
    </Stack>
  );
};

export default AdminDeposits;
