import { Paper, Table, Title } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { BarChart } from './bar-chart.tsx';

type TAdminPanelProps = {
  title: string;
  /** 3 under the page's own heading; 2 on a page made only of panels, such as the dashboard. */
  order?: 2 | 3;
  children: ReactNode;
};

/** A titled box of a back-office page: one chart, table or form under its heading. */
export const AdminPanel = ({ title, order = 3, children }: TAdminPanelProps) => (
  <Paper withBorder p="md">
    <Title order={order} size="h4" mb="sm">
      {title}
    </Title>
    {children}
  </Paper>
);

/** A report's chart in its own box; the heading is also the chart's caption for screen readers. */
export const ReportChart = (chart: ComponentProps<typeof BarChart>) => (
  <AdminPanel title={chart.title}>
    <BarChart {...chart} />
  </AdminPanel>
);

/** The header cells of a report table's figure columns, right-aligned as the money and counts under them. */
export const FigureHeaders = ({ labels }: { labels: readonly string[] }) => (
  <>
    {labels.map((label) => (
      <Table.Th key={label} scope="col" ta="right">
        {label}
      </Table.Th>
    ))}
  </>
);
