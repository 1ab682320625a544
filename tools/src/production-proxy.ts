// nginx with TLS and HTTP/2 in front of a production web server, configured as docs/operations.md's
// "Serving in production" deploys it: the bench measures pages through it, and the e2e suite checks
// the headers a visitor (or a CDN) actually receives through it. 127.0.0.1 only, on a free port.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort } from './processes';

export type ProductionProxy = { url: string; stop: () => void };

const isInstalled = (tool: string) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;

/** A self-signed certificate for 127.0.0.1, valid a day. */
const makeCertificate = (dir: string) =>
  spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  ).status === 0;

/** Resolves once the port accepts connections, or rejects after `timeoutMs`. */
const waitForPort = async (url: string, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch (error) {
      // A TLS complaint about the self-signed certificate means nginx answered.
      const cause = typeof error === 'object' && error !== null && 'cause' in error ? error.cause : undefined;
      const code = typeof cause === 'object' && cause !== null && 'code' in cause ? cause.code : undefined;
      if (String(code ?? '').includes('CERT') || /certificate/i.test(String(cause))) return;
      if (Date.now() > deadline) throw new Error(`nginx did not start at ${url}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
};

/**
 * nginx's compression of what the web server sends, which does not compress itself (next.config.ts):
 * HTML always, these types besides (scripts, styles, the pages' React payloads, JSON, SVG).
 */
export const NGINX_GZIP =
  'gzip on; gzip_proxied any; gzip_vary on; gzip_comp_level 5; gzip_min_length 1024; gzip_types text/css text/javascript application/javascript application/json application/manifest+json image/svg+xml text/x-component text/plain application/xml;';

/**
 * Who nginx's workers run as: started as root (npm test in CI), they would run as `nobody`, who may not
 * enter the folder each run makes for nginx (mkdtemp's are 0700), so they could neither keep a page
 * there nor buffer a large answer (`[crit] … Permission denied`, a 500): they stay root, on 127.0.0.1.
 * Not as root, the workers run as the user who started nginx.
 */
export const NGINX_WORKERS = process.getuid?.() === 0 ? 'user root;' : '';

/**
 * nginx's cache of the site's pages for anonymous visitors (`dir`: where it keeps them), as two parts:
 * `http` for nginx's http block, `location` for the site's location. It keeps what the web server
 * marks shareable (`s-maxage`: the prerendered pages, see next.config.ts) for one second, whatever the
 * header says, so an edit shows through it at most a second after the web processes show it (within
 * the site's 5 s); one request at a time refreshes a page while the others get the copy it replaces
 * (`proxy_cache_lock`, `updating`), which also stands in for a web process that does not answer.
 * Never kept, never answered from the cache: a request with any cookie but the language's (a staff
 * session, a preview, a waiting-list entry), a React Server Components request (a client-side
 * navigation or prefetch), a server action; the web server's `private, no-store` pages and API answers
 * are not stored. `X-Cache-Status` says what the cache did (HIT, MISS, BYPASS, EXPIRED, …).
 */
export const nginxPageCache = (dir: string) => ({
  http: `proxy_cache_path ${dir} levels=1:2 keys_zone=clinic_pages:10m max_size=256m inactive=10m use_temp_path=off;
  map $http_cookie $clinic_personal { "" 0; "~^\\s*NEXT_LOCALE=[a-z]+\\s*;?\\s*$" 0; default 1; }
  map "$http_rsc$http_next_router_prefetch$http_next_router_state_tree$http_next_action$arg__rsc" $clinic_rsc { "" 0; default 1; }
  map $upstream_http_cache_control $clinic_unshared { "~s-maxage" 0; default 1; }`,
  location: `proxy_cache clinic_pages; proxy_cache_key $scheme$http_host$request_uri;
      proxy_ignore_headers Cache-Control Expires; proxy_cache_valid 200 1s;
      proxy_cache_lock on; proxy_cache_lock_timeout 5s; proxy_cache_background_update on;
      proxy_cache_use_stale updating error timeout http_500 http_502 http_503 http_504;
      proxy_cache_bypass $clinic_personal $clinic_rsc; proxy_no_cache $clinic_personal $clinic_rsc $clinic_unshared;
      add_header X-Cache-Status $upstream_cache_status always;`,
});

/**
 * The booking screens' open places, which nginx asks the CMS for itself (`cms`: its address, or an
 * upstream's as `http://clinic_cms`, with `settings` for that upstream): the CMS checks the query with
 * the schema the web server would, names a failure in its answer's code and marks every answer
 * `no-store`, so nothing keeps one. The web server never spends a request on them; its own routes for
 * the same paths (apps/web/src/app/api/) hand the CMS's answer on unchanged, for `npm start`.
 */
export const nginxOpenPlaces = (cmsUrl: string, settings = '') => {
  const cms = cmsUrl.replace(/\/$/, '');
  return `location = /api/availability { proxy_pass ${cms}/api/availability; ${settings}}
    location = /api/next-free-times { proxy_pass ${cms}/api/availability/next-free-times; ${settings}}`;
};

/**
 * Starts nginx in front of `webUrl`, sending the open places to `cmsUrl`; null when nginx or openssl
 * is not installed (Debian: nginx-light or nginx, openssl). Returns its https URL and a stop function.
 */
export const startProductionProxy = async (webUrl: string, cmsUrl: string): Promise<ProductionProxy | null> => {
  if (!isInstalled('nginx') || !isInstalled('openssl')) return null;
  const dir = mkdtempSync(path.join(tmpdir(), 'clinic-h2-'));
  if (!makeCertificate(dir)) {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  const port = await findFreePort();
  const temp = (name: string) => `${name}_temp_path ${dir}/${name};`;
  const pageCache = nginxPageCache(path.join(dir, 'pages'));
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${NGINX_WORKERS} daemon off; worker_processes 2; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; ${NGINX_GZIP} ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')}
  ${pageCache.http}
  server { listen 127.0.0.1:${port} ssl http2; ssl_certificate ${dir}/cert.pem; ssl_certificate_key ${dir}/key.pem;
    ${nginxOpenPlaces(cmsUrl)}
    location / { ${pageCache.location} proxy_pass ${webUrl}; proxy_http_version 1.1; proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for; proxy_set_header X-Forwarded-Proto https; } } }`,
  );
  const nginx = spawn('nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'ignore' });
  const stop = () => {
    nginx.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  const url = `https://127.0.0.1:${port}`;
  try {
    await waitForPort(url);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, stop };
};
