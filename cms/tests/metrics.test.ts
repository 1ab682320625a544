import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestCms } from '@clinic/tools/cms-test-server';
import { describeOnce } from './support/database-passes';
import { findFreePort } from '@clinic/tools/processes';
import { readMetrics, sumSamples } from './support/metrics';

/** A CMS of its own with its metrics listener on a loopback port, its jobs due every 500 ms. */
describeOnce('[OPERATIONS]: metrics for a scraper, never on the public port', () => {
  let cms: Awaited<ReturnType<typeof startTestCms>>;
  let metricsPort: number;

  beforeAll(async () => {
    metricsPort = await findFreePort();
    cms = await startTestCms({ env: { CMS_METRICS_PORT: String(metricsPort), RETENTION_INTERVAL_MS: '500' } });
  }, 120_000);
  afterAll(() => cms?.stop());

  it('counts and times requests by route pattern and status, never by a path with an id in it', async () => {
    const countOf = (text: string) =>
      sumSamples(text, 'clinic_cms_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/doctors/:id',
        status: '200',
      });
    const before = countOf(await readMetrics(metricsPort));
    const doctors = (await (await fetch(`${cms.url}/api/doctors?fields[0]=name`)).json()) as {
      data: { documentId: string }[];
    };
    for (const doctor of doctors.data.slice(0, 3)) {
      expect((await fetch(`${cms.url}/api/doctors/${doctor.documentId}`)).status).toBe(200);
    }
    const after = await readMetrics(metricsPort);
    expect(countOf(after) - before).toBe(3);
    expect(after).not.toContain(doctors.data[0]?.documentId ?? 'no doctor');
    // A missing page is counted too, under the pattern that caught it (the public folder's), not its path.
    const missing = `no-such-page-${Date.now()}`;
    await fetch(`${cms.url}/${missing}`);
    const withMissing = await readMetrics(metricsPort);
    expect(sumSamples(withMissing, 'clinic_cms_http_request_duration_seconds_count', { status: '404' })).toBe(1);
    expect(withMissing).not.toContain(missing);
  });

  it("reports the jobs' runs, the outbox by state and the process's own figures", async () => {
    await expect
      .poll(
        async () =>
          sumSamples(await readMetrics(metricsPort), 'clinic_cms_scheduled_job_runs_total', {
            job: 'retention',
            outcome: 'succeeded',
          }),
        { timeout: 10_000 },
      )
      .toBeGreaterThanOrEqual(2);
    const metrics = await readMetrics(metricsPort);
    for (const channel of ['email', 'sms', 'whatsapp']) {
      for (const state of ['queued', 'sending', 'sent', 'delivered', 'read', 'failed']) {
        expect(metrics).toMatch(
          new RegExp(`^clinic_cms_patient_messages\\{channel="${channel}",state="${state}"\\} \\d+$`, 'm'),
        );
      }
    }
    expect(metrics).toMatch(/^clinic_cms_process_cpu_seconds_total \d/m);
    expect(metrics).toMatch(/^clinic_cms_nodejs_eventloop_lag_p99_seconds \d/m);
  });

  it('is not served on the public port, and its listener answers only GET /metrics', async () => {
    expect((await fetch(`${cms.url}/metrics`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});
