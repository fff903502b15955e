import { Anchor, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TMonthReportResponse } from '@/common/schemas/reports.ts';
import type { TBorderProofOverdue } from '@/common/schemas/settlements.ts';
import { AdminPanel } from '@/web/components/admin/admin-panel.tsx';
import { BarChart } from '@/web/components/admin/bar-chart.tsx';
import { useStaffAccess } from '@/web/components/admin/use-staff-access.ts';
import { Countdown } from '@/web/components/countdown.tsx';
import { useApprovals } from '@/web/features/approvals/api/get-approvals.ts';
import { useOpenAuctions } from '@/web/features/auctions/api/get-open-auctions.ts';
import { useBidsPerDay } from '@/web/features/bids/api/get-bids-per-day.ts';
import { useLastBidded } from '@/web/features/bids/api/get-last-bidded.ts';
import { BidsChart } from '@/web/features/bids/components/bids-chart.tsx';
import { useMonthReport } from '@/web/features/reports/api/get-month-report.ts';
import { FigureList } from '@/web/features/reports/components/report-figures.tsx';
import { useOverdueBorderProofs } from '@/web/features/settlements/api/get-overdue-border-proofs.ts';
import { usePendingSubscriptions } from '@/web/features/subscriptions/api/get-pending-subscriptions.ts';
import { messages } from '@/web/i18n/messages.ts';
import { serverNow } from '@/web/lib/clock.ts';
import { formatCents, formatDate, formatDateTime, formatNumber } from '@/web/lib/format.ts';

const t = messages.admin.dashboard;

/** The current month at a glance: what ran, what sold and for how much, who joined, what waits. */
const MonthAtAGlance = ({ month }: { month: TMonthReportResponse['data'] }) => {
  const monthName = t.monthName(t.months[Number(month.month.slice(5, 7)) - 1] ?? '', month.month.slice(0, 4));
  const figures = [
    [t.auctionsRunning, formatNumber(month.auctionsRunning)],
    [t.auctionsClosed, formatNumber(month.auctionsClosed)],
    [t.lotsSold, formatNumber(month.lotsSold)],
    [t.hammer, formatCents(month.hammer)],
    [t.premium, formatCents(month.premium)],
    [t.newUsers, formatNumber(month.newUsers)],
    [t.pendingSubscriptions, formatNumber(month.subscriptionsPending)],
  ] as const;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="month-at-a-glance">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="month-at-a-glance">
          {t.monthTitle(monthName)}
        </Title>
        <Anchor component={Link} to="/admin/informes">
          {t.seeReports}
        </Anchor>
      </Group>
      <FigureList
        figures={figures}
        isCarded={false}
        cols={{ base: 2, sm: 4, lg: 7 }}
        mb="md"
        data-testid="month-figures"
      />
      <BarChart
        testId="month-chart"
        title={t.hammerPerDay}
        summary={t.monthSummary(formatCents(month.hammer), month.lotsSold)}
        xLabel={t.dayAxis}
        yLabel={t.hammerAxis}
        formatValue={formatCents}
        bars={month.days.map((day) => ({
          key: day.day,
          tick: day.day.slice(8, 10),
          label: formatDate(`${day.day}T12:00:00Z`),
          value: day.hammer,
        }))}
      />
    </Paper>
  );
};

type TCountCardProps = {
  label: string;
  value: string | number;
  testId?: string;
  /** Where to act on the count, when there is such a page. */
  children?: ReactNode;
};

/** One count in large type on the dashboard, with its link to the list behind it. */
const CountCard = ({ label, value, testId, children }: TCountCardProps) => (
  <Paper withBorder p="md">
    <Text c="dimmed" size="sm">
      {label}
    </Text>
    <Text fz={32} fw={800} data-testid={testId}>
      {value}
    </Text>
    {children}
  </Paper>
);

/** Intra-EU supplies whose transport proof is past its deadline: each links to its settlement. */
const OverdueBorderProofs = ({ overdue }: { overdue: TBorderProofOverdue[] }) => (
  <CountCard
    label={t.overdueBorderProofs}
    value={formatNumber(overdue.length)}
    testId="overdue-border-proofs"
  >
    <Stack gap={2}>
      {overdue.map((row) => (
        <Anchor
          key={row.settlementId}
          component={Link}
          to={`/admin/subastas/${row.auctionId}/liquidacion`}
          size="sm"
        >
          {t.overdueBorderProof(row.auctionTitle, row.buyerName, formatDate(row.deadline))}
        </Anchor>
      ))}
    </Stack>
  </CountCard>
);

