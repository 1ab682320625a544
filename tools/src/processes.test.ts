import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { inheritedEnv } from './env';
import { serverNodeOptions } from './processes';

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
