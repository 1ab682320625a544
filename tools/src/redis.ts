// A throwaway Redis for tests and the cluster: loopback only, a free port, a password, nothing on disk.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { findFreePort } from './processes';

export type Redis = {
  port: number;
  url: string;
  halt: () => Promise<void>;
  resume: () => Promise<void>;
  stop: () => Promise<void>;
};

/** Resolves once something accepts connections on the port, or rejects after `timeoutMs`. */
const waitForPort = async (port: number, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const isOpen = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => socket.end(() => resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (isOpen) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Redis did not start on port ${port}`);
};

/**
 * Starts `redis-server` (Debian's; tools/src/chromium.ts's ensureRedis installs it as root) with
 * a random password. `url` is what REDIS_URL takes; `halt` kills it as an outage would and `resume`
 * starts it again on the same port and password, empty.
 */
export const startRedis = async (): Promise<Redis> => {
  const port = await findFreePort();
  const password = randomBytes(18).toString('base64url');
  let server: ChildProcess | undefined;
  const launch = async () => {
    server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--requirepass', password, '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    await waitForPort(port);
  };
  const halt = () =>
    new Promise<void>((resolve) => {
      if (!server || server.exitCode !== null) return resolve();
      server.once('exit', () => resolve());
      server.kill('SIGKILL');
    });
  await launch();
  return { port, url: `redis://:${password}@127.0.0.1:${port}/0`, halt, resume: launch, stop: halt };
};
