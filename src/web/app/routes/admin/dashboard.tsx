import { Anchor, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime, formatNumber } from '@/common/format.ts';
import { Countdown } from '@/web/components/countdown.tsx';
import { useBidsPerDay } from '@/web/features/admin/api/stats/get-bids-per-day.ts';
import { useLastBidded } from '@/web/features/admin/api/stats/get-last-bidded.ts';
import { usePendingSubscriptions } from '@/web/features/admin/api/subscriptions/get-pending-subscriptions.ts';
import { BidsChart } from '@/web/features/admin/components/bids-chart.tsx';
import { useOpenAuctions } from '@/web/features/auctions/api/get-open-auctions.ts';
import { es } from '@/web/i18n/es.ts';

const t = es.admin.dashboard;

const AdminDashboard = () => {
  const pending = usePendingSubscriptions();
  const lastBidded = useLastBidded();
  const open = useOpenAuctions();
  const perDay = useBidsPerDay(30);
  const today = perDay.data?.data.days.at(-1)?.bids;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Paper withBorder p="md">
          <Text c="dimmed" size="sm">
            {t.pendingSubscriptions}
          </Text>
          <Text fz={32} fw={800} data-testid="pending-count">
            {pending.data?.data.subscriptions.length ?? '…'}
          </Text>
          <Anchor component={Link} to="/admin/inscripciones">
            {t.review}
          </Anchor>
        </Paper>
        <Paper withBorder p="md">
          <Text c="dimmed" size="sm">
            {t.openAuctions}
          </Text>
          <Text fz={32} fw={800}>
            {open.data?.data.auctions.length ?? '…'}
          </Text>
          <Anchor component={Link} to="/admin/subastas">
            {t.seeAuctions}
          </Anchor>
        </Paper>
        <Paper withBorder p="md">
          <Text c="dimmed" size="sm">
            {t.bidsToday}
          </Text>
          <Text fz={32} fw={800}>
            {today === undefined ? '…' : formatNumber(today)}
          </Text>
        </Paper>
      </SimpleGrid>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {t.bidsPerDay}
        </Title>
        {perDay.data && <BidsChart days={perDay.data.data.days} />}
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {t.openAuctions}
        </Title>
        <Table>
          <Table.Tbody>
            {open.data?.data.auctions.map((auction) => (
              <Table.Tr key={auction.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/admin/subastas/${auction.id}`}>
                    {auction.title}
                  </Anchor>
                </Table.Td>
                <Table.Td>{formatDateTime(auction.endDate)}</Table.Td>
                <Table.Td>
                  <Countdown endDate={auction.endDate} overLabel={t.closing} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {t.lastBidsByAuction}
        </Title>
        <Table>
          <Table.Tbody>
            {lastBidded.data?.data.auctions.map((auction) => (
              <Table.Tr key={auction.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/admin/subastas/${auction.id}`}>
                    {auction.title}
                  </Anchor>
                </Table.Td>
                <Table.Td>{es.admin.common.bidsCount(formatNumber(auction.bidsCount))}</Table.Td>
                <Table.Td>{auction.lastBidOn ? formatDateTime(auction.lastBidOn) : ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
};

export default AdminDashboard;
