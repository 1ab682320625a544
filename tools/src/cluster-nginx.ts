// nginx in front of the cluster's processes (tools/src/cluster.ts): its configuration, the site over
// the web processes (the staff area over a process of its own) and the CMS over the CMS processes,
// and its reload over fewer of them.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { KEEP_ALIVE_TIMEOUT_MS, run, waitForUrl } from './processes';
import { NGINX_GZIP, NGINX_WORKERS, nginxOpenPlaces, nginxPageCache } from './production-proxy';

/** nginx's ports: the site's, the CMS's and the CMS's as the staff's web process reaches it. */
type NginxPorts = { sitePort: number; cmsPort: number; staffCmsPort: number };
/** The processes behind nginx: the visitors' and the staff's, of each kind. */
type NginxProcesses = { webPorts: number[]; staffWebPort: number; cmsPorts: string[]; staffCmsPort: string };
type NginxConfig = { dir: string; ports: NginxPorts; processes: NginxProcesses; keepsPages: boolean };
/** nginx's ports, the web processes' (the visitors' and the staff's), and the site's address. */
type NginxSite = NginxPorts & Pick<NginxProcesses, 'webPorts' | 'staffWebPort'> & { siteUrl: string };

/**
 * The staff area's paths, in either language or none (`/admin` sends on to one): its pages, the
 * forms they post (server actions post to the page's own path) and its files (the CSV export).
 */
const STAFF_PATHS = '^/(?:[a-z]{2}/)?admin(?:/|$)';

/** How long nginx keeps an idle connection to a process: 5 s less than the process keeps it (65 s). */
const UPSTREAM_KEEP_ALIVE_S = KEEP_ALIVE_TIMEOUT_MS / 1000 - 5;

const server = (port: number | string, backup = false) =>
  `server 127.0.0.1:${port} max_fails=1 fail_timeout=2s${backup ? ' backup' : ''};`;
const upstream = (name: string, servers: string[]) =>
  `upstream ${name} { ${servers.join(' ')} keepalive 32; keepalive_timeout ${UPSTREAM_KEEP_ALIVE_S}s; }`;
/** An upstream of the staff's process, and the visitors' as `backup`: used only while the staff's is down. */
const staffUpstream = (name: string, staffPort: number | string, visitorsPorts: (number | string)[]) =>
  upstream(name, [server(staffPort), ...visitorsPorts.map((port) => server(port, true))]);

/**
 * The nginx configuration: the site balanced over the web processes (but its open places, which go to
 * the CMS processes: nginxOpenPlaces), the CMS over the CMS processes, and with `keepsPages` the
 * anonymous visitors' pages kept a second (nginxPageCache).
 *
 * The staff area (STAFF_PATHS) goes to a web process of its own, which reads the CMS through a CMS
 * process of its own (nginx's `staffCmsPort`), each falling back on the visitors' processes only while
 * it is down: a receptionist's list waits behind no rush of patients, whose requests saturated
 * processes would otherwise serve in turn with it. Nothing of it is kept.
 *
 * Kept-alive connections to a process are dropped after 60 s idle, before the process closes them
 * (65 s, KEEP_ALIVE_TIMEOUT_MS): nginx never sends a request on a connection the process is closing,
 * which for a POST would be a 502; and a process under load rarely has to take a new connection,
 * which it does one per turn of its event loop.
 */
const writeNginxConfig = ({ dir, ports, processes, keepsPages }: NginxConfig) => {
  const { webPorts, staffWebPort, cmsPorts, staffCmsPort } = processes;
  // A process that is gone (connection refused, or cut before it answered): nginx tries the next one.
  // POSTs are never sent twice (a booking would be, were it not for its Idempotency-Key).
  const upstreamSettings =
    'proxy_http_version 1.1; proxy_set_header Connection ""; proxy_next_upstream error timeout http_502; proxy_next_upstream_tries 2; proxy_connect_timeout 2s;';
  const proxy = (name: string, forwardedFor: boolean) =>
    `proxy_pass http://${name}; ${upstreamSettings} proxy_set_header Host $http_host;
      ${forwardedFor ? 'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;' : ''}`;
  const temp = (name: string) => `${name}_temp_path ${dir}/${name};`;
  const pageCache = nginxPageCache(path.join(dir, 'pages'));
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${NGINX_WORKERS} daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 4096; }
http { access_log off; client_max_body_size 12m; ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')}
  ${upstream(
    'clinic_web',
    webPorts.map((port) => server(port)),
  )}
  ${staffUpstream('clinic_staff', staffWebPort, webPorts)}
  ${upstream(
    'clinic_cms',
    cmsPorts.map((port) => server(port)),
  )}
  ${staffUpstream('clinic_staff_cms', staffCmsPort, cmsPorts)}
  ${pageCache.http}
  server { listen 127.0.0.1:${ports.sitePort}; ${NGINX_GZIP} ${nginxOpenPlaces('http://clinic_cms', upstreamSettings)}
    location ~ "${STAFF_PATHS}" { ${proxy('clinic_staff', true)} }
    location / { ${keepsPages ? pageCache.location : ''} ${proxy('clinic_web', true)} } }
  server { listen 127.0.0.1:${ports.cmsPort}; location / { ${proxy('clinic_cms', false)} } }
  server { listen 127.0.0.1:${ports.staffCmsPort}; location / { ${proxy('clinic_staff_cms', false)} } }
}`,
  );
};

/**
 * Starts nginx in front of the processes (`cmsUrls`: the visitors' CMS processes, `staffCmsUrl`: the
 * staff's), keeping pages, from a folder of its own, adding its stop and the folder's removal to
 * `stops`; returns `useProcesses(count, { keepsPages })`, which reloads it over the first `count` of
 * each kind (and the staff's two), with the page cache or without it (true when not given).
 */
export const startNginx = (
  { siteUrl, webPorts, staffWebPort, ...ports }: NginxSite,
  { cmsUrls, staffCmsUrl }: { cmsUrls: string[]; staffCmsUrl: string },
  stops: (() => unknown)[],
) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'clinic-cluster-'));
  stops.push(() => rmSync(dir, { recursive: true, force: true }));
  const cmsPorts = cmsUrls.map((url) => new URL(url).port);
  const staffCmsPort = new URL(staffCmsUrl).port;
  const nginxArgs = ['-c', path.join(dir, 'nginx.conf'), '-p', dir];
  const writeFor = (count: number, keepsPages: boolean) =>
    writeNginxConfig({
      dir,
      ports,
      processes: { webPorts: webPorts.slice(0, count), staffWebPort, cmsPorts: cmsPorts.slice(0, count), staffCmsPort },
      keepsPages,
    });
  writeFor(webPorts.length, true);
  const nginx = spawn('nginx', nginxArgs, { stdio: 'ignore' });
  stops.push(() => nginx.kill('SIGTERM'));
  return {
    useProcesses: async (count: number, { keepsPages = true } = {}) => {
      writeFor(count, keepsPages);
      run('nginx', [...nginxArgs, '-s', 'reload'], {
        label: `nginx: ${count} web and ${count} CMS processes and the staff's, ${keepsPages ? 'keeping' : 'not keeping'} pages`,
      });
      // The new workers answer at once; the old ones finish what they were answering, then close
      // their kept-alive connections. A request sent on one as it closes fails (the web processes'
      // fetch to the CMS does not retry): give the closing 2 s, so the load measures the processes.
      await waitForUrl(`${siteUrl}/en`, { timeoutMs: 15_000 });
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    },
  };
};
