import { Button, Group, Stack, Table, Title } from '@mantine/core';
import { useParams } from 'react-router';
import type { TAuctionResults } from '@/common/schemas/auctions.ts';
import { QueryState } from '@/web/components/query-state.tsx';
import { useAuctionResults } from '@/web/features/auctions/api/get-auction-results.ts';
import { messages } from '@/web/i18n/messages.ts';
import { downloadThroughApi } from '@/web/lib/export-download.ts';
import { formatCents } from '@/web/lib/format.ts';
import { NotFoundError } from '@/web/lib/not-found.ts';
import { parseId } from '@/web/lib/paths.ts';

const t = messages.admin.results;

const rows = ({ lots, users }: TAuctionResults) =>
  lots.map((lot) => ({ lot, winner: users.find((user) => user.id === lot.winnerId), money: lot.money }));

type TResultRow = ReturnType<typeof rows>[number];

/** One lot's outcome: its hammer price, premium and total when sold, else whether it is still open. */
const ResultRow = ({ lot, winner, money }: TResultRow) => (
  <Table.Tr>
    <Table.Td>
      {lot.order}. {lot.title}
    </Table.Td>
    <Table.Td>{money ? formatCents(money.hammer) : lot.status === 'open' ? t.open : t.unsold}</Table.Td>
    <Table.Td>{money ? formatCents(money.premium) : ''}</Table.Td>
    <Table.Td>{money ? formatCents(money.total) : ''}</Table.Td>
    <Table.Td>{winner ? `${winner.companyName ?? winner.fullName} (${winner.email})` : ''}</Table.Td>
  </Table.Tr>
);

const AdminResults = () => {
  const id = parseId(useParams().id);
  if (id === null) throw new NotFoundError();
  const query = useAuctionResults(id);
  return (
    <QueryState query={query}>
      {({ data }) => (
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} size="h3">
              {t.title(data.auction.title)}
            </Title>
            <Button
              component="a"
              href={`/api/admin/auctions/${data.auction.id}/results.csv`}
              download
              onClick={downloadThroughApi}
            >
              {t.exportCsv}
            </Button>
          </Group>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{messages.admin.common.lot}</Table.Th>
                <Table.Th scope="col">{t.hammer}</Table.Th>
                <Table.Th scope="col">{t.premium}</Table.Th>
                <Table.Th scope="col">{t.total}</Table.Th>
                <Table.Th scope="col">{t.winner}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows(data).map((row) => (
                <ResultRow key={row.lot.id} {...row} />
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </QueryState>
  );
};

export default AdminResults;
