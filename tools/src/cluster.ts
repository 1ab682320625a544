// Several web and CMS processes of the production build behind nginx, on PostgreSQL and Redis, as
// docs/operations.md ("Several processes and machines") deploys them on several machines, here all on
// 127.0.0.1 and free ports:
// `npm run cluster` serves it, and `npm run load -- --cluster` measures it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PRODUCTION_JOB_PACE, createTemplate, startTestCms } from './cms-test-server';
import { ROOT } from './env';
import { startPostgres } from './postgres';
import {
  KEEP_ALIVE_TIMEOUT_MS,
  findFreePort,
  nextStartArgs,
  run,
  serverNodeOptions,
  startServer,
  waitForUrl,
} from './processes';
import { startRedis } from './redis';

const TEMPLATE_DIR = path.join(ROOT, 'cms', '.tmp', 'cluster-template');

type NginxConfig = { dir: string; sitePort: number; cmsPort: number; webPorts: number[]; cmsPorts: string[] };
export type ClusterOptions = {
  env: NodeJS.ProcessEnv;
  webProcesses?: number;
  cmsProcesses?: number;
  cmsEnv?: NodeJS.ProcessEnv;
  beforeWebBuild?: (urls: { cmsUrl: string }) => Promise<void>;
  mailLimit?: number;
};

const secret = () => randomBytes(24).toString('base64url');
/** A CMS logs every request: this keeps minutes of each process's output for `readLogs`, not seconds. */
const KEPT_OUTPUT_CHUNKS = 50_000;

/** How long nginx keeps an idle connection to a process: 5 s less than the process keeps it (65 s). */
const UPSTREAM_KEEP_ALIVE_S = KEEP_ALIVE_TIMEOUT_MS / 1000 - 5;

/**
 * The nginx configuration: the site balanced over the web processes, the CMS over the CMS processes.
 * Kept-alive connections to a process are dropped after 60 s idle, before the process closes them
 * (65 s, KEEP_ALIVE_TIMEOUT_MS): nginx never sends a request on a connection the process is closing,
 * which for a POST would be a 502; and a process under load rarely has to take a new connection,
 * which it does one per turn of its event loop.
 */
