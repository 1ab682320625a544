// `npm test` (after scripts/run.mjs has installed the workspace): format, lint, dead exports, guard
// rails, typecheck, unit, integration (real CMS) and e2e (real Chromium) tests. `npm run test:quick`:
// the checks, typecheck and unit tests only. `npm test -- --e2e [Playwright's arguments]`: the checks and
// the e2e alone, or the specs named, with the builds they need. Ends with one line: `Tests: N passed, N failed`.
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { loadEnv, ROOT, readToolsEnv } from '../env';
import { createTemplate, END_TO_END_CMS_LIMITS, startTestCms, type TestCms, testCmsEnv } from '../cms-test-server';
import {
  isNativeModuleBuiltForAnotherNode,
  NATIVE_REBUILD_ARGS,
  nextStartArgs,
  reserveFreePort,
  type StartedServer,
  startServer,
  toolCommandArgs,
  waitForUrl,
} from '../processes';
import { ensureJava, ensureNginx, ensurePdfTools, ensureRedis, ensureTestChromium, ensureXmllint } from '../chromium';
import { type Postgres, startPostgres } from '../postgres';
import { createPhases } from '../test-phases';

/** The servers the e2e suite runs against, and how it reaches them. */
type EndToEnd = {
  cms: TestCms;
  web: StartedServer;
  webEnv: NodeJS.ProcessEnv;
  webPort: number;
  webMetricsPort: number;
  chromiumPath: string;
};

const isQuick = process.argv.includes('--quick');
/** `--e2e` and what follows it: the e2e alone, with these arguments for Playwright. */
const e2eOnly = process.argv.includes('--e2e') ? process.argv.slice(process.argv.indexOf('--e2e') + 1) : null;
const REPORT_DIR = path.join(ROOT, '.tmp', 'test-reports');
/**
 * A page of each kind the e2e opens first, in both languages: the site's, the booking's, staff sign-in.
 * Declared above the top-level awaits below, which reach the e2e's start before the rest of this file.
 */
const WARM_UP_PAGES = ['/ar', '/en/booking', '/ar/booking', '/en/doctors', '/ar/doctors', '/en/admin/login'];
rmSync(REPORT_DIR, { recursive: true, force: true });
mkdirSync(REPORT_DIR, { recursive: true });

const env = { ...loadEnv(), APP_ENV: 'test', CI: readToolsEnv().CI };

const { runPhase, timed, record, finish } = createPhases({ root: ROOT, reportDir: REPORT_DIR, env });

