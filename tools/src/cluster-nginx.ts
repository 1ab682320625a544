// nginx in front of the cluster's processes (tools/src/cluster.ts): its configuration, the site over
// the web processes and the CMS over the CMS processes, and its reload over fewer of them.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { KEEP_ALIVE_TIMEOUT_MS, run, waitForUrl } from './processes';
import { NGINX_GZIP, NGINX_WORKERS, nginxOpenPlaces, nginxPageCache } from './production-proxy';

type NginxConfig = {
  dir: string;
  sitePort: number;
  cmsPort: number;
  webPorts: number[];
  cmsPorts: string[];
  keepsPages: boolean;
};
/** nginx's two ports (the site's and the CMS's), the web processes' ports, and the site's address. */
type NginxSite = { sitePort: number; cmsPort: number; webPorts: number[]; siteUrl: string };

/** How long nginx keeps an idle connection to a process: 5 s less than the process keeps it (65 s). */
const UPSTREAM_KEEP_ALIVE_S = KEEP_ALIVE_TIMEOUT_MS / 1000 - 5;

/**
 * The nginx configuration: the site balanced over the web processes (but its open places, which go to
 * the CMS processes: nginxOpenPlaces), the CMS over the CMS processes, and with `keepsPages` the
 * anonymous visitors' pages kept a second (nginxPageCache).
 *
 * Kept-alive connections to a process are dropped after 60 s idle, before the process closes them
 * (65 s, KEEP_ALIVE_TIMEOUT_MS): nginx never sends a request on a connection the process is closing,
 * which for a POST would be a 502; and a process under load rarely has to take a new connection,
 * which it does one per turn of its event loop.
 */
const writeNginxConfig = ({ dir, sitePort, cmsPort, webPorts, cmsPorts, keepsPages }: NginxConfig) => {
  const upstream = (name: string, ports: (number | string)[]) =>
    `upstream ${name} { ${ports.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join(' ')} keepalive 32; keepalive_timeout ${UPSTREAM_KEEP_ALIVE_S}s; }`;
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
  ${upstream('clinic_web', webPorts)}
  ${upstream('clinic_cms', cmsPorts)}
  ${pageCache.http}
  server { listen 127.0.0.1:${sitePort}; ${NGINX_GZIP} ${nginxOpenPlaces('http://clinic_cms', upstreamSettings)}
    location / { ${keepsPages ? pageCache.location : ''} ${proxy('clinic_web', true)} } }
  server { listen 127.0.0.1:${cmsPort}; location / { ${proxy('clinic_cms', false)} } }
}`,
  );
};

/**
 * Starts nginx in front of the processes, keeping pages, from a folder of its own, adding its stop and
 * the folder's removal to `stops`; returns `useProcesses(count, { keepsPages })`, which reloads it over
 * the first `count` of each kind, with the page cache or without it (true when not given).
 */
export const startNginx = (
  { sitePort, cmsPort, webPorts, siteUrl }: NginxSite,
  cmsUrls: string[],
  stops: (() => unknown)[],
) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'clinic-cluster-'));
  stops.push(() => rmSync(dir, { recursive: true, force: true }));
  const cmsPorts = cmsUrls.map((url) => new URL(url).port);
  const nginxArgs = ['-c', path.join(dir, 'nginx.conf'), '-p', dir];
  writeNginxConfig({ dir, sitePort, cmsPort, webPorts, cmsPorts, keepsPages: true });
  const nginx = spawn('nginx', nginxArgs, { stdio: 'ignore' });
  stops.push(() => nginx.kill('SIGTERM'));
  return {
    useProcesses: async (count: number, { keepsPages = true } = {}) => {
      writeNginxConfig({
        dir,
        sitePort,
        cmsPort,
        webPorts: webPorts.slice(0, count),
        cmsPorts: cmsPorts.slice(0, count),
        keepsPages,
      });
      run('nginx', [...nginxArgs, '-s', 'reload'], {
        label: `nginx: ${count} web and ${count} CMS processes, ${keepsPages ? 'keeping' : 'not keeping'} pages`,
      });
      // The new workers answer at once; the old ones finish what they were answering, then close
      // their kept-alive connections. A request sent on one as it closes fails (the web processes'
      // fetch to the CMS does not retry): give the closing 2 s, so the load measures the processes.
      await waitForUrl(`${siteUrl}/en`, { timeoutMs: 15_000 });
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    },
  };
};
