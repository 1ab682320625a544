import { scaleBand, scaleLinear } from 'd3-scale';
import { type SeriesPoint, stack } from 'd3-shape';
import type { ReactNode } from 'react';

/** One kind of figure drawn in a chart (a status, or the one figure), with its colour and name. */
export type ChartSeries = { key: string; label: string; color: string };

/** One category (a day, a branch, an hour) and its value per series. */
export type ChartDatum = { label: string; values: Readonly<Record<string, number>> };

type ChartProps = {
  id: string;
  title: string;
  description: string;
  series: readonly ChartSeries[];
  data: readonly ChartDatum[];
  /** Arabic pages mirror the chart: time runs from right to left, bars grow leftwards. */
  isRtl: boolean;
  formatValue: (value: number) => string;
  /** The figures of the chart as a table, behind a disclosure under it. */
  table: ReactNode;
  tableLabel: string;
  /** The scale's top, when the figures have a natural one (1 for shares). */
  maxValue?: number;
  /** Under each column; null leaves one out where labels would crowd. */
  columnLabel?: (datum: ChartDatum, index: number) => string | null;
  /** Across the whole page, where the others share a row. */
  wide?: boolean;
};

const TEXT = '#334155';
const GRID = '#e2e8f0';
const FONT_SIZE = 12;

const stackOf = (series: readonly ChartSeries[], data: readonly ChartDatum[]) =>
  stack<ChartDatum, string>()
    .keys(series.map((entry) => entry.key))
    .value((datum, key) => datum.values[key] ?? 0)([...data]);

const totalOf = (datum: ChartDatum, series: readonly ChartSeries[]) =>
  series.reduce((sum, entry) => sum + (datum.values[entry.key] ?? 0), 0);

/** A coordinate with one decimal: the chart's markup stays small over a year of days. */
const round = (value: number) => Math.round(value * 10) / 10;

/** Rectangles as one path: one element per series, however many days or rows a chart has. */
const toPath = (rectangles: readonly { x: number; y: number; width: number; height: number }[]) =>
  rectangles
    .filter((rectangle) => rectangle.width > 0 && rectangle.height > 0)
    .map(({ x, y, width, height }) => `M${round(x)} ${round(y)}h${round(width)}v${round(height)}h${round(-width)}z`)
    .join('');

/**
 * A chart drawn on the server as SVG (no script), with its name and description for screen readers,
 * a legend when it shows more than one series, and its figures as a table behind a disclosure. It
 * scrolls sideways inside its own box on a narrow screen rather than shrinking its text.
 */
function ChartFigure({
  props,
  width,
  height,
  children,
}: {
  props: ChartProps;
  width: number;
  height: number;
  children: ReactNode;
}) {
  const { id, title, description, series, tableLabel, table, wide } = props;
  return (
    <figure
      aria-labelledby={`${id}-caption`}
      className={`min-w-0 rounded-xl border border-slate-200 bg-white p-4 ${wide ? 'lg:col-span-2' : ''}`}
    >
      <figcaption id={`${id}-caption`} className="mb-1 text-lg font-semibold">
        {title}
      </figcaption>
      <p className="mb-3 text-sm text-slate-700">{description}</p>
      {series.length > 1 ? (
        <ul className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {series.map((entry) => (
            <li key={entry.key} className="flex items-center gap-1.5">
              <svg width="12" height="12" aria-hidden="true" focusable="false">
                <rect width="12" height="12" rx="2" fill={entry.color} />
              </svg>
              {entry.label}
            </li>
          ))}
        </ul>
      ) : null}
      {/* Focusable, so a keyboard can scroll a wide chart on a phone. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1) */}
      <div tabIndex={0} className="overflow-x-auto">
        <svg
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          direction="ltr"
          fontSize={FONT_SIZE}
          className="max-w-none"
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{description}</desc>
          {children}
        </svg>
      </div>
      <details className="mt-3">
        <summary className="cursor-pointer font-semibold text-brand">{tableLabel}</summary>
        <div className="mt-2 overflow-x-auto">{table}</div>
      </details>
    </figure>
  );
}

const COLUMN = { minBand: 14, height: 220, top: 16, bottom: 28, axis: 44, end: 12, minWidth: 560, wideWidth: 960 };

