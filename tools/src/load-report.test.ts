import { describe, expect, it } from 'vitest';
import { formatCpu, formatMixTable, formatRates, TABLE_COLUMNS } from './load-report';

describe('formatMixTable', () => {
  const result = {
    kinds: [
      { name: 'home page', requests: 1200, requestsPerSecond: 20, p50: 12.34, p99: 80, errors: 0 },
      { name: 'hop: cms health', requests: 300, requestsPerSecond: 5, p50: 2, p99: 9.5, errors: 1 },
      { name: 'booking', requests: 80, requestsPerSecond: 1.3333, p50: 150, p99: 900, errors: 2 },
    ],
    total: { requests: 1280, requestsPerSecond: 21.3, p50: 13, p99: 850, errors: 2 },
  };
  const idle = new Map([
    ['home page', { p50: 5, p99: 10, webCpuMs: 7.26, cmsCpuMs: 0.4 }],
    ['hop: cms health', { p50: 1, p99: 2, webCpuMs: 0, cmsCpuMs: 0.3 }],
  ]);
  const lines = formatMixTable(result, idle, new Set(['hop: cms health']));

  it('heads every column, and gives each row a cell under each, the load first, then its total, then the probes', () => {
    expect(lines[0]?.split(/\s+/).join(' ')).toBe(TABLE_COLUMNS.join(' '));
    expect(lines.slice(1).map((row) => row.slice(0, 16).trim())).toEqual([
      'home page',
      'booking',
      'total',
      'hop: cms health',
    ]);
    const cells = (row: string | undefined) => row?.slice(16).trim().split(/\s+/);
    expect(cells(lines[1])).toEqual(['1200', '20.0', '12.3', '80.0', '0', '5.0', '10.0', '8.0×', '7.3', '0.4']);
    expect(cells(lines[4])).toEqual(['300', '5.0', '2.0', '9.5', '1', '1.0', '2.0', '4.8×', '0.0', '0.3']);
  });

  it('leaves the alone columns empty for a kind measured only under the mix, and for the total', () => {
    const cells = (row: string | undefined) => row?.slice(16).trim().split(/\s+/);
    expect(cells(lines[2])).toEqual(['80', '1.3', '150.0', '900.0', '2']);
    expect(cells(lines[3])).toEqual(['1280', '21.3', '13.0', '850.0', '2']);
    // Every row is as wide as the header, its cells right-aligned under it: the columns line up.
    expect(lines.map((row) => row.length)).toEqual(lines.map(() => lines[0]?.length));
  });
});

describe('formatRates and formatCpu', () => {
  it('says the offered and achieved rates and how late the client sent', () => {
    expect(formatRates({ offeredRate: 99.84, achievedRate: 97.1, lateness: { p50: 0.21, p99: 3.46 } })).toBe(
      'rates: offered 99.8 requests a second, achieved 97.1; the client sent each request 0.2 ms (p50) and 3.5 ms (p99) after it arrived',
    );
  });

  it('gives each process’s CPU seconds and ms per request, unknown when it could not be read', () => {
    expect(
      formatCpu(
        [
          { name: 'cms', seconds: 12.5 },
          { name: 'web', seconds: null },
          { name: 'load client', seconds: 2 },
        ],
        2_500,
      ),
    ).toEqual([
      'CPU used during the mix: cms 12.5 s, web unknown, load client 2.0 s',
      'CPU per request of the mix: cms 5.00 ms, web unknown, load client 0.80 ms',
    ]);
  });
});
