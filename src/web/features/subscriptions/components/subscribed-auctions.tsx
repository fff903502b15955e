import { Anchor, Badge, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { QueryState } from '@/web/components/query-state.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { formatDate, formatDateTime } from '@/web/lib/format.ts';
import { paths } from '@/web/lib/paths.ts';
import { useSubscribedAuctions } from '../api/get-subscribed-auctions.ts';
import { DepositInstructions } from './deposit-instructions.tsx';

const stateLabel = (subscription: { status: string; paid: boolean }, caution: number | null) => {
  if (subscription.status === 'pending') return { label: messages.bidding.pendingTitle, color: 'yellow.9' };
  if (subscription.status === 'rejected') return { label: messages.bidding.rejectedTitle, color: 'red.9' };
  if (caution !== null && !subscription.paid)
    return { label: messages.bidding.depositPendingTitle, color: 'orange.9' };
  return { label: messages.bidding.acceptedTitle, color: 'green.9' };
};

export const SubscribedAuctions = () => {
  const query = useSubscribedAuctions();
  return (
    <QueryState query={query}>
      {({ data }) =>
        data.auctions.length === 0 ? (
          <Text c="dimmed">{messages.account.noSubscriptions}</Text>
        ) : (
          <Table striped className="card-table" data-testid="subscribed-auctions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{messages.nav.auctions}</Table.Th>
                <Table.Th scope="col">{messages.auctions.ends}</Table.Th>
                <Table.Th scope="col">{messages.auctions.deposit}</Table.Th>
                <Table.Th scope="col">{messages.account.state}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.auctions.map((auction) => {
                const state = stateLabel(auction.subscription, auction.caution);
                return (
                  <Table.Tr key={auction.id}>
                    <Table.Td>
                      <Anchor component={Link} to={paths.auction(auction.id)}>
                        {auction.title}
                      </Anchor>
                    </Table.Td>
                    <Table.Td data-label={messages.auctions.ends}>{formatDateTime(auction.endDate)}</Table.Td>
                    <Table.Td data-label={messages.auctions.deposit}>
                      {auction.caution ? (
                        <>
                          <DepositInstructions
                            caution={auction.caution}
                            subscription={auction.subscription}
                            asksRefundIban
                          />
                          {auction.depositRefundBy && (
                            <Text size="sm" data-testid="deposit-refund-by">
                              {messages.deposits.refundBy(formatDate(auction.depositRefundBy))}
                            </Text>
                          )}
                        </>
                      ) : (
                        messages.auctions.noDeposit
                      )}
                    </Table.Td>
                    <Table.Td data-label={messages.account.state}>
                      <Badge variant="outline" color={state.color}>
                        {state.label}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )
      }
    </QueryState>
  );
};
