// What `npm test` reads from each phase's JSON report: how many tests passed and failed, and which failed.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** The first non-blank line of an error, without terminal colours, cut to one screen line or so. */
const firstLine = (message = '') =>
  stripVTControlCharacters(message)
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean)
    ?.slice(0, 300) ?? '';

/** @param {{ file: string }} report the JSON file a phase wrote; undefined when it wrote none */
const readJson = ({ file }) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

/** Passed and failed counts of a vitest or Playwright JSON report (a flaky Playwright test passed). */
export const countTests = (report, kind) => {
  if (!report) return { passed: 0, failed: 0 };
  if (kind === 'vitest') return { passed: report.numPassedTests, failed: report.numFailedTests };
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
};

/**
 * The failed tests of a vitest or Playwright JSON report, each with its file (relative to `root`),
 * its full title and the first line of what went wrong.
 */
export const listFailures = (report, kind, root) => {
  if (!report) return [];
  if (kind === 'vitest') {
    return report.testResults.flatMap((result) => {
      const where = path.relative(root, result.name);
      const tests = result.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => ({ where, title: test.fullName, error: firstLine(test.failureMessages?.[0]) }));
      // A file that failed outside any test (a hook, an import) has no failed test to name.
      if (tests.length === 0 && result.status === 'failed')
        return [{ where, title: '(the whole file)', error: firstLine(result.message) }];
      return tests;
    });
  }
  const failures = [];
  const walk = (suite, parentTitles) => {
    // A file's own suite is titled with its path, which `where` already says.
    const titles = suite.title && suite.title !== suite.file ? [...parentTitles, suite.title] : parentTitles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests.filter((run) => run.status === 'unexpected')) {
        const lastResult = test.results.at(-1);
        failures.push({
          where: `${path.relative(root, path.join(report.config.rootDir, spec.file))}:${spec.line}`,
          title: [`[${test.projectName}]`, ...titles, spec.title].join(' › '),
          error: firstLine(lastResult?.error?.message ?? lastResult?.errors?.[0]?.message),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return failures;
};

/** Counts and failures of the report a phase wrote. */
export const readTestReport = ({ file, kind }, root) => {
  const report = readJson({ file });
  return { counts: countTests(report, kind), failures: listFailures(report, kind, root) };
};
