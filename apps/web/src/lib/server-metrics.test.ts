import { type Server, createServer, request as sendRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerMetrics } from './server-metrics';

const portOf = (server: Server) => (server.address() as AddressInfo).port;
const listening = (server: Server) =>
  new Promise<Server>((resolve) => {
    if (server.listening) resolve(server);
    else server.once('listening', () => resolve(server));
  });

/** The metrics as a real HTTP server in this process reports them, through Node's diagnostics channels. */
describe('the web process’s request metrics', () => {
  let site: Server;
  let metrics: Server;
  const answered: (() => void)[] = [];

  beforeAll(async () => {
    metrics = await listening(startServerMetrics(0));
    // Answers the revalidation notice only when the test says so, and everything else at once.
    site = createServer((request, response) => {
      if (request.url === '/api/revalidate') answered.push(() => response.end('late'));
      else response.end('ok');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => {
    site.close();
    metrics.close();
  });

  const count = async (labels: RegExp) => {
    const text = await (await fetch(`http://127.0.0.1:${portOf(metrics)}/metrics`)).text();
    const line = text
      .split('\n')
      .find(
        (candidate) =>
          candidate.startsWith('clinic_web_http_request_duration_seconds_count{') && labels.test(candidate),
      );
    return Number(line?.split(' ').at(-1) ?? 0);
  };

  it('counts an answered request with its status', async () => {
    const doctorsList = /^(?=.*kind="page")(?=.*section="doctors")(?=.*status="200")/;
    const before = await count(doctorsList);
    expect(await (await fetch(`http://127.0.0.1:${portOf(site)}/en/doctors`)).text()).toBe('ok');
    await expect.poll(() => count(doctorsList)).toBe(before + 1);
  });

  it('counts a request whose client left before the answer as aborted, once, and never as answered', async () => {
    const aborted = /^(?=.*section="revalidate")(?=.*method="POST")(?=.*status="aborted")/;
    const before = await count(aborted);
    const gone = sendRequest({ port: portOf(site), host: '127.0.0.1', method: 'POST', path: '/api/revalidate' });
    gone.on('error', () => undefined);
    gone.end('{}');
    await expect.poll(() => answered.length).toBe(1);
    gone.destroy();
    await expect.poll(() => count(aborted)).toBe(before + 1);
    answered[0]?.();
    expect(await count(aborted)).toBe(before + 1);
    expect(await count(/^(?=.*section="revalidate")(?=.*status="200")/)).toBe(0);
  });
});
