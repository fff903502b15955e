import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatCents, formatDateTime } from '@/common/format.ts';
import { QueryState } from '@/web/components/query-state.tsx';
import { es } from '@/web/i18n/es.ts';
import { paths } from '@/web/lib/paths.ts';
import { useWonLots } from '../api/my-bids.ts';

/** "Mis adjudicaciones": each won lot with hammer, commission, IVA and total, grouped by auction with its deadlines. */
export const WonLots = () => {
  const query = useWonLots();
  return (
    <QueryState query={query}>
      {({ data }) =>
        data.lots.length === 0 ? (
          <Text c="dimmed">{es.account.wonLotsEmpty}</Text>
        ) : (
          <Stack gap="lg">
            {data.auctions.map((auction) => (
              <Paper key={auction.id} withBorder p="md">
                <Title order={2} size="h4">
                  {auction.title}
                </Title>
                <Text size="sm">
                  {auction.lastPaymentDate &&
                    `${es.auctions.lastPayment}: ${formatDateTime(auction.lastPaymentDate)}. `}
                  {auction.lastCollectionDate &&
                    `${es.auctions.lastCollection}: ${formatDateTime(auction.lastCollectionDate)}.`}
                </Text>
                <Table mt="sm" striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{es.account.lot}</Table.Th>
                      <Table.Th scope="col" ta="right">
                        {es.lots.hammer}
                      </Table.Th>
                      <Table.Th scope="col" ta="right">
                        {es.auctions.commission}
                      </Table.Th>
                      <Table.Th scope="col" ta="right">
                        IVA
                      </Table.Th>
                      <Table.Th scope="col" ta="right">
                        {es.account.total}
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.lots
                      .filter((lot) => lot.auctionId === auction.id)
                      .map((lot) => (
                        <Table.Tr key={lot.id}>
                          <Table.Td>
                            <Anchor component={Link} to={paths.auctionLot(lot.auctionId, lot.id)}>
                              {es.lots.lot(lot.order)}: {lot.title}
                            </Anchor>
                          </Table.Td>
                          <Table.Td ta="right">{formatCents(lot.hammer)}</Table.Td>
                          <Table.Td ta="right">{formatCents(lot.commission)}</Table.Td>
                          <Table.Td ta="right">{formatCents(lot.commissionVat)}</Table.Td>
                          <Table.Td ta="right" fw={700} data-testid="won-total">
                            {formatCents(lot.total)}
                          </Table.Td>
                        </Table.Tr>
                      ))}
                  </Table.Tbody>
                </Table>
              </Paper>
            ))}
          </Stack>
        )
      }
    </QueryState>
  );
};
