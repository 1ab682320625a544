// The table `npm run load` prints for a run of the mix, in every mode: per kind, its requests, rate,
// p50 and p99 under the mix and alone, and the CPU one request cost the web server and the CMS.

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

const ms = (value) => (value === undefined ? '' : value.toFixed(1));
const ratio = (loaded, alone) => (alone ? `${(loaded / alone).toFixed(1)}×` : '');
const line = (cells) =>
  cells.map((cell, index) => (index === 0 ? cell.padEnd(WIDTHS[0]) : cell.padStart(WIDTHS[index]))).join(' ');

/**
 * The table's lines: the header, the load's kinds, their total, then the probes (`hopNames`). `idle`
 * maps a kind's name to its figures alone (`{ p50, p99, webCpuMs, cmsCpuMs }`).
 */
export const formatMixTable = (result, idle, hopNames) => {
  const row = (name, figures, alone) =>
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
export const formatRates = ({ offeredRate, achievedRate, lateness }) =>
  `rates: offered ${offeredRate.toFixed(1)} requests a second, achieved ${achievedRate.toFixed(1)}; the client sent each request ${lateness.p50.toFixed(1)} ms (p50) and ${lateness.p99.toFixed(1)} ms (p99) after it arrived`;

/** The CPU each process used during a run, in seconds and per request of the load. */
export const formatCpu = (cpuUsed, requests) => [
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