/** Vertical columns along a time or category axis, stacked by series. */
export function ColumnChart(props: ChartProps) {
  const { data, series, isRtl, formatValue } = props;
  const width = Math.max(
    props.wide ? COLUMN.wideWidth : COLUMN.minWidth,
    COLUMN.axis + COLUMN.end + data.length * COLUMN.minBand,
  );
  const plot = isRtl ? [width - COLUMN.axis, COLUMN.end] : [COLUMN.axis, width - COLUMN.end];
  const x = scaleBand<number>()
    .domain(data.map((_, index) => index))
    .range(plot as [number, number])
    .paddingInner(0.2)
    .paddingOuter(0.1);
  const top = props.maxValue ?? Math.max(1, ...data.map((datum) => totalOf(datum, series)));
  const y = scaleLinear()
    .domain([0, top])
    .nice()
    .range([COLUMN.height - COLUMN.bottom, COLUMN.top]);
  const ticks = y.ticks(4);
  const axisX = isRtl ? width - COLUMN.axis + 6 : COLUMN.axis - 6;
  const labelEvery = Math.max(1, Math.ceil(data.length / Math.floor((width - COLUMN.axis) / 40)));
  const layers = stackOf(series, data);

  return (
    <ChartFigure props={props} width={width} height={COLUMN.height}>
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={plot[0]} x2={plot[1]} y1={y(tick)} y2={y(tick)} stroke={GRID} />
          <text x={axisX} y={y(tick)} dy="0.32em" textAnchor={isRtl ? 'start' : 'end'} fill={TEXT}>
            {formatValue(tick)}
          </text>
        </g>
      ))}
      {layers.map((layer, layerIndex) => (
        <path
          key={series[layerIndex]?.key}
          fill={series[layerIndex]?.color}
          d={toPath(
            layer.map((point: SeriesPoint<ChartDatum>, index) => ({
              x: x(index) ?? 0,
              y: y(point[1]),
              width: x.bandwidth(),
              height: y(point[0]) - y(point[1]),
            })),
          )}
        />
      ))}
      {data.map((datum, index) => {
        const label = props.columnLabel ? props.columnLabel(datum, index) : datum.label;
        if (label === null || index % labelEvery !== 0) return null;
        return (
          <text
            key={datum.label}
            x={(x(index) ?? 0) + x.bandwidth() / 2}
            y={COLUMN.height - COLUMN.bottom + 16}
            textAnchor="middle"
            fill={TEXT}
          >
            {label}
          </text>
        );
      })}
    </ChartFigure>
  );
}

const BAR = { row: 30, top: 8, bottom: 8, label: 180, value: 56, width: 560 };

/** Horizontal bars, one per category (a branch, a doctor, a source), stacked by series, longest first as given. */
export function BarChart(props: ChartProps) {
  const { data, series, isRtl, formatValue } = props;
  const { width } = BAR;
  const height = BAR.top + BAR.bottom + Math.max(1, data.length) * BAR.row;
  const plot = isRtl ? [width - BAR.label, BAR.value] : [BAR.label, width - BAR.value];
  const top = props.maxValue ?? Math.max(1, ...data.map((datum) => totalOf(datum, series)));
  const x = scaleLinear()
    .domain([0, top])
    .range(plot as [number, number]);
  const layers = stackOf(series, data);
  const rowY = (index: number) => BAR.top + index * BAR.row;

  return (
    <ChartFigure props={props} width={width} height={height}>
      {data.map((datum, index) => {
        const total = totalOf(datum, series);
        const end = x(Math.min(total, top));
        return (
          <g key={datum.label}>
            <text
              x={isRtl ? width - BAR.label + 8 : BAR.label - 8}
              y={rowY(index) + BAR.row / 2}
              dy="0.32em"
              textAnchor={isRtl ? 'start' : 'end'}
              fill={TEXT}
            >
              {datum.label}
            </text>
            <text
              x={isRtl ? end - 6 : end + 6}
              y={rowY(index) + BAR.row / 2}
              dy="0.32em"
              textAnchor={isRtl ? 'end' : 'start'}
              fill={TEXT}
              fontWeight={600}
            >
              {formatValue(total)}
            </text>
          </g>
        );
      })}
      {layers.map((layer, layerIndex) => (
        <path
          key={series[layerIndex]?.key}
          fill={series[layerIndex]?.color}
          d={toPath(
            layer.map((point: SeriesPoint<ChartDatum>, index) => {
              const [from, to] = [x(Math.min(point[0], top)), x(Math.min(point[1], top))];
              return { x: Math.min(from, to), y: rowY(index) + 6, width: Math.abs(to - from), height: BAR.row - 12 };
            }),
          )}
        />
      ))}
    </ChartFigure>
  );
}

/** A chart's figures as a table: the first column names each row, the others hold its figures. */
export function FiguresTable({ columns, rows }: { columns: readonly string[]; rows: readonly (readonly string[])[] }) {
  return (
    <table className="min-w-full text-sm">
      <thead>
        <tr className="border-b border-slate-300">
          {columns.map((column, index) => (
            <th
              key={column}
              scope="col"
              className={`px-2 py-1 font-semibold ${index === 0 ? 'text-start' : 'text-end'}`}
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row[0]} className="border-b border-slate-100">
            {row.map((cell, index) =>
              index === 0 ? (
                <th key={columns[index]} scope="row" className="px-2 py-1 text-start font-normal">
                  {cell}
                </th>
              ) : (
                <td key={columns[index]} className="px-2 py-1 text-end tabular-nums">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