const vitestArgs = (name: string) => [
  'exec',
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(REPORT_DIR, `${name}.json`)}`,
];

const turbo = (task: string, ...filters: string[]) => [
  'exec',
  'turbo',
  'run',
  task,
  ...filters.map((f) => `--filter=${f}`),
  '--output-logs=errors-only',
];

// Under another Node than the one that installed (a machine's Node 20, then production's 24), the
// database driver is built again for this one. Only the CMS loads it, so the build runs alongside the
// checks and unit tests, and the CMS's build waits for it.
const nativeModulesReady =
  !isQuick && isNativeModuleBuiltForAnotherNode()
    ? runPhase(`native modules (better-sqlite3 for Node ${process.versions.node})`, 'pnpm', NATIVE_REBUILD_ARGS, {
        alongside: true,
      })
    : Promise.resolve(true);
// The checks only read the code: side by side.
await Promise.all([
  runPhase('format', 'pnpm', ['exec', 'biome', 'format', '.'], { alongside: true }),
  runPhase('lint', 'pnpm', ['exec', 'biome', 'lint', '.'], { alongside: true }),
  // An export nothing imports is dead code or a forgotten un-export (knip.json says what it checks).
  runPhase('dead exports', 'pnpm', ['exec', 'knip', '--no-progress'], { alongside: true }),
  // CODE_STYLE.md's rails: no new duplication, oversized file or function, crossed boundary or env reader.
  runPhase('guard rails', process.execPath, toolCommandArgs('guard-rails'), { alongside: true }),
]);
await runPhase('build packages', 'pnpm', turbo('build', '@clinic/domain', '@clinic/cms-client'));
// The typecheck reads what the packages' build wrote and nothing the unit tests write: beside them.
const typechecked = e2eOnly
  ? Promise.resolve(true)
  : runPhase('typecheck', 'pnpm', turbo('typecheck'), { alongside: true });
if (!ensurePdfTools())
  console.warn('pdftotext is missing (apt-get install poppler-utils): the booking PDF tests will fail.');
const unitPhase = (name: string, workspace: string, extraArgs: string[] = []) =>
  runPhase(name, 'pnpm', [...vitestArgs(name), ...extraArgs], {
    cwd: path.join(ROOT, workspace),
    report: { file: path.join(REPORT_DIR, `${name}.json`), kind: 'vitest' },
    alongside: true,
  });
// A unit suite leaves a third of two cores idle (its start, its slowest file): two lanes side by side,
// the domain's (the longest) and the others one after another.
const unitsTested = e2eOnly
  ? Promise.resolve()
  : Promise.all([
      unitPhase('unit domain', 'packages/domain'),
      (async () => {
        await unitPhase('unit cms-client', 'packages/cms-client');
        await unitPhase('unit web', 'apps/web');
        // The CMS's pure code (the emails' words): colocated tests under cms/src, with no CMS (vitest.unit.config.ts).
        await unitPhase('unit cms', 'cms', ['--config', 'vitest.unit.config.ts']);
        await unitPhase('unit tools', 'tools');
      })(),
    ]);
// Once per run, beside the unit tests once the typecheck has read the CMS's generated types (the build
// writes them again): the server for every test CMS, and the admin panel the editors' e2e suite drives.
const cmsBuilt = isQuick
  ? Promise.resolve(false)
  : typechecked.then(
      async () =>
        (await nativeModulesReady) &&
        runPhase('build cms (server and admin panel)', 'pnpm', ['--filter', '@clinic/cms', 'run', 'build'], {
          phaseEnv: testCmsEnv(),
          alongside: true,
        }),
    );
await Promise.all([unitsTested, typechecked]);

if (!isQuick) {
  // The seeding blocks this process (a CMS of its own writing the template): after the unit tests.
  const templateReady = (await cmsBuilt) && (await timed('seed template database', async () => createTemplate()));
  if (templateReady && e2eOnly) await prepareEndToEnd().then((servers) => servers && runEndToEnd(servers, e2eOnly));
  else if (templateReady) {
    // The two passes share nothing (each its own CMS, database, mail capture and ports), and each keeps
    // about one of two cores busy, its files one after another against its CMS: they run side by side.
    const sqlitePassed = runPhase('integration cms (sqlite)', 'pnpm', vitestArgs('integration sqlite'), {
      cwd: path.join(ROOT, 'cms'),
      report: { file: path.join(REPORT_DIR, 'integration sqlite.json'), kind: 'vitest' },
      alongside: true,
    });
    // Once SQLite's pass ends, its core starts the e2e's servers and builds the site, while PostgreSQL's
    // runs on; the e2e starts as soon as the site is up, beside what is left of PostgreSQL's pass (it
    // waited for the pass to end, a core idle for 45 s of a run, `e81c2ca`).
    const postgresPassed = runOnPostgres();
    const endToEnd = await sqlitePassed.then(() => prepareEndToEnd());
    if (endToEnd) await runEndToEnd(endToEnd);
    await postgresPassed;
  }
}

/** The same integration suite on a throwaway PostgreSQL cluster, when PostgreSQL is installed. */
async function runOnPostgres() {
  let postgres: Postgres | undefined;
  const started = await timed('start postgresql', async () => {
    postgres = await startPostgres();
  });
  if (!started) return;
  if (!postgres) {
    console.info(
      'PostgreSQL is not installed (initdb not found): the PostgreSQL run is skipped. `.ci/run` installs it.',
    );
    record({ name: 'integration cms (postgres)', ok: true, skipped: true });
    return;
  }
  if (!ensureRedis()) {
    console.warn('redis-server is missing (apt-get install redis-server): the shared rate-limit tests will fail.');
  }
  const postgresEnv = { ...env, CLINIC_TEST_POSTGRES_PORT: String(postgres.port) };
  try {
    // For the seeding only: the e2e's CMS, started in this process while this pass runs, stays on SQLite.
    const ready = await timed('seed template (postgres)', async () => {
      createTemplate(undefined, { postgresPort: postgresEnv.CLINIC_TEST_POSTGRES_PORT });
    });
    if (ready) {
      await runPhase('integration cms (postgres)', 'pnpm', vitestArgs('integration postgres'), {
        cwd: path.join(ROOT, 'cms'),
        phaseEnv: postgresEnv,
        report: { file: path.join(REPORT_DIR, 'integration postgres.json'), kind: 'vitest' },
        alongside: true,
      });
    }
  } finally {
    postgres.stop();
  }
}

/**
 * The e2e's servers: a CMS serving the admin panel, and the site built from it and started. Undefined
 * (and nothing left running) when a part is missing or fails.
 */
async function prepareEndToEnd(): Promise<EndToEnd | undefined> {
  const chromium = ensureTestChromium();
  if (!ensureXmllint())
    console.warn('xmllint is missing (apt-get install libxml2-utils): the sitemap schema test will fail.');
  if (!ensureNginx()) console.warn('nginx is missing (apt-get install nginx): the cache-header test will fail.');
  if (!ensureJava())
    console.warn('java is missing (apt-get install default-jre-headless): the HTML validity test will fail.');
  if (!chromium.ok) {
    console.error(chromium.message);
    record({ name: 'e2e', ok: false, failed: 1 });
    return undefined;
  }
  // The web port is chosen first so the CMS can tell this web server when editors change content, and
  // held, with the metrics port, through the CMS's start and the web build, until the web server starts.
  const webPortHeld = await reserveFreePort();
  const webPort = webPortHeld.port;
  // Where the web server serves its Prometheus metrics, apart from the site.
  const webMetricsPortHeld = await reserveFreePort();
  const webMetricsPort = webMetricsPortHeld.port;
  const revalidateSecret = randomBytes(24).toString('base64url');
  // The web server proves itself with it, so the CMS rate-limits each visitor rather than the web server.
  const proxySecret = randomBytes(24).toString('base64url');
  // The editors' Preview: links signed with one, drafts read with a token made from the other.
  const previewSecret = randomBytes(24).toString('base64url');
  const previewApiToken = randomBytes(32).toString('hex');
  const cms = await startTestCms({
    env: {
      ...END_TO_END_CMS_LIMITS,
      // The editors' suite drives the real admin panel; the integration CMSs stay API only.
      SERVE_ADMIN_PANEL: 'true',
      // Password-reset emails link to this web server.
      SITE_URL: `http://127.0.0.1:${webPort}`,
      WEB_REVALIDATE_URL: `http://127.0.0.1:${webPort}/api/revalidate`,
      REVALIDATE_SECRET: revalidateSecret,
      WEB_PROXY_SECRET: proxySecret,
      PREVIEW_SECRET: previewSecret,
      PREVIEW_API_TOKEN: previewApiToken,
    },
  });
  const webEnv = {
    ...env,
    CMS_URL: cms.url,
    SITE_URL: `http://127.0.0.1:${webPort}`,
    REVALIDATE_SECRET: revalidateSecret,
    WEB_PROXY_SECRET: proxySecret,
    PREVIEW_SECRET: previewSecret,
    PREVIEW_API_TOKEN: previewApiToken,
    // The test CMS sends SMS and WhatsApp through its capture: the booking form says so, as npm start's does.
    SMS_GATEWAY_URL: `${cms.mailUrl}/sms/send`,
    WHATSAPP_API_URL: `${cms.mailUrl}/whatsapp/v21.0`,
    NODE_ENV: 'production',
    WEB_METRICS_PORT: String(webMetricsPort),
  };
  let web: StartedServer | undefined;
  // One web build per run, rendered from the seeded test CMS; the server reads its configuration at run time.
  const webStarted =
    (await runPhase('build web', 'pnpm', ['--filter', '@clinic/web', 'exec', 'next', 'build'], {
      phaseEnv: webEnv,
      alongside: true,
    })) &&
    (await timed('start web', async () => {
      await Promise.all([webPortHeld.release(), webMetricsPortHeld.release()]);
      web = startServer('web', 'pnpm', nextStartArgs('127.0.0.1', webPort), { env: webEnv, quiet: true });
      await waitForUrl(`http://127.0.0.1:${webPort}/en`, { server: web, timeoutMs: 60_000 });
      // The first render of each kind of page loads its code: once here, not inside the first tests'
      // time (the first test of a run, a booking, took 31 s of its 30 where the same took 16 s later).
      for (const page of WARM_UP_PAGES) await waitForUrl(`http://127.0.0.1:${webPort}${page}`, { timeoutMs: 30_000 });
    }));
  if (!webStarted || !web) {
    await Promise.all([webPortHeld.release(), webMetricsPortHeld.release()]);
    await web?.stop();
    await cms.stop();
    return undefined;
  }
  return { cms, web, webEnv, webPort, webMetricsPort, chromiumPath: chromium.path };
}

