// A throwaway PostgreSQL cluster for tests: its own data folder, a free port on 127.0.0.1, stopped after.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort } from './processes.mjs';

const TOOLS = ['initdb', 'pg_ctl', 'createdb', 'dropdb'];
const hasTools = (bin) => TOOLS.every((tool) => existsSync(path.join(bin, tool)));

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
const asClusterOwner = (command, args) => {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) return [command, args];
  const quoted = [command, ...args].map((part) => `'${part.replaceAll("'", "'\\''")}'`).join(' ');
  return ['su', ['postgres', '-s', '/bin/sh', '-c', quoted]];
};

const runAsOwner = (command, args) => {
  const [program, programArgs] = asClusterOwner(command, args);
  execFileSync(program, programArgs, { stdio: 'pipe' });
};

export const startPostgres = async () => {
  const bin = findPostgresBin();
  if (!bin) return undefined;
  const workDir = mkdtempSync(path.join(tmpdir(), 'clinic-pg-'));
  chmodSync(workDir, 0o777);
  const dataDir = path.join(workDir, 'data');
  const port = await findFreePort();
  runAsOwner(path.join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  runAsOwner(path.join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    path.join(workDir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${workDir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
  return {
    port,
    urlFor: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: () => {
      try {
        runAsOwner(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', 'stop']);
      } finally {
        rmSync(workDir, { recursive: true, force: true });
      }
    },
  };
};
