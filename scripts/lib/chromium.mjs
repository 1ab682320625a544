// Debian's Chromium for Playwright: Playwright's own browser download cannot reach its host here.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** xmllint (Debian's libxml2-utils) validates the sitemaps against the sitemaps.org schema. */
export const ensureXmllint = () => {
  if (spawnSync('sh', ['-c', 'command -v xmllint']).status === 0) return true;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'libxml2-utils'], { stdio: 'inherit', env });
  }
  return spawnSync('sh', ['-c', 'command -v xmllint']).status === 0;
};

/** pdfinfo, pdffonts and pdftotext (Debian's poppler-utils) read the booking PDF back in its unit tests. */
export const ensurePdfTools = () => {
  if (spawnSync('sh', ['-c', 'command -v pdftotext && command -v pdffonts']).status === 0) return true;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'poppler-utils'], { stdio: 'inherit', env });
  }
  return spawnSync('sh', ['-c', 'command -v pdftotext && command -v pdffonts']).status === 0;
};

export const ensureChromium = () => {
  if (existsSync(CHROMIUM_PATH)) return { ok: true, path: CHROMIUM_PATH };
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.info('▶ installing Debian chromium (apt-get)');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (existsSync(CHROMIUM_PATH)) return { ok: true, path: CHROMIUM_PATH };
  }
  return {
    ok: false,
    message: `The e2e tests need Chromium at ${CHROMIUM_PATH}. Install it with \`sudo apt-get install chromium\` (Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium or Chrome binary.`,
  };
};
