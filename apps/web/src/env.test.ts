import { describe, expect, it } from 'vitest';
import { parseServerEnv } from './env';

describe('parseServerEnv', () => {
  it('gives the defaults a fresh machine runs with when a variable is unset or empty', () => {
    const empty = { STAFF_SESSION_HOURS: '', WEB_METRICS_PORT: '', METRICS_HOST: '', NEXT_PHASE: '' };
    expect(parseServerEnv(empty)).toMatchObject({
      CMS_URL: 'http://127.0.0.1:1337',
      STAFF_SESSION_HOURS: 12,
      WEB_METRICS_PORT: 0,
      METRICS_HOST: '',
      NEXT_PHASE: '',
      NEXT_DEPLOYMENT_ID: '',
    });
  });

  it('reads the numbers it is given as numbers', () => {
    expect(parseServerEnv({ STAFF_SESSION_HOURS: '8', WEB_METRICS_PORT: '9464' })).toMatchObject({
      STAFF_SESSION_HOURS: 8,
      WEB_METRICS_PORT: 9464,
    });
  });

  it('refuses a value it cannot use, naming the variable', () => {
    expect(() => parseServerEnv({ STAFF_SESSION_HOURS: 'twelve' })).toThrow(/STAFF_SESSION_HOURS/);
    expect(() => parseServerEnv({ WEB_METRICS_PORT: '70000' })).toThrow(/WEB_METRICS_PORT/);
    expect(() => parseServerEnv({ CMS_URL: 'cms:1337' })).toThrow(/CMS_URL/);
  });
});
