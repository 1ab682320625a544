import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, fetchPage, readSitemapPaths, searchStaffPage } from './load-site';

/** The port the test server listens on, given by the system. */
const portOf = (server: Server) => {
  const address = server.address();
  assert(address !== null && typeof address === 'object');
  return address.port;
};

describe('readSitemapPaths', () => {
  it('reads each <loc> as a path, entities decoded and Arabic kept percent-encoded', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>http://127.0.0.1:4100/ar</loc></url>
  <url><loc>http://127.0.0.1:4100/ar/doctor/7-%D8%A3%D8%AD%D9%85%D8%AF</loc><lastmod>2026-11-01</lastmod></url>
  <url><loc>http://127.0.0.1:4100/en/blog?page=2&amp;tag=ears</loc></url>
</urlset>`;
    expect(readSitemapPaths(xml)).toEqual(['/ar', '/ar/doctor/7-%D8%A3%D8%AD%D9%85%D8%AF', '/en/blog?page=2&tag=ears']);
  });
});

/** A refusal as the CMS answers it, which the site's open places hand on. */
const RATE_LIMITED = { data: null, error: { status: 429, details: { code: 'RATE_LIMITED' } } };

describe('fetchPage', () => {
  const page = '<html lang="ar"><body>قائمة المواعيد</body></html>';
  let server: Server;
  let baseUrl: string;
  const seen: IncomingHttpHeaders[] = [];
  /** When set, a second request on one connection finds it closed, as an idle one the server dropped. */
  let isDroppingReused = false;
  const servedOn = new WeakMap();

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push(request.headers);
      const served = (servedOn.get(request.socket) ?? 0) + 1;
      servedOn.set(request.socket, served);
      if (isDroppingReused && served > 1) {
        request.socket.destroy();
        return;
      }
      if (request.url === '/api/availability') {
        response.writeHead(429, { 'content-type': 'application/json' }).end(JSON.stringify(RATE_LIMITED));
        return;
      }
      if (request.url === '/api/broken') {
        response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
        return;
      }
      if (request.url === '/moved') {
        response.writeHead(307, { location: '/ar/sign-in' }).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' });
      response.end(gzipSync(page));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${portOf(server)}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('asks for a compressed page as a browser does, and reads its text only when asked', async () => {
    const cookie = 'session=staff';
    await expect(fetchPage(baseUrl, '/ar/admin', { cookie }, { readText: true })).resolves.toEqual({
      body: page,
      contentType: 'text/html; charset=utf-8',
    });
    await expect(fetchPage(baseUrl, '/ar')).resolves.toEqual({ body: null, contentType: 'text/html; charset=utf-8' });
    expect(seen[0]).toMatchObject({ 'accept-encoding': 'gzip, deflate', cookie });
  });

  it('sends a request once more when the server had closed the kept-alive connection it went on', async () => {
    await fetchPage(baseUrl, '/ar');
    isDroppingReused = true;
    const before = seen.length;
    try {
      await expect(fetchPage(baseUrl, '/ar')).resolves.toMatchObject({ contentType: 'text/html; charset=utf-8' });
    } finally {
      isDroppingReused = false;
    }
    expect(seen.length - before).toBe(2);
  });

  it('a redirect (the sign-in page) is an error, not a page', async () => {
    await expect(fetchPage(baseUrl, '/moved')).rejects.toThrow('/moved answered 307');
  });

  it('reads a JSON answer whatever its status, and refuses one that is not JSON', async () => {
    await expect(fetchJson(baseUrl, '/api/availability')).resolves.toEqual({
      status: 429,
      json: RATE_LIMITED,
    });
    expect(seen.at(-1)).toMatchObject({ accept: 'application/json', 'accept-encoding': 'gzip, deflate' });
    await expect(fetchJson(baseUrl, '/api/broken')).rejects.toThrow('/api/broken answered 502 text/html');
  });
});

describe('searchStaffPage', () => {
  let server: Server;
  let baseUrl: string;
  const seen: { method?: string; url?: string; type?: string; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        seen.push({ method: request.method, url: request.url, type: request.headers['content-type'], body });
        if (request.method === 'POST' && request.url === '/ar/admin/appointments') {
          response.writeHead(303, { location: `${baseUrl}/ar/admin/appointments?status=pending&ref=sealed` }).end();
          return;
        }
        if (request.method === 'POST') {
          response.writeHead(200, { 'content-type': 'text/html' }).end('<p>not a search page</p>');
          return;
        }
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<td>Saleh</td>');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${portOf(server)}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('posts the search form, then reads the page its 303 names: the name never goes into a URL', async () => {
    const page = await searchStaffPage(
      baseUrl,
      '/ar/admin/appointments',
      { status: 'pending', q: 'Saleh' },
      { cookie: 'session=staff' },
    );
    expect(page.body).toBe('<td>Saleh</td>');
    expect(seen.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST /ar/admin/appointments',
      'GET /ar/admin/appointments?status=pending&ref=sealed',
    ]);
    expect(seen[0]).toMatchObject({ type: 'application/x-www-form-urlencoded', body: 'status=pending&q=Saleh' });
  });

  it('an answer other than a 303 is an error', async () => {
    await expect(searchStaffPage(baseUrl, '/en/admin/patient-data', { q: 'x' })).rejects.toThrow(
      'the search on /en/admin/patient-data answered 200',
    );
  });
});
