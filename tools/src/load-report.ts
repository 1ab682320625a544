// The table `npm run load` prints for a run of the mix, in every mode: per kind, its requests, rate,
// p50 and p99 under the mix and alone, and the CPU one request cost the web server and the CMS.
import type { LoadFigures, OpenLoopRates } from './load';

export type IdleFigures = { p50: number; p99: number; webCpuMs?: number; cmsCpuMs?: number };
export type ProcessCpu = { name: string; seconds: number | null };
/** CPU seconds used so far, by process name; null where they could not be read. */
export type CpuSeconds = Record<string, number | null>;

export const TABLE_COLUMNS = [
  'kind',
  'requests',
  'req/s',
  'p50 ms',
  'p99 ms',
  'errors',
  'alone p50',
  'alone p99',
  'p99 ×',
  'cpu web',
  'cpu cms',
];
const WIDTHS = [16, 9, 8, 8, 8, 7, 9, 9, 8, 8, 8];

const ms = (value: number | undefined) => (value === undefined ? '' : value.toFixed(1));
const ratio = (loaded: number, alone: number | undefined) => (alone ? `${(loaded / alone).toFixed(1)}×` : '');
const line = (cells: string[]) =>
  cells.map((cell, index) => (index === 0 ? cell.padEnd(WIDTHS[0] ?? 0) : cell.padStart(WIDTHS[index] ?? 0))).join(' ');

/**
 * The table's lines: the header, the load's kinds, their total, then the probes (`hopNames`). `idle`
 * maps a kind's name to its figures alone (`{ p50, p99, webCpuMs, cmsCpuMs }`).
 */
export const formatMixTable = (
  result: { kinds: (LoadFigures & { name: string })[]; total: LoadFigures },
  idle: Map<string, IdleFigures>,
  hopNames: Set<string>,
) => {
  const row = (name: string, figures: LoadFigures, alone?: IdleFigures) =>
    line([
      name,
      String(figures.requests),
      figures.requestsPerSecond.toFixed(1),
      ms(figures.p50),
      ms(figures.p99),
      String(figures.errors),
      ms(alone?.p50),
      ms(alone?.p99),
      ratio(figures.p99, alone?.p99),
      ms(alone?.webCpuMs),
      ms(alone?.cmsCpuMs),
    ]);
  return [
    line(TABLE_COLUMNS),
    ...result.kinds.filter((kind) => !hopNames.has(kind.name)).map((kind) => row(kind.name, kind, idle.get(kind.name))),
    row('total', result.total),
    ...result.kinds.filter((kind) => hopNames.has(kind.name)).map((kind) => row(kind.name, kind, idle.get(kind.name))),
  ];
};

/** An open-loop run's rates: offered (arriving) and achieved (answered), and how late the client sent. */
export const formatRates = ({ offeredRate, achievedRate, lateness }: OpenLoopRates) =>
  `rates: offered ${offeredRate.toFixed(1)} requests a second, achieved ${achievedRate.toFixed(1)}; the client sent each request ${lateness.p50.toFixed(1)} ms (p50) and ${lateness.p99.toFixed(1)} ms (p99) after it arrived`;

/** The CPU seconds each process used from `before` to `after`: null when either is unknown. */
export const cpuBetween = (before: CpuSeconds, after: CpuSeconds): ProcessCpu[] =>
  Object.entries(after).map(([name, seconds]) => {
    const start = before[name];
    return { name, seconds: seconds === null || start == null ? null : seconds - start };
  });

/** The CPU ms one of `requests` cost the process `name`, from its CPU seconds before and after them. */
export const cpuMsPerRequest = (before: CpuSeconds, after: CpuSeconds, name: string, requests: number) => {
  const start = before[name];
  const end = after[name];
  return requests && start != null && end != null ? ((end - start) * 1000) / requests : undefined;
};

/** The CPU each process used during a run, in seconds and per request of the load. */
export const formatCpu = (cpuUsed: ProcessCpu[], requests: number) => [
  `CPU used during the mix: ${cpuUsed
    .map(({ name, seconds }) => `${name} ${seconds === null ? 'unknown' : `${seconds.toFixed(1)} s`}`)
    .join(', ')}`,
  `CPU per request of the mix: ${cpuUsed
    .map(
      ({ name, seconds }) =>
        `${name} ${seconds === null ? 'unknown' : `${((seconds * 1000) / requests).toFixed(2)} ms`}`,
    )
    .join(', ')}`,
];
