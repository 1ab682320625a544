// A throwaway PostgreSQL cluster for tests: its own data folder, a free port on 127.0.0.1, stopped after.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort } from './processes';

export type Postgres = {
  port: number;
  urlFor: (database: string) => string;
  halt: () => void;
  resume: () => void;
  stop: () => void;
};

const TOOLS = ['initdb', 'pg_ctl', 'createdb', 'dropdb'];
const hasTools = (bin: string) => TOOLS.every((tool) => existsSync(path.join(bin, tool)));

/** A folder with initdb, pg_ctl, createdb and dropdb: Debian's versioned folder first, then PATH. */
export const findPostgresBin = () => {
  const debianRoot = '/usr/lib/postgresql';
  const debianBins = existsSync(debianRoot)
    ? readdirSync(debianRoot)
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => path.join(debianRoot, version, 'bin'))
    : [];
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  return [...debianBins, ...(onPath ? [path.dirname(onPath)] : [])].find(hasTools);
};

/** PostgreSQL refuses to run as root: as root, the cluster runs as the `postgres` system user. */
const asClusterOwner = (command: string, args: string[]): [string, string[]] => {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) return [command, args];
  const quoted = [command, ...args].map((part) => `'${part.replaceAll("'", "'\\''")}'`).join(' ');
  return ['su', ['postgres', '-s', '/bin/sh', '-c', quoted]];
};

const runAsOwner = (command: string, args: string[]) => {
  const [program, programArgs] = asClusterOwner(command, args);
  execFileSync(program, programArgs, { stdio: 'pipe' });
};

export const startPostgres = async (): Promise<Postgres | undefined> => {
  const bin = findPostgresBin();
  if (!bin) return undefined;
  const workDir = mkdtempSync(path.join(tmpdir(), 'clinic-pg-'));
  chmodSync(workDir, 0o777);
  const dataDir = path.join(workDir, 'data');
  const port = await findFreePort();
  runAsOwner(path.join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const pgCtl = (...args: string[]) => runAsOwner(path.join(bin, 'pg_ctl'), ['-D', dataDir, ...args]);
  const startServer = () =>
    pgCtl(
      '-l',
      path.join(workDir, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -k ${workDir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    );
  startServer();
  return {
    port,
    urlFor: (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    /** Stops the server the way a crash would: every connection dropped, nothing finished. */
    halt: () => pgCtl('-m', 'immediate', 'stop'),
    /** Starts the halted server again on the same port and data. */
    resume: startServer,
    stop: () => {
      try {
        pgCtl('-m', 'fast', 'stop');
      } catch {
        // Already stopped (halted by a test).
      } finally {
        rmSync(workDir, { recursive: true, force: true });
      }
    },
  };
};

/** Copies a whole database (schema and rows) into another, possibly on another server. */
export const copyDatabase = (sourceUrl: string, targetUrl: string) => {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL binaries not found');
  const quote = (part: string) => `'${part.replaceAll("'", "'\\''")}'`;
  execFileSync(
    'sh',
    [
      '-c',
      `${quote(path.join(bin, 'pg_dump'))} --no-owner ${quote(sourceUrl)} | ${quote(path.join(bin, 'psql'))} -q -v ON_ERROR_STOP=1 ${quote(targetUrl)}`,
    ],
    { stdio: 'pipe' },
  );
};
