// Debian's Chromium for Playwright: Playwright's own browser download cannot reach its host here.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { inheritedEnv, readToolsEnv } from './env';

/** Where Chromium is, or what to do to get it. */
export type ChromiumCheck = { ok: true; path: string } | { ok: false; message: string };

/** Whether `commands` are all on PATH; if not, as root, installs Debian's `debianPackage` first. */
const ensureDebianTools = (commands: string[], debianPackage: string) => {
  const check = commands.map((command) => `command -v ${command}`).join(' && ');
  if (spawnSync('sh', ['-c', check]).status === 0) return true;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    const env = { ...inheritedEnv(), DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', debianPackage], { stdio: 'inherit', env });
  }
  return spawnSync('sh', ['-c', check]).status === 0;
};

/** xmllint (Debian's libxml2-utils) validates the sitemaps against the sitemaps.org schema. */
export const ensureXmllint = () => ensureDebianTools(['xmllint'], 'libxml2-utils');

/** pdfinfo, pdffonts and pdftotext (Debian's poppler-utils) read the booking PDF back in its unit tests. */
export const ensurePdfTools = () => ensureDebianTools(['pdftotext', 'pdffonts'], 'poppler-utils');

/** Java runs the W3C Nu HTML checker (the vnu-jar package) over every public page. */
export const ensureJava = () => ensureDebianTools(['java'], 'default-jre-headless');

/** nginx in front of the web server, as docs/operations.md deploys it, for the cache-header test (and the bench). */
export const ensureNginx = () => ensureDebianTools(['nginx', 'openssl'], 'nginx');

const ensureChromium = (): ChromiumCheck => {
  const { CHROMIUM_PATH } = readToolsEnv();
  if (existsSync(CHROMIUM_PATH)) return { ok: true, path: CHROMIUM_PATH };
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.info('▶ installing Debian chromium (apt-get)');
    const env = { ...inheritedEnv(), DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (existsSync(CHROMIUM_PATH)) return { ok: true, path: CHROMIUM_PATH };
  }
  return {
    ok: false,
    message: `The e2e tests need Chromium at ${CHROMIUM_PATH}. Install it with \`sudo apt-get install chromium\` (Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium or Chrome binary.`,
  };
};

/**
 * The Chromium the e2e tests drive: Debian's headless shell (installed as root when missing), which
 * renders as the desktop browser does without its window and extensions and costs a third less CPU
 * on two cores; the desktop Chromium when the shell cannot be had.
 */
export const ensureTestChromium = (): ChromiumCheck => {
  const { E2E_CHROMIUM_PATH } = readToolsEnv();
  if (ensureDebianTools([E2E_CHROMIUM_PATH], 'chromium-headless-shell')) return { ok: true, path: E2E_CHROMIUM_PATH };
  return ensureChromium();
};

/** Redis (Debian's redis-server), which several CMS processes share their rate limits through. */
export const ensureRedis = () => ensureDebianTools(['redis-server'], 'redis-server');
