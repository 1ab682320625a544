// `npm start` (after scripts/run.mjs has installed the workspace): build, seed and serve the whole
// product (CMS on :1337, web on :3000). `npm run dev`: the same with hot reload.
import path from 'node:path';
import { ensureEnvFile, loadEnv, ROOT } from '../env';
import type { MailCapture } from '../mail-capture';
import {
  formatSeconds,
  nextStartArgs,
  rebuildNativeModulesForThisNode,
  run,
  type StartedServer,
  serverNodeOptions,
  startServer,
  waitForUrl,
} from '../processes';
import { forgetRegeneratedPages } from '../web-build';

const isDev = process.argv.includes('--dev');
if (process.versions.node.startsWith('20.')) {
  console.warn(`Node.js 20 has had no security fixes since April 2026: run production on Node 24 or 22 LTS.`);
}

const started = Date.now();
const timings: string[] = [];
const step = (label: string, action: () => void) => {
  const at = Date.now();
  action();
  timings.push(`${label} ${formatSeconds(Date.now() - at)}`);
};

const createdEnv = ensureEnvFile();
const env = loadEnv();
const cmsUrl = `http://${env.HOST}:${env.PORT}`;
const webUrl = `http://${env.WEB_HOST}:${env.WEB_PORT}`;
const cmsDir = path.join(ROOT, 'cms');
/** A variable ensureEnvFile has put in `.env`, as every line of `.env.example`. */
const readSetting = (name: string) => {
  const value = env[name];
  if (value === undefined) throw new Error(`${name} is missing from .env`);
  return value;
};

step('native modules', () => rebuildNativeModulesForThisNode(env));
step('build cms', () =>
  run('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@clinic/cms', '--output-logs=errors-only'], {
    label: 'building the shared packages and the CMS',
    env,
  }),
);
step('seed', () => run('node', ['dist/scripts/seed.js'], { label: 'seeding demo content', cwd: cmsDir, env }));

// Emails (password-reset links) land in a local mailbox when the CMS would send them to this machine:
// never with APP_ENV=production, nor when MAIL_CAPTURE=off leaves the port to another mail server.
const sendsMailLocally = ['127.0.0.1', 'localhost', '::1'].includes(env.SMTP_HOST || '127.0.0.1');
let mail: MailCapture | null = null;
if (sendsMailLocally && env.MAIL_CAPTURE !== 'off' && env.APP_ENV !== 'production') {
  // Imported only now: its packages are installed by the first step.
  const { startMailCapture } = await import('../mail-capture');
  try {
    mail = await startMailCapture({
      smtpPort: Number(env.SMTP_PORT || 1025),
      httpPort: Number(env.MAIL_CAPTURE_PORT || 1080),
      // Its SMS gateway reports deliveries, and its WhatsApp side statuses, to this CMS, signed as the CMS expects.
      smsWebhooks: env.SMS_WEBHOOK_SECRET ? { url: cmsUrl, secret: env.SMS_WEBHOOK_SECRET } : undefined,
      whatsappWebhooks: env.WHATSAPP_APP_SECRET ? { url: cmsUrl, secret: env.WHATSAPP_APP_SECRET } : undefined,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : error;
    console.warn(`The mail capture did not start (${reason}): emails go to whatever listens there.`);
  }
}
const mailLine = mail
  ? `Captured emails ${mail.url}/messages   ·   SMS ${mail.url}/sms   ·   WhatsApp ${mail.url}/whatsapp`
  : `Emails          sent through ${env.SMTP_HOST}:${env.SMTP_PORT}`;

const servers: StartedServer[] = [];
const stopAll = async () => {
  await Promise.all([...servers.map((server) => server.stop()), mail?.stop()]);
};
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.info('\nStopping…');
    await stopAll();
    process.exit(0);
  });
}

const cms = startServer('CMS', 'pnpm', ['exec', 'strapi', isDev ? 'develop' : 'start'], {
  cwd: cmsDir,
  env: isDev ? env : { ...env, NODE_OPTIONS: serverNodeOptions(env.NODE_OPTIONS) },
});
servers.push(cms);
await waitForUrl(`${cmsUrl}/_health`, { server: cms, timeoutMs: isDev ? 300_000 : 120_000 });

if (isDev) {
  servers.push(
    startServer(
      'packages',
      'pnpm',
      ['exec', 'turbo', 'run', 'dev', '--filter=@clinic/domain', '--filter=@clinic/cms-client'],
      {
        env,
      },
    ),
    startServer('web', 'pnpm', ['--filter', '@clinic/web', 'dev'], { env: { ...env, CMS_URL: cmsUrl } }),
  );
} else {
  // Static pages are rendered from the live, seeded CMS, so the web build comes after the CMS is up.
  step('build web', () =>
    run('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@clinic/web', '--output-logs=errors-only'], {
      label: 'building the web app',
      env: { ...env, CMS_URL: cmsUrl, NODE_ENV: 'production' },
    }),
  );
  forgetRegeneratedPages();
  servers.push(
    startServer('web', 'pnpm', nextStartArgs(readSetting('WEB_HOST'), readSetting('WEB_PORT')), {
      env: { ...env, CMS_URL: cmsUrl, NODE_ENV: 'production', NODE_OPTIONS: serverNodeOptions(env.NODE_OPTIONS) },
    }),
  );
}
await waitForUrl(`${webUrl}/en`, { server: servers.at(-1), timeoutMs: 300_000 });

console.info(`
──────────────────────────────────────────────────────────────
 Nile ENT Clinics is running (${isDev ? 'development' : 'production'} mode, ready in ${formatSeconds(Date.now() - started)})
   Website         ${webUrl}/en   ·   ${webUrl}/ar
   CMS API         ${cmsUrl}/api
   CMS admin panel ${cmsUrl}/admin
   ${mailLine}
 Demo logins${createdEnv ? ' (passwords were just generated into .env)' : ' (from .env)'}
   Manager (website /admin, every branch)     ${env.SEED_STAFF_EMAIL} / ${env.SEED_STAFF_PASSWORD}
   Receptionist (website /admin, one branch)  ${env.SEED_RECEPTIONIST_EMAIL} / ${env.SEED_RECEPTIONIST_PASSWORD}
   Doctor (website /admin, today's patients)  ${env.SEED_DOCTOR_EMAIL} / ${env.SEED_DOCTOR_PASSWORD}
   CMS editor                                 ${env.SEED_CMS_EDITOR_EMAIL} / ${env.SEED_CMS_EDITOR_PASSWORD}
   CMS super admin (setup)                    ${env.SEED_CMS_ADMIN_EMAIL} / ${env.SEED_CMS_ADMIN_PASSWORD}
 Steps: ${timings.join(' · ')}
 Press Ctrl-C to stop both servers.
──────────────────────────────────────────────────────────────`);

const firstExit = await Promise.race(servers.map((server) => server.exited.then((result) => ({ server, result }))));
if (!stopping) {
  console.error(`${firstExit.server.name} stopped unexpectedly (${firstExit.result.signal ?? firstExit.result.code}).`);
  await stopAll();
  process.exit(1);
}
