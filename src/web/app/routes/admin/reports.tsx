import { Alert, Anchor, Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { madridDay } from '@/common/madrid-time.ts';
import type { TReportFigures } from '@/common/schemas/reports.ts';
import { AdminPanel, FigureHeaders, ReportChart } from '@/web/components/admin/admin-panel.tsx';
import { MadridDateInput } from '@/web/components/madrid-date-input.tsx';
import { usePageTitle } from '@/web/components/page-title.tsx';
import { QueryState } from '@/web/components/query-state.tsx';
import {
  consignorReportFileUrl,
  useConsignorReport,
} from '@/web/features/reports/api/get-consignor-report.ts';
import { useConsignors } from '@/web/features/reports/api/get-consignors.ts';
import {
  ReportExports,
  ReportFigures,
  sellThroughText,
} from '@/web/features/reports/components/report-figures.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { formatCents, formatDate, formatNumber } from '@/web/lib/format.ts';

const t = messages.admin.reports;

const day = (iso: string) => formatDate(`${iso}T12:00:00Z`);

const FiguresCells = ({ figures }: { figures: TReportFigures }) => (
  <>
    <Table.Td ta="right">{formatNumber(figures.lotsOffered)}</Table.Td>
    <Table.Td ta="right">{formatNumber(figures.lotsSold)}</Table.Td>
    <Table.Td ta="right">{sellThroughText(figures)}</Table.Td>
    <Table.Td ta="right">{formatCents(figures.hammer)}</Table.Td>
    <Table.Td ta="right">{formatCents(figures.premium)}</Table.Td>
    <Table.Td ta="right">{formatNumber(figures.bidders)}</Table.Td>
    <Table.Td ta="right">{formatNumber(figures.bids)}</Table.Td>
  </>
);

/**
 * `/admin/informes`: a consignor's report (the issuer of the auctions' invoicing data) over the auctions
 * that end in a range of days. The choice lives in the URL (`emisor`, `desde`, `hasta`), so a report can be
 * bookmarked or sent to a colleague.
 */
const AdminReports = () => {
  usePageTitle(t.title);
  const [params, setParams] = useSearchParams();
  const today = madridDay();
  const filters = {
    nif: params.get('emisor') ?? '',
    from: params.get('desde') ?? `${today.slice(0, 4)}-01-01`,
    to: params.get('hasta') ?? today,
  };
  const [form, setForm] = useState(filters);
  const consignors = useConsignors();
  const report = useConsignorReport(filters);
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {t.consignorTitle}
      </Title>
      <Text c="dimmed">{t.consignorIntro}</Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setParams({ emisor: form.nif, desde: form.from, hasta: form.to });
        }}
      >
        <Group align="flex-end">
          <Select
            label={t.consignor}
            placeholder={t.consignorPlaceholder}
            searchable
            required
            w={360}
            value={form.nif || null}
            onChange={(nif) => setForm({ ...form, nif: nif ?? '' })}
            data={(consignors.data?.data.consignors ?? []).map((consignor) => ({
              value: consignor.nif,
              label: `${consignor.name} (${consignor.nif})`,
            }))}
            nothingFoundMessage={t.noConsignors}
          />
          <MadridDateInput
            label={t.from}
            required
            value={form.from}
            onChange={(from) => setForm({ ...form, from: from ?? form.from })}
          />
          <MadridDateInput
            label={t.to}
            required
            value={form.to}
            onChange={(to) => setForm({ ...form, to: to ?? form.to })}
          />
          <Button type="submit" disabled={!form.nif}>
            {t.show}
          </Button>
        </Group>
      </form>
      {filters.nif && (
        <QueryState query={report}>
          {({ data }) => (
            <Stack gap="lg">
              <Group justify="space-between" align="flex-start">
                <Stack gap={4}>
                  <Title order={3} size="h4">
                    {t.consignorLine(data.consignor.name, data.consignor.nif)}
                  </Title>
                  <Text c="dimmed">{t.period(day(data.from), day(data.to))}</Text>
                </Stack>
                <ReportExports
                  csv={consignorReportFileUrl(filters, 'csv')}
                  pdf={consignorReportFileUrl(filters, 'pdf')}
                />
              </Group>
              {data.auctions.length === 0 ? (
                <Alert color="gray">{t.noAuctions}</Alert>
              ) : (
                <>
                  <ReportFigures figures={data.totals} />
                  <ReportChart
                    testId="consignor-chart"
                    title={t.auctionHammerChartTitle}
                    summary={t.hammerSummary(formatCents(data.totals.hammer), data.totals.lotsSold)}
                    xLabel={t.auctionAxis}
                    yLabel={t.hammerAxis}
                    formatValue={formatCents}
                    bars={data.auctions.map((auction) => ({
                      key: String(auction.id),
                      tick: formatDate(auction.endDate).slice(0, 5),
                      label: `${auction.title} (${formatDate(auction.endDate)})`,
                      value: auction.figures.hammer,
                    }))}
                  />
                  <AdminPanel title={t.auctionsTitle}>
                    <Table.ScrollContainer minWidth={0}>
                      <Table striped stickyHeader>
                        <Table.Thead>
                          <Table.Tr>
                            <Table.Th scope="col">{t.auction}</Table.Th>
                            <Table.Th scope="col">{t.end}</Table.Th>
                            <FigureHeaders
                              labels={[
                                t.figures.lotsOffered,
                                t.figures.lotsSold,
                                t.figures.sellThrough,
                                t.figures.hammer,
                                t.figures.premium,
                                t.figures.bidders,
                                t.figures.bids,
                              ]}
                            />
                          </Table.Tr>
                        </Table.Thead>
                        <Table.Tbody>
                          {data.auctions.map((auction) => (
                            <Table.Tr key={auction.id}>
                              <Table.Td>
                                <Anchor component={Link} to={`/admin/subastas/${auction.id}/informe`}>
                                  {auction.title}
                                </Anchor>
                              </Table.Td>
                              <Table.Td>{formatDate(auction.endDate)}</Table.Td>
                              <FiguresCells figures={auction.figures} />
                            </Table.Tr>
                          ))}
                        </Table.Tbody>
                        <Table.Tfoot>
                          <Table.Tr fw={700}>
                            <Table.Th scope="row">{t.total}</Table.Th>
                            <Table.Td />
                            <FiguresCells figures={data.totals} />
                          </Table.Tr>
                        </Table.Tfoot>
                      </Table>
                    </Table.ScrollContainer>
                  </AdminPanel>
                </>
              )}
            </Stack>
          )}
        </QueryState>
      )}
    </Stack>
  );
};

export default AdminReports;
