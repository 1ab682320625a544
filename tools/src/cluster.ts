// Several web and CMS processes of the production build behind nginx, on PostgreSQL and Redis, as
// docs/operations.md ("Several processes and machines") deploys them on several machines, here all on
// 127.0.0.1 and free ports:
// `npm run cluster` serves it, and `npm run load -- --cluster` measures it.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { startNginx } from './cluster-nginx';
import { PRODUCTION_JOB_PACE, createTemplate, startTestCms } from './cms-test-server';
import { ROOT } from './env';
import { startPostgres } from './postgres';
import { findFreePort, nextStartArgs, run, serverNodeOptions, startServer, waitForUrl } from './processes';
import { startRedis } from './redis';

const TEMPLATE_DIR = path.join(ROOT, 'cms', '.tmp', 'cluster-template');

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
/**
 * The visitors' processes run at a lower priority than the staff's (nice 10 against 0, about a tenth
 * of the CPU share when both have work): a staff page gets the CPU first, as docs/operations.md
 * deploys them where they share a machine.
 */
const VISITORS_NICENESS = 10;

type Stops = (() => unknown)[];
/** The secrets the CMS processes and the web processes must share. */
type SharedSecrets = Record<'REVALIDATE_SECRET' | 'WEB_PROXY_SECRET' | 'PREVIEW_SECRET' | 'PREVIEW_API_TOKEN', string>;
type ClusterPorts = {
  sitePort: number;
  cmsPort: number;
  staffCmsPort: number;
  webPorts: number[];
  staffWebPort: number;
  siteUrl: string;
  cmsUrl: string;
};
type ProcessLog = { name: string; output: () => string };

/** PostgreSQL (a throwaway cluster, seeded from the template) and Redis, each stopped with the cluster. */
const startStores = async (stops: Stops) => {
  const postgres = await startPostgres();
  if (!postgres) throw new Error('PostgreSQL is not installed (Debian: apt-get install postgresql).');
  stops.push(() => postgres.stop());
  const postgresPort = String(postgres.port);
  createTemplate(TEMPLATE_DIR, { postgresPort });
  const redis = await startRedis();
  stops.push(() => redis.stop());
  return { postgres, postgresPort, redis };
};

/**
 * Free ports for nginx's site, its CMS and the CMS as the staff's web process reaches it, one for each
 * of the `webProcesses` web processes, and the staff's.
 */
const findClusterPorts = async (webProcesses: number): Promise<ClusterPorts> => {
  const [sitePort, cmsPort, staffCmsPort] = [await findFreePort(), await findFreePort(), await findFreePort()];
  const webPorts: number[] = [];
  for (let index = 0; index < webProcesses; index += 1) webPorts.push(await findFreePort());
  const staffWebPort = await findFreePort();
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const cmsUrl = `http://127.0.0.1:${cmsPort}`;
  return { sitePort, cmsPort, staffCmsPort, webPorts, staffWebPort, siteUrl, cmsUrl };
};

/** A free metrics port for each process as it starts (`nextMetricsPort`), all of them in `metricsPorts`. */
const createMetricsPorts = () => {
  const metricsPorts: number[] = [];
  const nextMetricsPort = async () => {
    const port = await findFreePort();
    metricsPorts.push(port);
    return String(port);
  };
  return { metricsPorts, nextMetricsPort };
};

type CmsStart = Pick<ClusterOptions, 'env' | 'cmsEnv' | 'mailLimit'> & {
  cmsProcesses: number;
  postgresPort: string;
  redisUrl: string;
  ports: ClusterPorts;
  shared: SharedSecrets;
  nextMetricsPort: () => Promise<string>;
};

/**
 * The first CMS process, over the cluster's database and Redis, its siblings up to `cmsProcesses`, and
 * one more for the staff's web process (`staffCmsUrl`).
 */
const startCmsProcesses = async (
  { env, cmsEnv, mailLimit, cmsProcesses, postgresPort, redisUrl, ports, shared, nextMetricsPort }: CmsStart,
  stops: Stops,
) => {
  const cms = await startTestCms({
    postgresPort,
    templateDir: TEMPLATE_DIR,
    mailLimit,
    keptOutputChunks: KEPT_OUTPUT_CHUNKS,
    niceness: VISITORS_NICENESS,
    env: {
      NODE_OPTIONS: serverNodeOptions(env.NODE_OPTIONS),
      ...PRODUCTION_JOB_PACE,
      ...cmsEnv,
      ...shared,
      REDIS_URL: redisUrl,
      SITE_URL: ports.siteUrl,
      WEB_REVALIDATE_URL: [...ports.webPorts, ports.staffWebPort]
        .map((port) => `http://127.0.0.1:${port}/api/revalidate`)
        .join(','),
      CMS_METRICS_PORT: await nextMetricsPort(),
    },
  });
  stops.push(() => cms.stop());
  const logs: ProcessLog[] = [{ name: `CMS ${cms.url}`, output: () => cms.output() }];
  const startSibling = async (niceness: number) => {
    const sibling = await cms.startSibling({ env: { CMS_METRICS_PORT: await nextMetricsPort() }, niceness });
    logs.push({ name: `CMS ${sibling.url}`, output: sibling.output });
    return sibling.url;
  };
  const cmsUrls = [cms.url];
  for (let index = 1; index < cmsProcesses; index += 1) cmsUrls.push(await startSibling(VISITORS_NICENESS));
  const staffCmsUrl = await startSibling(0);
  return { cms, cmsUrls, staffCmsUrl, logs };
};

