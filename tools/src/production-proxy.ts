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
 * Starts nginx proxying to `webUrl`; null when nginx or openssl is not installed (Debian: nginx-light
 * or nginx, openssl). Returns its https URL and a stop function.
 */
/**
 * nginx's compression of what the web server sends, which does not compress itself (next.config.ts):
 * HTML always, these types besides (scripts, styles, the pages' React payloads, JSON, SVG).
 */
export const NGINX_GZIP =
  'gzip on; gzip_proxied any; gzip_vary on; gzip_comp_level 5; gzip_min_length 1024; gzip_types text/css text/javascript application/javascript application/json application/manifest+json image/svg+xml text/x-component text/plain application/xml;';

export const startProductionProxy = async (webUrl: string): Promise<ProductionProxy | null> => {
  if (!isInstalled('nginx') || !isInstalled('openssl')) return null;
  const dir = mkdtempSync(path.join(tmpdir(), 'clinic-h2-'));
  if (!makeCertificate(dir)) {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  const port = await findFreePort();
  const temp = (name: string) => `${name}_temp_path ${dir}/${name};`;
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off; worker_processes 2; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; ${NGINX_GZIP} ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')}
  server { listen 127.0.0.1:${port} ssl http2; ssl_certificate ${dir}/cert.pem; ssl_certificate_key ${dir}/key.pem;
    location / { proxy_pass ${webUrl}; proxy_http_version 1.1; proxy_set_header Host $host;
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