const AdminDashboard = () => {
  // Each person sees the parts of the dashboard their roles may read, and asks only for those.
  const { mayRead } = useStaffAccess();
  const seesSubscriptions = mayRead('inscripciones');
  const seesAuctions = mayRead('subastas');
  const pending = usePendingSubscriptions({ enabled: seesSubscriptions });
  const lastBidded = useLastBidded({ enabled: seesAuctions });
  const open = useOpenAuctions();
  const perDay = useBidsPerDay(30, { enabled: seesAuctions });
  const seesMoney = mayRead('contabilidad');
  const month = useMonthReport({ enabled: seesMoney });
  const approvals = useApprovals({ outcome: 'pending', page: 1 }, { enabled: seesMoney });
  const borderProofs = useOverdueBorderProofs({ enabled: seesMoney });
  const today = perDay.data?.data.days.at(-1)?.bids;
  return (
    <Stack>
      {month.data && <MonthAtAGlance month={month.data.data} />}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {seesSubscriptions && (
          <CountCard
            label={t.pendingSubscriptions}
            value={pending.data?.data.subscriptions.length ?? '…'}
            testId="pending-count"
          >
            <Anchor component={Link} to="/admin/inscripciones">
              {t.review}
            </Anchor>
          </CountCard>
        )}
        {seesMoney && (
          <CountCard
            label={t.pendingApprovals}
            value={approvals.data ? formatNumber(approvals.data.metadata.total) : '…'}
            testId="pending-approvals-count"
          >
            <Anchor component={Link} to="/admin/aprobaciones">
              {t.review}
            </Anchor>
          </CountCard>
        )}
        {seesMoney && borderProofs.data && borderProofs.data.data.overdue.length > 0 && (
          <OverdueBorderProofs overdue={borderProofs.data.data.overdue} />
        )}
        <CountCard label={t.openAuctions} value={open.data?.data.auctions.length ?? '…'}>
          {open.data && (
            <Text size="sm" data-testid="open-auctions-split">
              {messages.dashboardSplit.openSplit(
                open.data.data.auctions.filter((auction) => Date.parse(auction.startDate) <= serverNow())
                  .length,
                open.data.data.auctions.filter((auction) => Date.parse(auction.startDate) > serverNow())
                  .length,
              )}
            </Text>
          )}
          {seesAuctions && (
            <Anchor component={Link} to="/admin/subastas">
              {t.seeAuctions}
            </Anchor>
          )}
        </CountCard>
        {seesAuctions && (
          <CountCard label={t.bidsToday} value={today === undefined ? '…' : formatNumber(today)} />
        )}
      </SimpleGrid>
      {seesAuctions && (
        <AdminPanel title={t.bidsPerDay} order={2}>
          {perDay.data && <BidsChart days={perDay.data.data.days} />}
        </AdminPanel>
      )}
      <AdminPanel title={t.openAuctions} order={2}>
        <Table>
          <Table.Tbody>
            {open.data?.data.auctions.map((auction) => (
              <Table.Tr key={auction.id}>
                <Table.Td>
                  {seesAuctions ? (
                    <Anchor component={Link} to={`/admin/subastas/${auction.id}`}>
                      {auction.title}
                    </Anchor>
                  ) : (
                    auction.title
                  )}
                </Table.Td>
                <Table.Td>{formatDateTime(auction.endDate)}</Table.Td>
                <Table.Td>
                  <Countdown endDate={auction.endDate} overLabel={t.closing} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </AdminPanel>
      {seesAuctions && (
        <AdminPanel title={t.lastBidsByAuction} order={2}>
          <Table>
            <Table.Tbody>
              {lastBidded.data?.data.auctions.map((auction) => (
                <Table.Tr key={auction.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/subastas/${auction.id}`}>
                      {auction.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {messages.admin.common.bidsCount(auction.bidsCount, formatNumber(auction.bidsCount))}
                  </Table.Td>
                  <Table.Td>{auction.lastBidOn ? formatDateTime(auction.lastBidOn) : ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </AdminPanel>
      )}
    </Stack>
  );
};

export default AdminDashboard;
