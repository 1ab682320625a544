// `npm run cluster`: the production build as 2 web and 2 CMS processes for visitors and 1 of each for
// the staff area behind nginx, on PostgreSQL and Redis (tools/src/cluster.ts), on 127.0.0.1. A script,
// not a test: it serves for CLUSTER_MINUTES (60) or until Ctrl-C, then stops everything it started.
import { ensureNginx, ensureRedis } from '../chromium';
import { startCluster } from '../cluster';
import { loadEnv, readToolsEnv } from '../env';
import { buildPackagesAndCms, formatSeconds } from '../processes';

const MINUTES = readToolsEnv().CLUSTER_MINUTES;
const started = Date.now();
if (!ensureNginx() || !ensureRedis()) {
  console.error('npm run cluster needs nginx and redis-server (Debian: apt-get install nginx redis-server).');
  process.exit(1);
}
const env = loadEnv();
buildPackagesAndCms(env);
const cluster = await startCluster({ env });

let stopping: Promise<never> | undefined;
const stop = (code: number) => {
  stopping ??= cluster.stop().then(() => process.exit(code));
  return stopping;
};
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stop(0));
setTimeout(() => stop(0), MINUTES * 60_000).unref();

const metrics = cluster.metricsPorts.map((port) => `http://127.0.0.1:${port}/metrics`).join('  ');
console.info(`
──────────────────────────────────────────────────────────────
 The cluster is running (ready in ${formatSeconds(Date.now() - started)}; it stops in ${MINUTES} minutes or on Ctrl-C)
   Website          ${cluster.siteUrl}/en   ·   ${cluster.siteUrl}/ar   (nginx over ${cluster.webPorts.length} web processes, keeping anonymous visitors' pages a second)
   Staff area       ${cluster.siteUrl}/en/admin   (nginx over a web process and a CMS process of its own: :${cluster.staffWebPort}, ${cluster.staffCmsUrl})
   CMS              ${cluster.cmsUrl}/api   (nginx over ${cluster.cmsUrls.length} CMS processes: ${cluster.cmsUrls.join(', ')})
   PostgreSQL       127.0.0.1:${cluster.postgres.port}      Redis 127.0.0.1:${cluster.redis.port}
   Metrics          ${metrics}
 Demo logins are the test accounts (tools/src/cms-test-server.ts).
──────────────────────────────────────────────────────────────`);
await new Promise(() => {});
