// Several web and CMS processes of the production build behind nginx, on PostgreSQL and Redis, as the
// README's production section deploys them on several machines, here all on 127.0.0.1 and free ports:
// `npm run cluster` serves it, and `npm run load -- --cluster` measures it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTemplate, startTestCms } from './cms-test-server.mjs';
import { ROOT } from './env.mjs';
import { startPostgres } from './postgres.mjs';
import { findFreePort, run, startServer, waitForUrl } from './processes.mjs';
import { startRedis } from './redis.mjs';

const TEMPLATE_DIR = path.join(ROOT, 'cms', '.tmp', 'cluster-template');

const secret = () => randomBytes(24).toString('base64url');

/** The nginx configuration: the site balanced over the web processes, the CMS over the CMS processes. */
const writeNginxConfig = ({ dir, sitePort, cmsPort, webPorts, cmsPorts }) => {
  const upstream = (name, ports) =>
    `upstream ${name} { ${ports.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join(' ')} keepalive 32; }`;
  // A process that is gone (connection refused, or cut before it answered): nginx tries the next one.
  // POSTs are never sent twice (a booking would be, were it not for its Idempotency-Key).
  const proxy = (name, forwardedFor) =>
    `proxy_pass http://${name}; proxy_http_version 1.1; proxy_set_header Connection ""; proxy_set_header Host $host;
      ${forwardedFor ? 'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;' : ''}
      proxy_next_upstream error timeout http_502; proxy_next_upstream_tries 2; proxy_connect_timeout 2s;`;
  const temp = (name) => `${name}_temp_path ${dir}/${name};`;
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 4096; }
http { access_log off; client_max_body_size 12m; ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')}
  ${upstream('clinic_web', webPorts)}
  ${upstream('clinic_cms', cmsPorts)}
  server { listen 127.0.0.1:${sitePort}; location / { ${proxy('clinic_web', true)} } }
  server { listen 127.0.0.1:${cmsPort}; location / { ${proxy('clinic_cms', false)} } }
}`,
  );
};

/**
 * Starts PostgreSQL (a throwaway cluster, seeded), Redis, `cmsProcesses` CMS processes and
 * `webProcesses` web processes of one build, and nginx in front. Every process gets its metrics port
 * (`metricsPorts`: the CMS processes' first).
 * Returns the addresses and a stop that ends everything.
 */
export const startCluster = async ({ env, webProcesses = 2, cmsProcesses = 2 }) => {
  const stops = [];
  const stop = async () => {
    for (const stopOne of stops.reverse()) await stopOne();
  };
  try {
    const postgres = await startPostgres();
    if (!postgres) throw new Error('PostgreSQL is not installed (Debian: apt-get install postgresql).');
    stops.push(() => postgres.stop());
    process.env.CLINIC_TEST_POSTGRES_PORT = String(postgres.port);
    createTemplate(TEMPLATE_DIR);
    const redis = await startRedis();
    stops.push(() => redis.stop());

    const [sitePort, cmsPort] = [await findFreePort(), await findFreePort()];
    const webPorts = [];
    for (let index = 0; index < webProcesses; index += 1) webPorts.push(await findFreePort());
    const siteUrl = `http://127.0.0.1:${sitePort}`;
    const cmsUrl = `http://127.0.0.1:${cmsPort}`;
    const shared = {
      REVALIDATE_SECRET: secret(),
      WEB_PROXY_SECRET: secret(),
      PREVIEW_SECRET: secret(),
      PREVIEW_API_TOKEN: randomBytes(32).toString('hex'),
    };
    const metricsPorts = [];
    const nextMetricsPort = async () => {
      const port = await findFreePort();
      metricsPorts.push(port);
      return String(port);
    };
    const cms = await startTestCms({
      templateDir: TEMPLATE_DIR,
      env: {
        ...shared,
        REDIS_URL: redis.url,
        SITE_URL: siteUrl,
        WEB_REVALIDATE_URL: webPorts.map((port) => `http://127.0.0.1:${port}/api/revalidate`).join(','),
        CMS_METRICS_PORT: await nextMetricsPort(),
      },
    });
    stops.push(() => cms.stop());
    const cmsUrls = [cms.url];
    for (let index = 1; index < cmsProcesses; index += 1) {
      const sibling = await cms.startSibling({ env: { CMS_METRICS_PORT: await nextMetricsPort() } });
      cmsUrls.push(sibling.url);
    }

    const dir = mkdtempSync(path.join(tmpdir(), 'clinic-cluster-'));
    stops.push(() => rmSync(dir, { recursive: true, force: true }));
    writeNginxConfig({
      dir,
      sitePort,
      cmsPort,
      webPorts,
      cmsPorts: cmsUrls.map((url) => new URL(url).port),
    });
    const nginx = spawn('nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'ignore' });
    stops.push(() => nginx.kill('SIGTERM'));
    await waitForUrl(`${cmsUrl}/_health`, { timeoutMs: 15_000 });

    // One build for every web process, with the settings they must share.
    const webEnv = {
      ...env,
      ...shared,
      CMS_URL: cmsUrl,
      SITE_URL: siteUrl,
      NODE_ENV: 'production',
      NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      NEXT_DEPLOYMENT_ID: `cluster-${Date.now().toString(36)}`,
    };
    run('pnpm', ['--filter', '@clinic/web', 'exec', 'next', 'build'], {
      label: 'building the web app once',
      env: webEnv,
    });
    const webs = [];
    for (const port of webPorts) {
      const web = startServer(
        `web :${port}`,
        'pnpm',
        ['--filter', '@clinic/web', 'exec', 'next', 'start', '-H', '127.0.0.1', '-p', String(port)],
        { env: { ...webEnv, WEB_METRICS_PORT: await nextMetricsPort() }, quiet: true },
      );
      webs.push(web);
      stops.push(() => web.stop());
    }
    await Promise.all(
      webPorts.map((port, index) =>
        waitForUrl(`http://127.0.0.1:${port}/en`, { server: webs[index], timeoutMs: 120_000 }),
      ),
    );
    return { siteUrl, cmsUrl, webPorts, cmsUrls, metricsPorts, postgres, redis, stop };
  } catch (error) {
    await stop();
    throw error;
  }
};
