import { afterEach, describe, expect, it, vi } from 'vitest';
import { readServerEnv } from './env';

describe('readServerEnv', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('gives the defaults a fresh machine runs with when a variable is unset or empty', () => {
    for (const name of ['STAFF_SESSION_HOURS', 'WEB_METRICS_PORT', 'METRICS_HOST', 'NEXT_PHASE']) vi.stubEnv(name, '');
    expect(readServerEnv()).toMatchObject({
      STAFF_SESSION_HOURS: 12,
      WEB_METRICS_PORT: 0,
      METRICS_HOST: '',
      NEXT_PHASE: '',
    });
  });

  it('reads the numbers it is given as numbers', () => {
    vi.stubEnv('STAFF_SESSION_HOURS', '8');
    vi.stubEnv('WEB_METRICS_PORT', '9464');
    expect(readServerEnv()).toMatchObject({ STAFF_SESSION_HOURS: 8, WEB_METRICS_PORT: 9464 });
  });

  it('refuses a value it cannot use, naming the variable', () => {
    vi.stubEnv('STAFF_SESSION_HOURS', 'twelve');
    expect(() => readServerEnv()).toThrow(/STAFF_SESSION_HOURS/);
    vi.stubEnv('STAFF_SESSION_HOURS', '12');
    vi.stubEnv('WEB_METRICS_PORT', '70000');
    expect(() => readServerEnv()).toThrow(/WEB_METRICS_PORT/);
  });
});
