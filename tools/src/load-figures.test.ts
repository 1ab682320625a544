// What a load run reports: its latency percentiles, and each request as a row of CSV.
import { describe, expect, it } from 'vitest';
import { formatAnswersCsv, percentile, summarizeLatencies } from './load';

describe('percentile', () => {
  it('takes the nearest rank below, and 0 for no latencies', () => {
    const sorted = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(sorted, 50)).toBe(51);
    expect(percentile(sorted, 99)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBe(0);
  });

  it('summarizes unsorted latencies without reordering them', () => {
    const latencies = [30, 10, 20];
    expect(summarizeLatencies(latencies)).toEqual({ count: 3, p50: 20, p99: 30 });
    expect(latencies).toEqual([30, 10, 20]);
  });
});

describe('formatAnswersCsv', () => {
  it('writes a row per request in the order given, the kind quoted', () => {
    const csv = formatAnswersCsv([
      { kind: 'hop: web file', startedMs: 0.04, ms: 12.345, failed: false },
      { kind: 'a "quoted" kind', startedMs: 1500, ms: 2003.9, failed: true },
    ]);
    expect(csv.split('\n')).toEqual([
      'started_ms,ms,kind,failed',
      '0.0,12.3,"hop: web file",0',
      '1500.0,2003.9,"a ""quoted"" kind",1',
    ]);
  });

  it('writes the header alone when nothing was sent', () => {
    expect(formatAnswersCsv([])).toBe('started_ms,ms,kind,failed');
  });
});
