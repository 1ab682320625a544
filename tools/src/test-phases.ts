// The phases of `npm test`: each command run and timed, its tests counted from its report, and the
// summary at the end (each phase's time and counts, then every failed test by name).
import { type StdioOptions, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatSeconds } from './processes';
import { type ReportFile, readTestReport, type TestFailure } from './test-reports';

export type PhaseSettings = { root: string; reportDir: string; env: NodeJS.ProcessEnv };

/** A phase as the summary lists it. */
export type Phase = {
  name: string;
  ok: boolean;
  ms: number;
  passed: number;
  failed: number;
  skipped?: boolean;
  alongside?: boolean;
};

/** What `record` takes: a phase whose time and counts default to nothing. */
export type PhaseRecord = Pick<Phase, 'name' | 'ok'> & Partial<Omit<Phase, 'name' | 'ok'>>;

export type PhaseOptions = { cwd?: string; phaseEnv?: NodeJS.ProcessEnv; report?: ReportFile; alongside?: boolean };

/** How much of a failed step's message the summary repeats: the end of a server's output. */
const STEP_OUTPUT_LINES = 40;

/** A heading, then each test by phase, file and title, with its first error line under it. */
const printTests = (heading: string, mark: string, tests: ({ phase: string } & TestFailure)[]) => {
  console.info(`\n${heading}`);
  for (const test of tests) {
    console.info(`${mark} [${test.phase}] ${test.where} › ${test.title}`);
    if (test.error) console.info(`    ${test.error}`);
  }
};

/** Phases whose logs and reports go to `reportDir`, run with `env` unless a phase gives its own. */
export const createPhases = ({ root, reportDir, env }: PhaseSettings) => {
  const started = Date.now();
  const phases: Phase[] = [];
  /** Every failed test by name, repeated under the summary: CI shows only the end of a long log. */
  const failures: ({ phase: string } & TestFailure)[] = [];
  /** Every test that passed only on its retry, named under the summary too. */
  const flakyTests: ({ phase: string } & TestFailure)[] = [];
  /** Why each failed step of this process failed (a server that did not start prints its output in it). */
  const stepFailures: { phase: string; message: string }[] = [];
  let passed = 0;
  let failed = 0;

  /** Counts a phase that ran no command of its own (a step, a skipped pass, a missing tool). */
  const record = ({ name, ok, ms = 0, passed: phasePassed = 0, failed: phaseFailed = 0, ...rest }: PhaseRecord) => {
    passed += phasePassed;
    failed += phaseFailed;
    phases.push({ name, ok, ms, passed: phasePassed, failed: phaseFailed, ...rest });
  };

  /**
   * Runs one command as a phase. A phase without a test report counts as one check. The command runs
   * without blocking this process: the test CMS's mail capture lives here and must keep answering. A
   * phase run `alongside` others writes to a file, printed whole when it ends, so outputs never interleave.
   */
  const runPhase = async (
    name: string,
    command: string,
    args: string[],
    { cwd = root, phaseEnv = env, report, alongside = false }: PhaseOptions = {},
  ) => {
    console.info(alongside ? `\n━━ ${name}: started, its output follows when it ends ━━` : `\n━━ ${name} ━━`);
    const phaseStarted = Date.now();
    const logFile = path.join(reportDir, `${name}.log`);
    const logFd = alongside ? openSync(logFile, 'w') : undefined;
    const status = await new Promise<number | null>((resolve) => {
      const stdio: StdioOptions = logFd === undefined ? 'inherit' : ['ignore', logFd, logFd];
      const child = spawn(command, args, { cwd, env: phaseEnv, stdio });
      child.on('error', () => resolve(1));
      child.on('close', (code) => resolve(code));
    });
    let log = '';
    if (logFd !== undefined) {
      closeSync(logFd);
      console.info(`\n━━ ${name} ━━`);
      log = readFileSync(logFile, 'utf8');
      process.stdout.write(log);
    }
    const ok = status === 0;
    const result = report ? readTestReport(report, root, log) : undefined;
    const counts = result?.counts ?? { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
    failures.push(...(result?.failures ?? []).map((failure) => ({ phase: name, ...failure })));
    flakyTests.push(...(result?.flaky ?? []).map((flaky) => ({ phase: name, ...flaky })));
    if (!ok && counts.failed === 0) counts.failed = 1;
    record({ name, ok, ms: Date.now() - phaseStarted, alongside, ...counts });
    return ok;
  };

  /** A step of this process as a phase: it fails when `action` throws. */
  const timed = async (name: string, action: () => unknown) => {
    console.info(`\n━━ ${name} ━━`);
    const stepStarted = Date.now();
    try {
      await action();
      record({ name, ok: true, ms: Date.now() - stepStarted });
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(message);
      stepFailures.push({ phase: name, message });
      record({ name, ok: false, ms: Date.now() - stepStarted, failed: 1 });
      return false;
    }
  };

  /** Prints the summary and returns the exit code: 0 when nothing failed. */
  const finish = () => {
    console.info('\n━━ Summary ━━');
    for (const phase of phases) {
      const counts = phase.passed + phase.failed > 1 ? `  (${phase.passed} passed, ${phase.failed} failed)` : '';
      const mark = phase.skipped ? '–' : phase.ok ? '✔' : '✘';
      console.info(
        `${mark} ${phase.name.padEnd(30)} ${formatSeconds(phase.ms).padStart(8)}${counts}${phase.skipped ? '  skipped' : ''}${phase.alongside ? '  (alongside others)' : ''}`,
      );
    }
    if (flakyTests.length > 0) printTests('Passed on a retry (flaky):', '⚠', flakyTests);
    if (failures.length + stepFailures.length > 0) {
      printTests('Failed:', '✘', failures);
      for (const { phase, message } of stepFailures) {
        const [reason, ...output] = message.trimEnd().split('\n');
        console.info(`✘ [${phase}] ${reason}`);
        for (const line of output.slice(-STEP_OUTPUT_LINES)) console.info(`    ${line}`);
      }
    }
    console.info(`Total ${formatSeconds(Date.now() - started)}`);
    console.info(`Tests: ${passed} passed, ${failed} failed`);
    return failed === 0 ? 0 : 1;
  };

  return { runPhase, timed, record, finish };
};
