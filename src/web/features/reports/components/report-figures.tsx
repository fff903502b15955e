import { Button, Group, Paper, SimpleGrid, type SimpleGridProps, Text } from '@mantine/core';
import type { TReportFigures } from '@/common/schemas/reports.ts';
import { messages } from '@/web/i18n/messages.ts';
import { downloadThroughApi } from '@/web/lib/export-download.ts';
import { formatCents, formatNumber } from '@/web/lib/format.ts';

const t = messages.admin.reports;

export const sellThroughText = (figures: TReportFigures) =>
  figures.sellThroughPercent === null ? '—' : t.percent(formatNumber(figures.sellThroughPercent));

type TFigureListProps = Omit<SimpleGridProps, 'children'> & {
  /** Each figure as [label, value], in reading order. */
  figures: readonly (readonly [string, string])[];
  /** A bordered card for each figure; false where the list already sits in a card of its own. */
  isCarded?: boolean;
};

/** Figures as a description list: each label small above its value in large type. */
export const FigureList = ({ figures, isCarded = true, ...grid }: TFigureListProps) => (
  <SimpleGrid component="dl" m={0} {...grid}>
    {figures.map(([label, value]) => (
      <Paper key={label} withBorder={isCarded} p={isCarded ? 'sm' : 0}>
        <Text component="dt" size="sm" c="dimmed">
          {label}
        </Text>
        {/* A long amount wraps inside its card rather than spilling out of it. */}
        <Text component="dd" m={0} fz={22} fw={700} style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Text>
      </Paper>
    ))}
  </SimpleGrid>
);

/** A report's figures as labelled values (a description list), the same as in its CSV and PDF. */
export const ReportFigures = ({ figures }: { figures: TReportFigures }) => {
  const items = [
    [t.figures.lotsOffered, formatNumber(figures.lotsOffered)],
    [t.figures.lotsSold, formatNumber(figures.lotsSold)],
    [t.figures.sellThrough, sellThroughText(figures)],
    [t.figures.hammer, formatCents(figures.hammer)],
    [t.figures.premium, formatCents(figures.premium)],
    [t.figures.vat, formatCents(figures.vat)],
    [t.figures.bidders, formatNumber(figures.bidders)],
    [t.figures.bids, formatNumber(figures.bids)],
    [
      t.figures.subscriptions,
      t.accepted(formatNumber(figures.subscriptionsAccepted), formatNumber(figures.subscriptionsRequested)),
    ],
  ] as const;
  return <FigureList figures={items} cols={{ base: 2, sm: 3, lg: 5 }} />;
};

/** The CSV and PDF downloads of a report. */
export const ReportExports = ({ csv, pdf }: { csv: string; pdf: string }) => (
  <Group gap="sm">
    <Button component="a" href={csv} download variant="default" onClick={downloadThroughApi}>
      {t.exportCsv}
    </Button>
    <Button component="a" href={pdf} download variant="default">
      {t.exportPdf}
    </Button>
  </Group>
);
