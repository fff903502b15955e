import { Badge, Table, Text, Title } from '@mantine/core';
import { formatCents, formatDateTime } from '@/common/format.ts';
import { QueryState } from '@/web/components/query-state.tsx';
import { es } from '@/web/i18n/es.ts';
import { useLotBids } from '../api/get-lot-bids.ts';

/** Bids, highest first, with per-lot pseudonyms; names never appear (DESIGN §5). */
export const BidHistory = ({ lotId }: { lotId: number }) => {
  const query = useLotBids(lotId);
  return (
    <section aria-labelledby="bid-history-heading">
      <Title id="bid-history-heading" order={2} size="h4" mb="sm">
        {es.lots.history}
      </Title>
      <QueryState query={query} lines={3}>
        {({ data }) =>
          data.bids.length === 0 ? (
            <Text c="dimmed">{es.lots.historyEmpty}</Text>
          ) : (
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{es.lots.bidder}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {es.lots.amount}
                  </Table.Th>
                  <Table.Th scope="col">{es.lots.date}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.bids.map((bid) => (
                  <Table.Tr key={bid.id}>
                    <Table.Td>
                      {bid.bidder}{' '}
                      {bid.isAuto && (
                        <Badge size="xs" variant="outline" color="gray.7">
                          {es.lots.automatic}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td ta="right" fw={600}>
                      {formatCents(bid.amount)}
                    </Table.Td>
                    <Table.Td>{formatDateTime(bid.createdOn)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )
        }
      </QueryState>
    </section>
  );
};
