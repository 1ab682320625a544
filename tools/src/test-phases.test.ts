import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPhases } from './test-phases';

describe('createPhases', () => {
  let reportDir: string;
  let printed: string[];

  beforeEach(() => {
    reportDir = mkdtempSync(path.join(tmpdir(), 'clinic-phases-'));
    printed = [];
    vi.spyOn(console, 'info').mockImplementation((line) => printed.push(String(line)));
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    rmSync(reportDir, { recursive: true, force: true });
  });

  const node = (code: string): [string, string[]] => [process.execPath, ['-e', code]];

  it('counts a command without a report as one check, passed or failed, and exits 1 on a failure', async () => {
    const { runPhase, finish } = createPhases({ root: reportDir, reportDir, env: {} });
    expect(await runPhase('format', ...node(''))).toBe(true);
    expect(await runPhase('lint', ...node('process.exit(3)'))).toBe(false);
    expect(finish()).toBe(1);
    expect(printed.some((line) => /^✔ format\s/.test(line))).toBe(true);
    expect(printed.some((line) => /^✘ lint\s/.test(line))).toBe(true);
    expect(printed.at(-1)).toBe('Tests: 1 passed, 1 failed');
  });

  it('runs phases alongside each other, each one’s output kept whole in its log', async () => {
    const { runPhase, finish } = createPhases({ root: reportDir, reportDir, env: {} });
    const [first, second] = await Promise.all([
      runPhase('typecheck', ...node("setTimeout(() => console.log('typecheck done'), 50)"), { alongside: true }),
      runPhase('unit web', ...node("console.log('unit web done')"), { alongside: true }),
    ]);
    expect([first, second]).toEqual([true, true]);
    expect(readFileSync(path.join(reportDir, 'typecheck.log'), 'utf8')).toBe('typecheck done\n');
    expect(readFileSync(path.join(reportDir, 'unit web.log'), 'utf8')).toBe('unit web done\n');
    expect(finish()).toBe(0);
    expect(printed.filter((line) => line.includes('(alongside others)'))).toHaveLength(2);
  });

  it('counts a step that throws as a failure, repeats why under the summary, and counts a skipped pass as nothing', async () => {
    const { timed, record, finish } = createPhases({ root: reportDir, reportDir, env: {} });
    expect(await timed('seed template database', async () => {})).toBe(true);
    const exited = 'web exited before answering http://127.0.0.1:4100/en\nError: listen EADDRINUSE 127.0.0.1:4100';
    expect(
      await timed('start web', async () => {
        throw new Error(exited);
      }),
    ).toBe(false);
    record({ name: 'integration cms (postgres)', ok: true, skipped: true });
    expect(finish()).toBe(1);
    expect(printed.some((line) => /^– integration cms \(postgres\).*skipped$/.test(line))).toBe(true);
    // CI shows the end of the log: the server's own words are there, under the summary.
    const summary = printed.slice(printed.indexOf('\n━━ Summary ━━'));
    expect(summary).toContain('✘ [start web] web exited before answering http://127.0.0.1:4100/en');
    expect(summary).toContain('    Error: listen EADDRINUSE 127.0.0.1:4100');
    expect(printed.at(-1)).toBe('Tests: 0 passed, 1 failed');
  });

  it('passes a run whose only failures passed on a retry, and names them under the summary as flaky', async () => {
    const file = path.join(reportDir, 'e2e.json');
    const flakyTest = { projectName: 'arabic', status: 'flaky', results: [{ error: { message: 'Timeout' } }, {}] };
    writeFileSync(
      file,
      JSON.stringify({
        config: { rootDir: path.join(reportDir, 'e2e') },
        stats: { expected: 3, flaky: 1, unexpected: 0 },
        suites: [
          {
            file: 'hours.spec.ts',
            specs: [{ title: 'adds hours', file: 'hours.spec.ts', line: 26, tests: [flakyTest] }],
          },
        ],
      }),
    );
    const phases = createPhases({ root: reportDir, reportDir, env: {} });
    const passed = await phases.runPhase('e2e', ...node(''), { report: { file, kind: 'playwright' } });
    expect([passed, phases.finish(), printed.at(-1)]).toEqual([true, 0, 'Tests: 4 passed, 0 failed']);
    expect(printed).toContain('\nPassed on a retry (flaky):');
    expect(printed).toContain('⚠ [e2e] e2e/hours.spec.ts:26 › [arabic] › adds hours');
    expect(printed).toContain('    Timeout');
    expect(printed).not.toContain('\nFailed:');
  });
});
