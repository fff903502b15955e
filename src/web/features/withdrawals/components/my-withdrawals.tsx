import { Anchor, Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { QueryState } from '@/web/components/query-state.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { formatCents, formatDate } from '@/web/lib/format.ts';
import { useMyWithdrawals } from '../api/get-my-withdrawals.ts';
import { WithdrawalDialog } from './withdrawal-dialog.tsx';

const t = messages.withdrawals;

/**
 * "Mis adjudicaciones" → Desistimiento: each lot won, until when the buyer may withdraw (or why not), the
 * withdrawals made with their refund and the filled form as PDF.
 */
export const MyWithdrawals = ({
  defaults,
}: {
  defaults: { consumerName: string; consumerAddress: string };
}) => {
  const query = useMyWithdrawals();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="withdrawal-heading">
      <Title id="withdrawal-heading" order={2} size="h4" mb="xs">
        {t.title}
      </Title>
      <Text size="sm" mb="sm">
        {t.intro}{' '}
        <Anchor href="/api/frontend/withdrawal-form.pdf" target="_blank">
          {messages.auctions.withdrawalForm}
        </Anchor>
      </Text>
      <QueryState query={query}>
        {({ data }) => (
          <Stack gap="md">
            {data.withdrawals.length > 0 && (
              <Table className="data-table" data-testid="my-withdrawals">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t.lot}</Table.Th>
                    <Table.Th scope="col">{t.declaredOn}</Table.Th>
                    <Table.Th scope="col">{t.refund}</Table.Th>
                    <Table.Th scope="col">{t.form}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.withdrawals.map((withdrawal) => (
                    <Table.Tr key={withdrawal.id}>
                      <Table.Td>{withdrawal.declaration.goods}</Table.Td>
                      <Table.Td data-label={t.declaredOn}>{formatDate(withdrawal.declaredOn)}</Table.Td>
                      <Table.Td data-label={t.refund}>
                        {withdrawal.refundedOn ? (
                          <Badge color="green.9" variant="outline">
                            {t.refunded(
                              formatCents(withdrawal.refundAmount),
                              formatDate(withdrawal.refundedOn),
                            )}
                          </Badge>
                        ) : (
                          t.refundBy(formatCents(withdrawal.refundAmount), formatDate(withdrawal.refundDueOn))
                        )}
                      </Table.Td>
                      <Table.Td data-label={t.form}>
                        <Anchor href={`/api/frontend/auth/withdrawals/${withdrawal.id}/pdf`}>{t.pdf}</Anchor>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            {data.lines.filter((line) => !line.problem).length === 0 ? (
              <Text size="sm" c="dimmed">
                {t.nothingToWithdraw}
              </Text>
            ) : (
              data.lines
                .filter((line) => !line.problem)
                .map((line) => (
                  <Stack key={line.settlementLineId} gap={4} data-testid="withdrawable-line">
                    <Text size="sm">
                      <strong>{line.title}</strong> · {line.until && t.until(formatDate(line.until))}
                    </Text>
                    <WithdrawalDialog line={line} defaults={defaults} />
                  </Stack>
                ))
            )}
          </Stack>
        )}
      </QueryState>
    </Paper>
  );
};