/** The e2e suite (or the part `playwrightArgs` names) against the servers prepareEndToEnd started, which it stops. */
async function runEndToEnd(servers: EndToEnd, playwrightArgs: readonly string[] = []) {
  const { cms, web, webEnv, webPort, webMetricsPort, chromiumPath } = servers;
  try {
    const reportFile = path.join(REPORT_DIR, 'e2e.json');
    await runPhase('e2e', 'pnpm', ['exec', 'playwright', 'test', '--reporter=list,json', ...playwrightArgs], {
      cwd: path.join(ROOT, 'e2e'),
      phaseEnv: {
        ...webEnv,
        BASE_URL: `http://127.0.0.1:${webPort}`,
        CMS_URL: cms.url,
        MAIL_URL: cms.mailUrl,
        WEB_METRICS_URL: `http://127.0.0.1:${webMetricsPort}/metrics`,
        CHROMIUM_PATH: chromiumPath,
        PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile,
      },
      report: { file: reportFile, kind: 'playwright' },
    });
    // The e2e opened manage and review links, moved and cancelled visits and sent reviews through
    // them: no token may show in what the web server or the CMS wrote (their output, as a log
    // collector would keep it).
    await timed('no manage or review link in the logs', () => {
      const leaked = `${web.output()}\n${cms.output()}`.match(
        /(?:booking\/manage|\/review|\/r)\/[A-Za-z0-9_-]{43}|"token":"[^"]+"/,
      );
      if (leaked) throw new Error(`A link's token is in the servers' output: ${leaked[0].slice(0, 30)}…`);
    });
  } finally {
    await web.stop();
    await cms.stop();
  }
}

process.exit(finish());
