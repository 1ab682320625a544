import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { inheritedEnv } from './env';
import { findFreePort, reserveFreePort, serverNodeOptions, startServer } from './processes';

describe('serverNodeOptions', () => {
  it('gives the servers 64 MiB semi-spaces, after whatever NODE_OPTIONS already holds', () => {
    expect(serverNodeOptions(undefined)).toBe('--max-semi-space-size=64');
    expect(serverNodeOptions('')).toBe('--max-semi-space-size=64');
    expect(serverNodeOptions('--require=/profiler.cjs')).toBe('--require=/profiler.cjs --max-semi-space-size=64');
  });

  it('keeps a size that NODE_OPTIONS already sets', () => {
    expect(serverNodeOptions('--max-semi-space-size=16 --enable-source-maps')).toBe(
      '--max-semi-space-size=16 --enable-source-maps',
    );
  });

  it('is accepted by this Node in NODE_OPTIONS, and grows the young generation', () => {
    const youngGeneration = (nodeOptions: string) => {
      const probe = spawnSync(process.execPath, ['-p', "require('v8').getHeapStatistics().heap_size_limit"], {
        env: { ...inheritedEnv(), NODE_OPTIONS: nodeOptions },
        encoding: 'utf8',
      });
      expect(probe.stderr).toBe('');
      return Number(probe.stdout);
    };
    // The heap's limit counts the young generation: three semi-spaces of 64 MiB instead of 16.
    expect(youngGeneration(serverNodeOptions('')) - youngGeneration('--max-semi-space-size=16')).toBe(3 * 48 * 2 ** 20);
  });
});

describe('findFreePort', () => {
  const ephemeralLow = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
  const listenOn = (port: number) =>
    new Promise<Server>((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve(server));
    });

  it('gives ports below the range the kernel lends outgoing connections, so none can take one before its server starts', async () => {
    const ports = await Promise.all(Array.from({ length: 20 }, () => findFreePort()));
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(10_000);
      expect(port).toBeLessThan(ephemeralLow);
      expect([1337, 3000]).not.toContain(port);
    }
  });

  it('holds a reserved port until it is released, then lets a server listen on it', async () => {
    const reserved = await reserveFreePort();
    await expect(listenOn(reserved.port)).rejects.toThrow(/EADDRINUSE/);
    await reserved.release();
    const server = await listenOn(reserved.port);
    await new Promise((resolve) => server.close(resolve));
  });
});

describe('startServer', () => {
  it('starts a server, and what it starts, at a lower priority when given a niceness', async () => {
    // A shell that starts a child, as pnpm starts next and strapi starts node: both are the lower.
    const server = startServer('a shell and its child', 'sh', ['-c', 'sleep 30 & echo $!; wait'], {
      quiet: true,
      niceness: 5,
    });
    try {
      await expect.poll(() => server.output().trim(), { timeout: 5_000 }).toMatch(/^\d+$/);
      const expected = Math.min(19, getPriority() + 5);
      expect(getPriority(server.child.pid)).toBe(expected);
      expect(getPriority(Number(server.output().trim()))).toBe(expected);
    } finally {
      await server.stop();
    }
  });

  it('leaves the priority alone without one', async () => {
    const server = startServer('a sleeper', 'sleep', ['30'], { quiet: true });
    try {
      expect(getPriority(server.child.pid)).toBe(getPriority());
    } finally {
      await server.stop();
    }
  });
});
