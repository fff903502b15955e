import { BarChart } from '@/web/components/admin/bar-chart.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { formatDate, formatNumber } from '@/web/lib/format.ts';

const t = messages.admin.dashboard;

/** Bids per Madrid day, the last days on the right. */
export const BidsChart = ({ days }: { days: { day: string; bids: number }[] }) => {
  const total = days.reduce((sum, day) => sum + day.bids, 0);
  const highest = Math.max(0, ...days.map((day) => day.bids));
  return (
    <BarChart
      title={t.bidsPerDay}
      summary={t.chartSummary(total, days.length, formatNumber(highest))}
      xLabel={t.dayAxis}
      yLabel={t.bidsAxis}
      formatValue={formatNumber}
      bars={days.map((day) => ({
        key: day.day,
        tick: day.day.slice(8, 10),
        label: formatDate(`${day.day}T12:00:00Z`),
        value: day.bids,
      }))}
    />
  );
};
