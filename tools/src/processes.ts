// Child processes, ports and health checks for the start, test and bench commands. Node built-ins only.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { inheritedEnv, ROOT, readToolsEnv } from './env';

export type RunOptions = { label?: string; cwd?: string; env?: NodeJS.ProcessEnv };

/** `niceness`: the process and its children run at that lower priority (coreutils' nice: any user may lower one). */
export type ServerOptions = {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  quiet?: boolean;
  keptChunks?: number;
  niceness?: number;
};

export type ServerExit = { code: number | null; signal: NodeJS.Signals | null };

export type StartedServer = {
  name: string;
  child: ChildProcess;
  exited: Promise<ServerExit>;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
  /** What the server printed lately, when started `quiet`. */
  output: () => string;
};

export type WaitOptions = { server?: StartedServer; timeoutMs?: number; statuses?: number[] };

/** See serverNodeOptions. */
const SERVER_SEMI_SPACE_MIB = 64;
/**
 * How long the web server keeps an idle kept-alive connection, as the CMS does (cms/config/server.ts):
 * 65 s instead of Node's 5 s. A busy Node server takes one new connection per turn of its event loop
 * (a turn lasts 100-500 ms under `npm run load`'s mix), so every connection a client has to open
 * again waits its turn: the web app reaching the CMS after a lull, or a returning visitor's click. Past
 * the 60 s nginx keeps its own idle connections to either (cluster.ts), so nginx is always the one that
 * closes them, never a process while nginx sends a request on one.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * A command of tools/src/commands as a child of this Node: `process.execPath` with these arguments
 * loads TypeScript through tsx first, as scripts/run.mjs does for the command it starts.
 */
export const toolCommandArgs = (command: string, args: string[] = []) => [
  '--import',
  import.meta.resolve('tsx'),
  path.join(ROOT, 'tools', 'src', 'commands', `${command}.ts`),
  ...args,
];

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
export const rebuildNativeModulesForThisNode = (env = inheritedEnv()) => {
  if (!isNativeModuleBuiltForAnotherNode()) return false;
  run('pnpm', NATIVE_REBUILD_ARGS, { label: `building better-sqlite3 for Node ${process.versions.node}`, env });
  return true;
};

/** Runs a command to completion, streaming its output; throws on a non-zero exit. */
export const run = (command: string, args: string[], { label, cwd = ROOT, env = inheritedEnv() }: RunOptions = {}) => {
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
export const buildPackagesAndCms = (env: NodeJS.ProcessEnv) => {
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
export const serverNodeOptions = (current = readToolsEnv().NODE_OPTIONS) =>
  current?.includes('--max-semi-space-size')
    ? current
    : [current, `--max-semi-space-size=${SERVER_SEMI_SPACE_MIB}`].filter(Boolean).join(' ');

/** pnpm's arguments to serve the web app's production build on `host`:`port` (see KEEP_ALIVE_TIMEOUT_MS). */
export const nextStartArgs = (host: string, port: number | string) => [
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
  name: string,
  command: string,
  args: string[],
  { cwd = ROOT, env = inheritedEnv(), quiet = false, keptChunks = 200, niceness }: ServerOptions = {},
): StartedServer => {
  const [program, programArgs] =
    niceness === undefined ? [command, args] : ['nice', ['-n', String(niceness), command, ...args]];
  const child = spawn(program, programArgs, {
    cwd,
    env,
    detached: true,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
  });
  const output: string[] = [];
  if (quiet) {
    const keep = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.length > keptChunks) output.shift();
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
  }
  const exited = new Promise<ServerExit>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    const { pid } = child;
    if (child.exitCode !== null || child.signalCode !== null || pid === undefined) return;
    try {
      process.kill(-pid, signal);
    } catch {
      return;
    }
    const timeout = setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {}
    }, 10_000);
    await exited;
    clearTimeout(timeout);
  };
  return { name, child, exited, stop, output: () => output.join('') };
};

/** Polls a URL until it answers with one of `statuses`, the server exits, or the time runs out. */
export const waitForUrl = async (
  url: string,
  { server, timeoutMs = 120_000, statuses = [200, 204] }: WaitOptions = {},
) => {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  server?.exited.then(() => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited && server) throw new Error(`${server.name} exited before answering ${url}\n${server.output()}`);
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5_000) });
      if (statuses.includes(response.status)) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s\n${server?.output() ?? ''}`);
};

/**
 * The lowest port the kernel lends outgoing connections and listeners on port 0: a port our servers
 * are given must lie below it, or a database connection opened meanwhile can hold it when the server
 * starts (the e2e's web server failed so once, its port chosen a minute before it listened).
 */
const ephemeralPortsStart = () => {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > 12_000 ? low : 32_768;
  } catch {
    return 32_768;
  }
};

const FIRST_TEST_PORT = 10_000;
const PORT_ATTEMPTS = 100;

const listenOnLoopback = (port: number) =>
  new Promise<Server | undefined>((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

/**
 * A free TCP port on 127.0.0.1, picked at random below the kernel's ephemeral range (never 1337 or
 * 3000, which `npm start` uses, both below it), and held until `release`: hold it while the server that
 * will listen on it is prepared.
 */
export const reserveFreePort = async () => {
  const end = ephemeralPortsStart();
  for (let attempt = 0; attempt < PORT_ATTEMPTS; attempt += 1) {
    const port = FIRST_TEST_PORT + Math.floor(Math.random() * (end - FIRST_TEST_PORT));
    const holder = await listenOnLoopback(port);
    if (holder) return { port, release: () => new Promise<void>((resolve) => holder.close(() => resolve())) };
  }
  throw new Error(`no free TCP port on 127.0.0.1 between ${FIRST_TEST_PORT} and ${end} after ${PORT_ATTEMPTS} tries`);
};

/** A free TCP port on 127.0.0.1, as reserveFreePort picks it, released at once. */
export const findFreePort = async () => {
  const { port, release } = await reserveFreePort();
  await release();
  return port;
};

export const formatSeconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
