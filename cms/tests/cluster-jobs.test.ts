import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestCms, TWO_CMS_HOOK_TIMEOUT_MS } from '@clinic/tools/cms-test-server';
import { describeOnPostgres } from './support/database-passes';
import { findFreePort } from '@clinic/tools/processes';
import { readMetrics, sumSamples } from './support/metrics';

const PERIOD_MS = 400;
const JOBS = ['card-image-sweep', 'reminders', 'retention', 'waiting-list'];

const runsOf = (metrics: string, job: string) => sumSamples(metrics, 'clinic_cms_scheduled_job_runs_total', { job });

/**
 * Two CMS processes on one PostgreSQL database, every job due each 400 ms: each period's run happens
 * in one of them. Each process counts the runs it made in its metrics.
 */
describeOnPostgres('[CLUSTER]: scheduled jobs run once per period, whichever process wins', () => {
  let cms: Awaited<ReturnType<typeof startTestCms>>;
  const metricsPorts: number[] = [];

  beforeAll(async () => {
    metricsPorts.push(await findFreePort(), await findFreePort());
    const periods = {
      ORPHAN_SWEEP_INTERVAL_MS: String(PERIOD_MS),
      REMINDER_INTERVAL_MS: String(PERIOD_MS),
      RETENTION_INTERVAL_MS: String(PERIOD_MS),
      WAITING_LIST_INTERVAL_MS: String(PERIOD_MS),
    };
    cms = await startTestCms({ env: { ...periods, CMS_METRICS_PORT: String(metricsPorts[0]) } });
    await cms.startSibling({ env: { CMS_METRICS_PORT: String(metricsPorts[1]) } });
  }, TWO_CMS_HOOK_TIMEOUT_MS);
  afterAll(() => cms?.stop());

  const readRuns = async () => {
    const [first, second] = await Promise.all(metricsPorts.map(readMetrics));
    return Object.fromEntries(JOBS.map((job) => [job, runsOf(first ?? '', job) + runsOf(second ?? '', job)]));
  };

  it('runs each job once per period across both processes, never twice in one', async () => {
    const before = await readRuns();
    const startedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const after = await readRuns();
    const periods = (Date.now() - startedAt) / PERIOD_MS;
    for (const job of JOBS) {
      const runs = (after[job] ?? 0) - (before[job] ?? 0);
      // Two processes each running every period would make about twice as many.
      expect({ job, atMostOnePerPeriod: runs <= Math.ceil(periods) + 1 }).toEqual({ job, atMostOnePerPeriod: true });
      expect({ job, keptRunning: runs >= Math.floor(periods) - 3 }).toEqual({ job, keptRunning: true });
    }
  }, 30_000);
});
