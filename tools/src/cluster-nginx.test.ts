import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureNginx } from './chromium';
import { startNginx } from './cluster-nginx';
import { findFreePort, waitForUrl } from './processes';

/**
 * A stand-in for one of the cluster's processes: it answers every request with its name, as a page
 * nginx may keep a minute (what the site's public pages say), and counts what reached it.
 */
const startNamedProcess = async (name: string) => {
  const reached: string[] = [];
  const server: Server = createServer((request, response) => {
    reached.push(`${request.method} ${request.url}`);
    response.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 's-maxage=60' }).end(name);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    reached,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())).then(() => server.closeAllConnections()),
  };
};

describe("the cluster's nginx", () => {
  const stops: (() => unknown)[] = [];
  let siteUrl = '';
  let staffCmsUrl = '';
  let staff: Awaited<ReturnType<typeof startNamedProcess>>;
  let staffCms: Awaited<ReturnType<typeof startNamedProcess>>;
  const ask = async (path: string, init?: RequestInit, baseUrl = siteUrl) => {
    const response = await fetch(`${baseUrl}${path}`, init);
    expect(response.status).toBe(200);
    return response.text();
  };

  beforeAll(async () => {
    expect(ensureNginx(), 'nginx is installed (Debian: apt-get install nginx)').toBe(true);
    const visitors = [await startNamedProcess('visitors 1'), await startNamedProcess('visitors 2')];
    staff = await startNamedProcess('staff');
    const cms = await startNamedProcess('cms');
    staffCms = await startNamedProcess('staff cms');
    stops.push(...[...visitors, staff, cms, staffCms].map((process) => process.stop));
    const [sitePort, cmsPort, staffCmsPort] = [await findFreePort(), await findFreePort(), await findFreePort()];
    siteUrl = `http://127.0.0.1:${sitePort}`;
    staffCmsUrl = `http://127.0.0.1:${staffCmsPort}`;
    const processUrl = ({ port }: { port: number }) => `http://127.0.0.1:${port}`;
    startNginx(
      {
        sitePort,
        cmsPort,
        staffCmsPort,
        webPorts: visitors.map(({ port }) => port),
        staffWebPort: staff.port,
        siteUrl,
      },
      { cmsUrls: [processUrl(cms)], staffCmsUrl: processUrl(staffCms) },
      stops,
    );
    await waitForUrl(`${siteUrl}/en`, { timeoutMs: 15_000 });
  });

  afterAll(async () => {
    for (const stop of stops.reverse()) await stop();
  });

  it("sends the staff area's pages, forms and files, in either language or none, to the staff's process", async () => {
    for (const path of [
      '/en/admin',
      '/ar/admin/appointments?status=pending',
      '/admin',
      '/en/admin/appointments/export',
    ])
      expect(await ask(path), path).toBe('staff');
    expect(await ask('/en/admin/appointments/17', { method: 'POST', body: 'action' })).toBe('staff');
  });

  it("sends the visitors' pages to the visitors' processes, a path only starting like the staff area's too", async () => {
    for (const path of ['/en', '/ar/doctors', '/en/administration', '/en/blog/admin-tips'])
      expect(await ask(path), path).toMatch(/^visitors [12]$/);
  });

  it("keeps no staff page, where it keeps a visitor's", async () => {
    const cacheStatus = async (path: string) => (await fetch(`${siteUrl}${path}`)).headers.get('x-cache-status');
    const staffAsks = staff.reached.length;
    expect([await cacheStatus('/en/admin/day'), await cacheStatus('/en/admin/day')]).toEqual([null, null]);
    expect(staff.reached.length - staffAsks).toBe(2);
    expect([await cacheStatus('/en/faq'), await cacheStatus('/en/faq')]).toEqual(['MISS', 'HIT']);
  });

  it("gives the staff's web process a CMS process of its own", async () => {
    expect(await ask('/api/appointments?page=1', undefined, staffCmsUrl)).toBe('staff cms');
  });

  it("sends the staff area to the visitors' processes while the staff's are down", async () => {
    await staff.stop();
    await staffCms.stop();
    expect(await ask('/en/admin/appointments')).toMatch(/^visitors [12]$/);
    expect(await ask('/api/appointments?page=1', undefined, staffCmsUrl)).toBe('cms');
  });
});
