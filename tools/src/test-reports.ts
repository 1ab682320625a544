// What `npm test` reads from each phase's JSON report: how many tests passed and failed, and which failed.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

export type ReportKind = 'vitest' | 'playwright';

/** The JSON file a phase wrote, and which runner wrote it. */
export type ReportFile = { file: string; kind: ReportKind };

export type TestCounts = { passed: number; failed: number };

export type TestFailure = { where: string; title: string; error: string };

/** The parts of vitest's JSON report that the summary reads. */
export type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
};

type PlaywrightError = { message?: string };

type PlaywrightSpec = {
  title: string;
  file: string;
  line: number;
  tests: { projectName: string; status: string; results: { error?: PlaywrightError; errors?: PlaywrightError[] }[] }[];
};

type PlaywrightSuite = { title?: string; file?: string; specs?: PlaywrightSpec[]; suites?: PlaywrightSuite[] };

/** The parts of Playwright's JSON report that the summary reads. */
export type PlaywrightReport = {
  config: { rootDir: string };
  stats: { expected: number; flaky: number; unexpected: number };
  suites?: PlaywrightSuite[];
};

export type JsonReport = VitestReport | PlaywrightReport;

/** The report's `kind` says which runner wrote it; its shape is trusted. */
const isVitestReport = (report: JsonReport, kind: ReportKind): report is VitestReport => kind === 'vitest';

/** The first non-blank line of an error, without terminal colours, cut to one screen line or so. */
const firstLine = (message = ''): string =>
  stripVTControlCharacters(message)
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean)
    ?.slice(0, 300) ?? '';

/**
 * The first line of the error vitest's default reporter printed under ` FAIL  <file>` for the file
 * named `file` (absolute): vitest's JSON report leaves a hook's error out (its file's `message` is
 * empty), and the printed log is the one place that says why a whole file failed.
 */
const findFileErrorInLog = (log: string, file: string): string => {
  const lines = stripVTControlCharacters(log).split('\n');
  const failLine = lines.findIndex((line) => {
    const printedPath = /^\s*FAIL\s+(\S+)/.exec(line)?.[1];
    return printedPath !== undefined && file.endsWith(`/${printedPath}`);
  });
  return failLine === -1 ? '' : firstLine(lines.slice(failLine + 1).join('\n'));
};

/** The report a phase wrote to `file`; undefined when it wrote none. */
const readJson = ({ file }: { file: string }): JsonReport | undefined =>
  existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;

/** Passed and failed counts of a vitest or Playwright JSON report (a flaky Playwright test passed). */
export const countTests = (report: JsonReport | undefined, kind: ReportKind): TestCounts => {
  if (!report) return { passed: 0, failed: 0 };
  if (isVitestReport(report, kind)) return { passed: report.numPassedTests, failed: report.numFailedTests };
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
};

type PlaywrightResult = PlaywrightSpec['tests'][number]['results'][number];

/**
 * The Playwright tests of `status` ('unexpected': failed; 'flaky': failed, then passed on a retry),
 * each named by project and describe block, with the error of the try `pickResult` chooses.
 */
const listPlaywrightTests = (
  report: PlaywrightReport,
  root: string,
  status: 'unexpected' | 'flaky',
  pickResult: (results: PlaywrightResult[]) => PlaywrightResult | undefined,
): TestFailure[] => {
  const found: TestFailure[] = [];
  const walk = (suite: PlaywrightSuite, parentTitles: string[]) => {
    // A file's own suite is titled with its path, which `where` already says.
    const titles = suite.title && suite.title !== suite.file ? [...parentTitles, suite.title] : parentTitles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests.filter((run) => run.status === status)) {
        const result = pickResult(test.results);
        found.push({
          where: `${path.relative(root, path.join(report.config.rootDir, spec.file))}:${spec.line}`,
          title: [`[${test.projectName}]`, ...titles, spec.title].join(' › '),
          error: firstLine(result?.error?.message ?? result?.errors?.[0]?.message),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return found;
};

/**
 * The failed tests of a vitest or Playwright JSON report, each with its file (relative to `root`),
 * its full title and the first line of what went wrong; `log`, what the runner printed, says why a
 * vitest file failed outside its tests.
 */
export const listFailures = (
  report: JsonReport | undefined,
  kind: ReportKind,
  root: string,
  log = '',
): TestFailure[] => {
  if (!report) return [];
  if (isVitestReport(report, kind)) {
    return report.testResults.flatMap((result) => {
      const where = path.relative(root, result.name);
      const tests = result.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => ({ where, title: test.fullName, error: firstLine(test.failureMessages?.[0]) }));
      // A file that failed outside any test (a hook, an import) has no failed test to name.
      if (tests.length === 0 && result.status === 'failed')
        return [
          {
            where,
            title: '(the whole file)',
            error: firstLine(result.message) || findFileErrorInLog(log, result.name),
          },
        ];
      return tests;
    });
  }
  return listPlaywrightTests(report, root, 'unexpected', (results) => results.at(-1));
};

/**
 * The Playwright tests that failed and then passed on a retry (CI gives each one retry), each with its
 * failed try's error: they pass the run, and the summary names them so no flake goes unseen.
 */
export const listFlakyTests = (report: JsonReport | undefined, kind: ReportKind, root: string): TestFailure[] =>
  !report || isVitestReport(report, kind)
    ? []
    : listPlaywrightTests(report, root, 'flaky', (results) =>
        results.find((result) => result.error ?? result.errors?.length),
      );

/** Counts, failures and flaky tests of the report a phase wrote, and of what it printed (`log`). */
export const readTestReport = ({ file, kind }: ReportFile, root: string, log = '') => {
  const report = readJson({ file });
  return {
    counts: countTests(report, kind),
    failures: listFailures(report, kind, root, log),
    flaky: listFlakyTests(report, kind, root),
  };
};
