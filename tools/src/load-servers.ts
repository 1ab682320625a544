// The one CMS and one web server of the production build that `npm run load` measures, on 127.0.0.1
// and free ports, over a copy of the seeded test template; and the CPU they have used.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createTemplate, loadRunCmsEnv, startTestCms } from './cms-test-server';
import { readGroupCpuSeconds } from './cpu-profile';
import { ROOT } from './env';
import { UNLIMITED } from './load-options';
import { serverProcessEnv } from './load-profiling';
import { cpuBetween, type CpuSeconds } from './load-report';
import { findFreePort, nextStartArgs, run, type StartedServer, startServer, waitForUrl } from './processes';

/** Its own seeded template, so a test run going on beside it keeps the shared one. */
const TEMPLATE_DIR = path.join(ROOT, 'cms', '.tmp', 'load-template');

/**
 * Starts the CMS, with the web server's settings ready for `startWeb()`, and stops both on SIGINT and
 * SIGTERM (exit 130); returns them with `readCpuSeconds()`, `cpuSince(before)` and `stopAll()`.
 */
export const startLoadServers = async (env: NodeJS.ProcessEnv, profileDir: string | null) => {
  createTemplate(TEMPLATE_DIR);

  // As in `npm test`: the web port first, so the CMS can tell this web server when content changes,
  // and the proxy secret, so the CMS trusts the visitor address the web server forwards.
  const webPort = await findFreePort();
  const webUrl = `http://127.0.0.1:${webPort}`;
  const revalidateSecret = randomBytes(24).toString('base64url');
  const proxySecret = randomBytes(24).toString('base64url');
  const cms = await startTestCms({
    templateDir: TEMPLATE_DIR,
    env: {
      SITE_URL: webUrl,
      WEB_REVALIDATE_URL: `${webUrl}/api/revalidate`,
      REVALIDATE_SECRET: revalidateSecret,
      WEB_PROXY_SECRET: proxySecret,
      ...loadRunCmsEnv(UNLIMITED),
      ...serverProcessEnv(profileDir, 'cms'),
    },
  });
  const webEnv = {
    ...env,
    CMS_URL: cms.url,
    SITE_URL: webUrl,
    REVALIDATE_SECRET: revalidateSecret,
    WEB_PROXY_SECRET: proxySecret,
    NODE_ENV: 'production',
  };

  let web: StartedServer | undefined;
  let stopping: Promise<unknown> | undefined;
  const stopAll = () => {
    stopping ??= Promise.all([web?.stop(), cms.stop()]);
    return stopping;
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => stopAll().finally(() => process.exit(130)));
  }

  /** CPU seconds used so far by the CMS, the web server and this script (with its mail capture). */
  const readCpuSeconds = (): CpuSeconds => {
    const own = process.cpuUsage();
    return {
      cms: readGroupCpuSeconds(cms.pid()),
      web: web ? readGroupCpuSeconds(web.child.pid) : null,
      'load client': (own.user + own.system) / 1e6,
    };
  };

  return {
    cms,
    webUrl,
    /** Builds the web app from the CMS as it is now and starts it; resolves once it answers. */
    startWeb: async () => {
      run('pnpm', ['--filter', '@clinic/web', 'exec', 'next', 'build'], { label: 'building the web app', env: webEnv });
      web = startServer('web', 'pnpm', nextStartArgs('127.0.0.1', webPort), {
        env: { ...webEnv, ...serverProcessEnv(profileDir, 'web') },
        quiet: true,
      });
      await waitForUrl(`${webUrl}/en`, { server: web, timeoutMs: 60_000 });
      return web;
    },
    readCpuSeconds,
    /** What each run of the mix cost each process: CPU seconds from `before` to now. */
    cpuSince: (before: CpuSeconds) => cpuBetween(before, readCpuSeconds()),
    stopAll,
  };
};

export type LoadServers = Awaited<ReturnType<typeof startLoadServers>>;