const writeNginxConfig = ({ dir, sitePort, cmsPort, webPorts, cmsPorts }: NginxConfig) => {
  const upstream = (name: string, ports: (number | string)[]) =>
    `upstream ${name} { ${ports.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join(' ')} keepalive 32; keepalive_timeout ${UPSTREAM_KEEP_ALIVE_S}s; }`;
  // A process that is gone (connection refused, or cut before it answered): nginx tries the next one.
  // POSTs are never sent twice (a booking would be, were it not for its Idempotency-Key).
  const proxy = (name: string, forwardedFor: boolean) =>
    `proxy_pass http://${name}; proxy_http_version 1.1; proxy_set_header Connection ""; proxy_set_header Host $http_host;
      ${forwardedFor ? 'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;' : ''}
      proxy_next_upstream error timeout http_502; proxy_next_upstream_tries 2; proxy_connect_timeout 2s;`;
  const temp = (name: string) => `${name}_temp_path ${dir}/${name};`;
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
 * (`metricsPorts`: the CMS processes' first). `cmsEnv` adds to every CMS process's settings;
 * `beforeWebBuild({ cmsUrl })` runs once the CMS answers, before the site is built from it; `mailLimit`
 * is how many messages the CMS's mail capture keeps.
 * Returns the addresses, the database's and the mail capture's, `readLogs()`, `restartWeb(index)` and `restartCms()`
 * (SIGKILL, then the same process started again: they resolve once it answers), `useProcesses(count)`
 * (nginx sends to the first `count` of each kind only), and a stop that ends everything.
 */
export const startCluster = async ({
  env,
  webProcesses = 2,
  cmsProcesses = 2,
  cmsEnv = {},
  beforeWebBuild = async () => {},
  mailLimit,
}: ClusterOptions) => {
  const stops: (() => unknown)[] = [];
  const stop = async () => {
    for (const stopOne of stops.reverse()) await stopOne();
  };
  try {
    const postgres = await startPostgres();
    if (!postgres) throw new Error('PostgreSQL is not installed (Debian: apt-get install postgresql).');
    stops.push(() => postgres.stop());
    const postgresPort = String(postgres.port);
    createTemplate(TEMPLATE_DIR, { postgresPort });
    const redis = await startRedis();
    stops.push(() => redis.stop());

    const [sitePort, cmsPort] = [await findFreePort(), await findFreePort()];
    const webPorts: number[] = [];
    for (let index = 0; index < webProcesses; index += 1) webPorts.push(await findFreePort());
    const siteUrl = `http://127.0.0.1:${sitePort}`;
    const cmsUrl = `http://127.0.0.1:${cmsPort}`;
    const shared = {
      REVALIDATE_SECRET: secret(),
      WEB_PROXY_SECRET: secret(),
      PREVIEW_SECRET: secret(),
      PREVIEW_API_TOKEN: randomBytes(32).toString('hex'),
    };
    const metricsPorts: number[] = [];
    const nextMetricsPort = async () => {
      const port = await findFreePort();
      metricsPorts.push(port);
      return String(port);
    };
    const cms = await startTestCms({
      postgresPort,
      templateDir: TEMPLATE_DIR,
      mailLimit,
      keptOutputChunks: KEPT_OUTPUT_CHUNKS,
      env: {
        NODE_OPTIONS: serverNodeOptions(env.NODE_OPTIONS),
        ...PRODUCTION_JOB_PACE,
        ...cmsEnv,
        ...shared,
        REDIS_URL: redis.url,
        SITE_URL: siteUrl,
        WEB_REVALIDATE_URL: webPorts.map((port) => `http://127.0.0.1:${port}/api/revalidate`).join(','),
        CMS_METRICS_PORT: await nextMetricsPort(),
      },
    });
    stops.push(() => cms.stop());
    const cmsUrls = [cms.url];
    const logs = [{ name: `CMS ${cms.url}`, output: () => cms.output() }];
    for (let index = 1; index < cmsProcesses; index += 1) {
      const sibling = await cms.startSibling({ env: { CMS_METRICS_PORT: await nextMetricsPort() } });
      cmsUrls.push(sibling.url);
      logs.push({ name: `CMS ${sibling.url}`, output: sibling.output });
    }

    const dir = mkdtempSync(path.join(tmpdir(), 'clinic-cluster-'));
    stops.push(() => rmSync(dir, { recursive: true, force: true }));
    const cmsPorts = cmsUrls.map((url) => new URL(url).port);
    const nginxArgs = ['-c', path.join(dir, 'nginx.conf'), '-p', dir];
    writeNginxConfig({ dir, sitePort, cmsPort, webPorts, cmsPorts });
    const nginx = spawn('nginx', nginxArgs, { stdio: 'ignore' });
    stops.push(() => nginx.kill('SIGTERM'));
    await waitForUrl(`${cmsUrl}/_health`, { timeoutMs: 15_000 });
    await beforeWebBuild({ cmsUrl });

    // One build for every web process, with the settings they must share.
    const webEnv: NodeJS.ProcessEnv = {
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
    const webMetricsPorts: string[] = [];
    for (const _ of webPorts) webMetricsPorts.push(await nextMetricsPort());
    const launchWeb = (index: number) => {
      const port = webPorts[index];
      if (port === undefined) throw new Error(`there is no web process ${index}`);
      return startServer(`web :${port}`, 'pnpm', nextStartArgs('127.0.0.1', port), {
        env: {
          ...webEnv,
          NODE_OPTIONS: serverNodeOptions(webEnv.NODE_OPTIONS),
          WEB_METRICS_PORT: webMetricsPorts[index],
        },
        quiet: true,
        keptChunks: KEPT_OUTPUT_CHUNKS,
      });
    };
    const waitForWeb = (index: number) =>
      waitForUrl(`http://127.0.0.1:${webPorts[index]}/en`, { server: webs[index], timeoutMs: 120_000 });
    const webs = webPorts.map((_, index) => launchWeb(index));
    logs.push(...webPorts.map((port, index) => ({ name: `web :${port}`, output: () => webs[index]?.output() ?? '' })));
    stops.push(() => Promise.all(webs.map((web) => web.stop())));
    await Promise.all(webPorts.map((_, index) => waitForWeb(index)));

    return {
      siteUrl,
      cmsUrl,
      webPorts,
      webMetricsPorts,
      cmsUrls,
      metricsPorts,
      postgres,
      redis,
      databaseUrl: cms.databaseUrl,
      mailUrl: cms.mailUrl,
      /** What each process printed lately (a restarted one: since it started again). */
      readLogs: () => logs.map(({ name, output }) => ({ name, text: output() })),
      restartWeb: async (index: number) => {
        await webs[index]?.stop('SIGKILL');
        webs[index] = launchWeb(index);
        await waitForWeb(index);
      },
      restartCms: async () => {
        await cms.kill('SIGKILL');
        await cms.restart();
      },
      useProcesses: async (count: number) => {
        writeNginxConfig({
          dir,
          sitePort,
          cmsPort,
          webPorts: webPorts.slice(0, count),
          cmsPorts: cmsPorts.slice(0, count),
        });
        run('nginx', [...nginxArgs, '-s', 'reload'], { label: `nginx: ${count} web and ${count} CMS processes` });
        // The new workers answer at once; the old ones finish what they were answering, then close
        // their kept-alive connections. A request sent on one as it closes fails (the web processes'
        // fetch to the CMS does not retry): give the closing 2 s, so the load measures the processes.
        await waitForUrl(`${siteUrl}/en`, { timeoutMs: 15_000 });
        await new Promise((resolve) => setTimeout(resolve, 2_000));
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
};

export type Cluster = Awaited<ReturnType<typeof startCluster>>;
