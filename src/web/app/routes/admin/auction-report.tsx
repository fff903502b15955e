import { Anchor, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { AdminPanel, FigureHeaders, ReportChart } from '@/web/components/admin/admin-panel.tsx';
import { usePageTitle } from '@/web/components/page-title.tsx';
import { QueryState } from '@/web/components/query-state.tsx';
import { auctionReportFileUrl, useAuctionReport } from '@/web/features/reports/api/get-auction-report.ts';
import {
  ReportExports,
  ReportFigures,
  sellThroughText,
} from '@/web/features/reports/components/report-figures.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { formatCents, formatDate, formatNumber } from '@/web/lib/format.ts';
import { NotFoundError } from '@/web/lib/not-found.ts';
import { parseId } from '@/web/lib/paths.ts';

const t = messages.admin.reports;

/** `/admin/subastas/{id}/informe`: how the auction went, for the house and its consignor. */
const AdminAuctionReport = () => {
  const auctionId = parseId(useParams().id ?? '');
  if (auctionId === null) throw new NotFoundError();
  const query = useAuctionReport(auctionId);
  usePageTitle(query.data ? t.auctionTitle(query.data.data.auction.title) : t.title);
  return (
    <QueryState query={query}>
      {({ data: { auction, figures, lots } }) => (
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start">
            <Stack gap={4}>
              <Title order={2} size="h3">
                {t.auctionTitle(auction.title)}
              </Title>
              <Text c="dimmed">
                {t.period(formatDate(auction.startDate), formatDate(auction.endDate))}
                {' · '}
                {auction.consignorName && auction.consignorNif
                  ? t.consignorLine(auction.consignorName, auction.consignorNif)
                  : t.noConsignor}
              </Text>
              <Anchor component={Link} to={`/admin/subastas/${auction.id}`} size="sm">
                {messages.admin.common.auction}: {auction.title}
              </Anchor>
            </Stack>
            <ReportExports
              csv={auctionReportFileUrl(auction.id, 'csv')}
              pdf={auctionReportFileUrl(auction.id, 'pdf')}
            />
          </Group>
          <ReportFigures figures={figures} />
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <ReportChart
              testId="sold-chart"
              title={t.soldChartTitle}
              summary={t.soldSummary(figures.lotsSold, figures.lotsOffered, sellThroughText(figures))}
              xLabel={t.outcomeAxis}
              yLabel={t.lotsAxis}
              formatValue={formatNumber}
              bars={[
                {
                  key: 'sold',
                  tick: t.soldBar,
                  label: t.soldBar,
                  value: figures.lotsSold,
                  color: 'var(--mantine-color-teal-8)',
                },
                {
                  key: 'unsold',
                  tick: t.unsoldBar,
                  label: t.unsoldBar,
                  value: figures.lotsOffered - figures.lotsSold,
                  color: 'var(--mantine-color-gray-6)',
                },
              ]}
            />
            <ReportChart
              testId="hammer-chart"
              title={t.hammerChartTitle}
              summary={t.hammerSummary(formatCents(figures.hammer), figures.lotsSold)}
              xLabel={t.lotAxis}
              yLabel={t.hammerAxis}
              formatValue={formatCents}
              bars={lots.map((lot) => ({
                key: String(lot.id),
                tick: String(lot.order),
                label: `${t.lot} ${lot.order}: ${lot.title}`,
                value: lot.hammer ?? 0,
              }))}
            />
          </SimpleGrid>
          <AdminPanel title={t.lotsTitle}>
            <Table.ScrollContainer minWidth={0}>
              <Table striped stickyHeader>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t.lot}</Table.Th>
                    <Table.Th scope="col">{messages.admin.common.title}</Table.Th>
                    <Table.Th scope="col">{t.sold}</Table.Th>
                    <FigureHeaders
                      labels={[
                        t.startPrice,
                        t.figures.hammer,
                        t.figures.premium,
                        t.figures.bids,
                        t.figures.bidders,
                      ]}
                    />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {lots.map((lot) => (
                    <Table.Tr key={lot.id}>
                      <Table.Td>{lot.order}</Table.Td>
                      <Table.Td>
                        <Anchor component={Link} to={`/admin/lotes/${lot.id}`}>
                          {lot.title}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{lot.isSold ? t.yes : t.no}</Table.Td>
                      <Table.Td ta="right">{formatCents(lot.startPrice)}</Table.Td>
                      <Table.Td ta="right">{lot.hammer === null ? '—' : formatCents(lot.hammer)}</Table.Td>
                      <Table.Td ta="right">{lot.premium === null ? '—' : formatCents(lot.premium)}</Table.Td>
                      <Table.Td ta="right">{formatNumber(lot.bids)}</Table.Td>
                      <Table.Td ta="right">{formatNumber(lot.bidders)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </AdminPanel>
        </Stack>
      )}
    </QueryState>
  );
};

export default AdminAuctionReport;
