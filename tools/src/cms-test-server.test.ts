import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRunCmsEnv, testCmsEnv } from './cms-test-server';

const JOB_PACE = ['MESSAGE_POLL_MS', 'REMINDER_DAYS_BEFORE', 'REMINDER_SEND_UNTIL', 'REMINDER_INTERVAL_MS'];

/** The job pace a process started with `env` reads, as the CMS would read it. */
const readJobPace = (env: NodeJS.ProcessEnv) => {
  const probe = spawnSync(
    process.execPath,
    ['-p', `JSON.stringify(${JSON.stringify(JOB_PACE)}.map((name) => process.env[name] ?? null))`],
    { env, encoding: 'utf8' },
  );
  return JSON.parse(probe.stdout) as (string | null)[];
};

describe("a test CMS's background jobs", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('run at the test suites’ pace by default', () => {
    expect(readJobPace(testCmsEnv())).toEqual(['200', '60', '24:00', '1000']);
  });

  it('run at the CMS’s own pace in a load run, whatever the inherited environment says', () => {
    vi.stubEnv('MESSAGE_POLL_MS', '50');
    const env = testCmsEnv(loadRunCmsEnv('1000000'));
    expect(readJobPace(env)).toEqual([null, null, null, null]);
    expect([env.BOOKING_RATE_LIMIT_MAX, env.CONTACT_RATE_LIMIT_MAX]).toEqual(['1000000', '1000000']);
  });
});
