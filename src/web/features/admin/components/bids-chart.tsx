import { Text } from '@mantine/core';
import { formatDate, formatNumber } from '@/common/format.ts';
import { es } from '@/web/i18n/es.ts';

/**
 * Bids per day as bars. The picture is for the eye; the same figures are in a table that screen readers
 * get instead.
 */
export const BidsChart = ({ days }: { days: { day: string; bids: number }[] }) => {
  const highest = Math.max(1, ...days.map((day) => day.bids));
  const width = 640;
  const height = 160;
  const bar = width / days.length;
  const total = days.reduce((sum, day) => sum + day.bids, 0);
  return (
    <figure style={{ margin: 0 }}>
      <svg viewBox={`0 0 ${width} ${height + 20}`} width="100%" aria-hidden="true">
        {days.map((day, index) => {
          const barHeight = (day.bids / highest) * height;
          return (
            <rect
              key={day.day}
              x={index * bar + 1}
              y={height - barHeight}
              width={Math.max(1, bar - 2)}
              height={barHeight}
              fill="var(--mantine-color-blue-7)"
            >
              <title>{`${formatDate(`${day.day}T12:00:00Z`)}: ${day.bids}`}</title>
            </rect>
          );
        })}
        <line x1={0} y1={height} x2={width} y2={height} stroke="var(--mantine-color-gray-5)" />
      </svg>
      <figcaption>
        <Text size="sm">
          {es.admin.dashboard.chartSummary(formatNumber(total), days.length, formatNumber(highest))}
        </Text>
      </figcaption>
      <table className="visually-hidden">
        <caption>{es.admin.dashboard.bidsPerDay}</caption>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{formatDate(`${day.day}T12:00:00Z`)}</th>
              <td>{day.bids}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
};