/** Builds the web app once; returns the settings its web processes start with. */
const buildWeb = (env: NodeJS.ProcessEnv, shared: SharedSecrets, { cmsUrl, siteUrl }: ClusterPorts) => {
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
  return webEnv;
};

type WebProcess = { port: number; env: NodeJS.ProcessEnv; niceness: number };

/**
 * A web process on each of `processes`' ports with its settings, each with its metrics port; resolves
 * once they all answer. Returns their metrics ports, their logs and `restartWeb(index)`.
 */
const startWebProcesses = async (processes: WebProcess[], nextMetricsPort: () => Promise<string>, stops: Stops) => {
  const webPorts = processes.map(({ port }) => port);
  const webMetricsPorts: string[] = [];
  for (const _ of webPorts) webMetricsPorts.push(await nextMetricsPort());
  const launchWeb = (index: number) => {
    const webProcess = processes[index];
    if (webProcess === undefined) throw new Error(`there is no web process ${index}`);
    const { port, env, niceness } = webProcess;
    return startServer(`web :${port}`, 'pnpm', nextStartArgs('127.0.0.1', port), {
      env: {
        ...env,
        NODE_OPTIONS: serverNodeOptions(env.NODE_OPTIONS),
        WEB_METRICS_PORT: webMetricsPorts[index],
      },
      quiet: true,
      keptChunks: KEPT_OUTPUT_CHUNKS,
      niceness,
    });
  };
  const waitForWeb = (index: number) =>
    waitForUrl(`http://127.0.0.1:${webPorts[index]}/en`, { server: webs[index], timeoutMs: 120_000 });
  const webs = webPorts.map((_, index) => launchWeb(index));
  const logs: ProcessLog[] = webPorts.map((port, index) => ({
    name: `web :${port}`,
    output: () => webs[index]?.output() ?? '',
  }));
  stops.push(() => Promise.all(webs.map((web) => web.stop())));
  await Promise.all(webPorts.map((_, index) => waitForWeb(index)));
  return {
    webMetricsPorts,
    logs,
    restartWeb: async (index: number) => {
      await webs[index]?.stop('SIGKILL');
      webs[index] = launchWeb(index);
      await waitForWeb(index);
    },
  };
};

/**
 * Starts PostgreSQL (a throwaway cluster, seeded), Redis, `cmsProcesses` CMS processes and
 * `webProcesses` web processes of one build, one more of each for the staff area (cluster-nginx.ts's
 * STAFF_PATHS), and nginx in front. Every process gets its metrics port
 * (`metricsPorts`: the CMS processes' first). `cmsEnv` adds to every CMS process's settings;
 * `beforeWebBuild({ cmsUrl })` runs once the CMS answers, before the site is built from it; `mailLimit`
 * is how many messages the CMS's mail capture keeps.
 * Returns the addresses, the database's and the mail capture's, `readLogs()`, `restartWeb(index)` and `restartCms()`
 * (SIGKILL, then the same process started again: they resolve once it answers), `useProcesses(count, { keepsPages })`
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
  const stops: Stops = [];
  const stop = async () => {
    for (const stopOne of stops.reverse()) await stopOne();
  };
  try {
    const { postgres, postgresPort, redis } = await startStores(stops);
    const ports = await findClusterPorts(webProcesses);
    const { siteUrl, cmsUrl, webPorts, staffWebPort } = ports;
    const shared = {
      REVALIDATE_SECRET: secret(),
      WEB_PROXY_SECRET: secret(),
      PREVIEW_SECRET: secret(),
      PREVIEW_API_TOKEN: randomBytes(32).toString('hex'),
    };
    const { metricsPorts, nextMetricsPort } = createMetricsPorts();
    const { cms, cmsUrls, staffCmsUrl, logs } = await startCmsProcesses(
      { env, cmsEnv, mailLimit, cmsProcesses, postgresPort, redisUrl: redis.url, ports, shared, nextMetricsPort },
      stops,
    );

    const nginx = startNginx(ports, { cmsUrls, staffCmsUrl }, stops);
    await waitForUrl(`${cmsUrl}/_health`, { timeoutMs: 15_000 });
    await beforeWebBuild({ cmsUrl });

    const webEnv = buildWeb(env, shared, ports);
    // The staff's web process last, so restartWeb(index) and webMetricsPorts[index] mean webPorts[index];
    // it reads the CMS through its own CMS process (editors' links still name nginx's CMS).
    const staffWebEnv = { ...webEnv, CMS_URL: `http://127.0.0.1:${ports.staffCmsPort}`, CMS_PUBLIC_URL: cmsUrl };
    const web = await startWebProcesses(
      [
        ...webPorts.map((port) => ({ port, env: webEnv, niceness: VISITORS_NICENESS })),
        { port: staffWebPort, env: staffWebEnv, niceness: 0 },
      ],
      nextMetricsPort,
      stops,
    );
    logs.push(...web.logs);

    return {
      siteUrl,
      cmsUrl,
      webPorts,
      staffWebPort,
      staffCmsUrl,
      webMetricsPorts: web.webMetricsPorts.slice(0, webPorts.length),
      cmsUrls,
      metricsPorts,
      postgres,
      redis,
      databaseUrl: cms.databaseUrl,
      mailUrl: cms.mailUrl,
      /** What each process printed lately (a restarted one: since it started again). */
      readLogs: () => logs.map(({ name, output }) => ({ name, text: output() })),
      restartWeb: web.restartWeb,
      restartCms: async () => {
        await cms.kill('SIGKILL');
        await cms.restart();
      },
      useProcesses: nginx.useProcesses,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
};

export type Cluster = Awaited<ReturnType<typeof startCluster>>;
