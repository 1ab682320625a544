import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { readToolsEnv } from '@clinic/tools/env';

/** The web server's metrics listener, on the port `npm test` gives it (WEB_METRICS_PORT). */
const metricsUrl = () => {
  const url = readToolsEnv().WEB_METRICS_URL;
  if (!url) throw new Error('WEB_METRICS_URL is not set: run the e2e tests through `npm test`.');
  return url;
};

const pageRequests = async (section: string) => {
  const text = await (await fetch(metricsUrl())).text();
  return text
    .split('\n')
    .filter(
      (line) =>
        line.startsWith('clinic_web_http_request_duration_seconds_count{') &&
        line.includes('kind="page"') &&
        line.includes(`section="${section}"`) &&
        line.includes('status="200"'),
    )
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
};

test.describe('[OPERATIONS]: the web server’s metrics, for a scraper only', () => {
  test('counts pages by section, never by path, on a port of its own and not on the site', async ({
    request,
    lang,
  }) => {
    test.skip(lang !== 'en', 'language-independent');
    const before = await pageRequests('doctors');
    for (const path of ['/en/doctors', '/ar/doctors', '/en/doctors?gender=female']) {
      expect((await request.get(path)).status()).toBe(200);
    }
    await expect.poll(async () => (await pageRequests('doctors')) - before).toBe(3);
    const metrics = await (await fetch(metricsUrl())).text();
    expect(metrics).not.toContain('gender=female');
    expect(metrics).toMatch(/^clinic_web_process_cpu_seconds_total \d/m);
    expect(metrics).toMatch(/^clinic_web_nodejs_eventloop_lag_p99_seconds \d/m);

    expect((await request.get('/metrics')).status()).toBe(404);
    expect((await fetch(metricsUrl().replace('/metrics', '/'))).status).toBe(404);
  });
});
