import { Anchor, Badge, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '@/common/format.ts';
import { QueryState } from '@/web/components/query-state.tsx';
import { es } from '@/web/i18n/es.ts';
import { paths } from '@/web/lib/paths.ts';
import { useSubscribedAuctions } from '../api/get-subscribed-auctions.ts';
import { DepositInstructions } from './deposit-instructions.tsx';

const stateLabel = (subscription: { status: string; paid: boolean }, caution: number | null) => {
  if (subscription.status === 'pending') return { label: es.bidding.pendingTitle, color: 'yellow.9' };
  if (subscription.status === 'rejected') return { label: es.bidding.rejectedTitle, color: 'red.9' };
  if (caution !== null && !subscription.paid)
    return { label: es.bidding.depositPendingTitle, color: 'orange.9' };
  return { label: es.bidding.acceptedTitle, color: 'green.9' };
};

export const SubscribedAuctions = () => {
  const query = useSubscribedAuctions();
  return (
    <QueryState query={query}>
      {({ data }) =>
        data.auctions.length === 0 ? (
          <Text c="dimmed">{es.account.noSubscriptions}</Text>
        ) : (
          <Table striped className="card-table" data-testid="subscribed-auctions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{es.nav.auctions}</Table.Th>
                <Table.Th scope="col">{es.auctions.ends}</Table.Th>
                <Table.Th scope="col">{es.auctions.deposit}</Table.Th>
                <Table.Th scope="col">{es.account.state}</Table.Th>
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
                    <Table.Td data-label={es.auctions.ends}>{formatDateTime(auction.endDate)}</Table.Td>
                    <Table.Td data-label={es.auctions.deposit}>
                      {auction.caution ? (
                        <>
                          <DepositInstructions
                            caution={auction.caution}
                            subscription={auction.subscription}
                            asksRefundIban
                          />
                          {auction.depositRefundBy && (
                            <Text size="sm" data-testid="deposit-refund-by">
                              {es.deposits.refundBy(formatDate(auction.depositRefundBy))}
                            </Text>
                          )}
                        </>
                      ) : (
                        es.auctions.noDeposit
                      )}
                    </Table.Td>
                    <Table.Td data-label={es.account.state}>
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
