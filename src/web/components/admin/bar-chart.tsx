import { Text } from '@mantine/core';

export type TBar = {
  key: string;
  /** Under the bar (may be shortened, e.g. the day of the month); `label` is its full name in the table. */
  tick: string;
  label: string;
  value: number;
  color?: string;
};

/** A round step (1, 2, 2.5 or 5 × a power of ten) that splits `highest` into about four intervals. */
const niceStep = (highest: number) => {
  const rough = Math.max(highest, 1) / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= rough)! * power;
  return Number.isInteger(highest) && step < 1 ? 1 : step;
};

const width = 640;
const height = 260;
const plot = { left: 84, right: 12, top: 12, bottom: 48 };
const plotWidth = width - plot.left - plot.right;
const plotHeight = height - plot.top - plot.bottom;

/**
 * Bars with labelled axes (the y axis names its unit), drawn as plain SVG: no chart library is installed
 * and this is all the back office needs. The picture is for the eye; screen readers get the caption and
 * the same figures as a table instead.
 */
export const BarChart = ({
  title,
  summary,
  bars,
  xLabel,
  yLabel,
  formatValue,
  testId,
}: {
  title: string;
  summary: string;
  bars: TBar[];
  xLabel: string;
  yLabel: string;
  formatValue: (value: number) => string;
  testId?: string;
}) => {
  const step = niceStep(Math.max(0, ...bars.map((bar) => bar.value)));
  const top = step * Math.max(1, Math.ceil(Math.max(0, ...bars.map((bar) => bar.value)) / step));
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
  const slot = plotWidth / Math.max(1, bars.length);
  // Every tick label when they fit, else every n-th, so they never overlap.
  const every = Math.max(1, Math.ceil(bars.length / Math.floor(plotWidth / 44)));
  const y = (value: number) => plot.top + plotHeight - (value / top) * plotHeight;
  return (
    <figure style={{ margin: 0 }} data-testid={testId}>
      <svg viewBox={`0 0 ${width} ${height}`} width="100%" aria-hidden="true" style={{ maxWidth: width }}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={plot.left}
              x2={width - plot.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke="var(--mantine-color-gray-3)"
            />
            <text
              x={plot.left - 6}
              y={y(tick)}
              textAnchor="end"
              dominantBaseline="middle"
              fontSize={11}
              fill="var(--mantine-color-gray-8)"
            >
              {formatValue(tick)}
            </text>
          </g>
        ))}
        {bars.map((bar, index) => {
          const x = plot.left + index * slot;
          return (
            <g key={bar.key}>
              <rect
                x={x + slot * 0.15}
                y={y(bar.value)}
                width={Math.max(1, slot * 0.7)}
                height={plot.top + plotHeight - y(bar.value)}
                fill={bar.color ?? 'var(--mantine-color-blue-7)'}
              >
                <title>{`${bar.label}: ${formatValue(bar.value)}`}</title>
              </rect>
              {index % every === 0 && (
                <text
                  x={x + slot / 2}
                  y={plot.top + plotHeight + 14}
                  textAnchor="middle"
                  fontSize={11}
                  fill="var(--mantine-color-gray-8)"
                >
                  {bar.tick}
                </text>
              )}
            </g>
          );
        })}
        <line
          x1={plot.left}
          x2={width - plot.right}
          y1={plot.top + plotHeight}
          y2={plot.top + plotHeight}
          stroke="var(--mantine-color-gray-7)"
        />
        <line
          x1={plot.left}
          x2={plot.left}
          y1={plot.top}
          y2={plot.top + plotHeight}
          stroke="var(--mantine-color-gray-7)"
        />
        <text
          x={plot.left + plotWidth / 2}
          y={height - 6}
          textAnchor="middle"
          fontSize={12}
          fontWeight={600}
          fill="var(--mantine-color-gray-9)"
        >
          {xLabel}
        </text>
        <text
          transform={`translate(14 ${plot.top + plotHeight / 2}) rotate(-90)`}
          textAnchor="middle"
          fontSize={12}
          fontWeight={600}
          fill="var(--mantine-color-gray-9)"
        >
          {yLabel}
        </text>
      </svg>
      <figcaption>
        <Text size="sm">{summary}</Text>
      </figcaption>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{xLabel}</th>
            <th scope="col">{yLabel}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.key}>
              <th scope="row">{bar.label}</th>
              <td>{formatValue(bar.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
};
