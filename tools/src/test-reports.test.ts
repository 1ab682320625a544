import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countTests, listFailures, listFlakyTests, readTestReport } from './test-reports';

const ROOT = '/repo';

// The parts of vitest's JSON report that the summary reads, as vitest 4 writes them.
const vitestReport = {
  numPassedTests: 2,
  numFailedTests: 1,
  testResults: [
    {
      name: '/repo/cms/tests/booking-api.test.ts',
      status: 'failed',
      message: '',
      assertionResults: [
        { fullName: 'booking api refuses a taken time', status: 'passed', failureMessages: [] },
        {
          fullName: 'booking api books the last free time',
          status: 'failed',
          failureMessages: ['\n  AssertionError: expected 409 to be 201\n    at booking-api.test.ts:40:5'],
        },
      ],
    },
    {
      name: '/repo/cms/tests/retention.test.ts',
      status: 'failed',
      message: '',
      assertionResults: [{ fullName: 'retention erases old visits', status: 'skipped', failureMessages: [] }],
    },
    { name: '/repo/cms/tests/public-content.test.ts', status: 'passed', message: '', assertionResults: [] },
  ],
};

// What vitest's default reporter printed beside that report: a hook's error is only here, not in the JSON.
const vitestLog = [
  ' \u001b[31m❯\u001b[39m tests/retention.test.ts (1 test | 1 skipped)',
  '\u001b[41m\u001b[1m FAIL \u001b[22m\u001b[49m tests/booking-api.test.ts > booking api books the last free time',
  'AssertionError: expected 409 to be 201',
  '\u001b[41m\u001b[1m FAIL \u001b[22m\u001b[49m tests/retention.test.ts\u001b[2m > \u001b[22mretention',
  '\u001b[31m\u001b[1mError\u001b[22m: Hook timed out in 180000ms.',
  '',
].join('\n');

// The parts of Playwright's JSON report that the summary reads: a file's suite, a describe block inside it.
const playwrightReport = {
  config: { rootDir: '/repo/e2e' },
  stats: { expected: 5, flaky: 1, unexpected: 1, skipped: 2 },
  suites: [
    {
      title: 'public/contact.spec.ts',
      file: 'public/contact.spec.ts',
      specs: [],
      suites: [
        {
          title: '[CONTACT]: the contact form',
          file: 'public/contact.spec.ts',
          specs: [
            {
              title: 'a valid message reaches the CMS',
              file: 'public/contact.spec.ts',
              line: 47,
              tests: [
                { projectName: 'english', status: 'expected', results: [{ errors: [] }] },
                {
                  projectName: 'arabic',
                  status: 'unexpected',
                  results: [
                    { error: { message: 'first try' } },
                    {
                      error: {
                        message: '\u001b[31mError: expect(locator).toBeVisible() failed\u001b[39m\n\nLocator: x',
                      },
                    },
                  ],
                },
              ],
            },
            {
              title: 'an empty form sends nothing',
              file: 'public/contact.spec.ts',
              line: 9,
              tests: [{ projectName: 'english', status: 'flaky', results: [{ error: { message: 'x' } }, {}] }],
            },
          ],
        },
      ],
    },
  ],
};

describe('countTests', () => {
  it('counts a flaky Playwright test as passed, and a missing report as nothing run', () => {
    expect(countTests(vitestReport, 'vitest')).toEqual({ passed: 2, failed: 1 });
    expect(countTests(playwrightReport, 'playwright')).toEqual({ passed: 6, failed: 1 });
    expect(countTests(undefined, 'vitest')).toEqual({ passed: 0, failed: 0 });
  });
});

describe('listFailures', () => {
  it('names each failed vitest test with its file and first error line, and a file that failed outside its tests', () => {
    expect(listFailures(vitestReport, 'vitest', ROOT, vitestLog)).toEqual([
      {
        where: 'cms/tests/booking-api.test.ts',
        title: 'booking api books the last free time',
        error: 'AssertionError: expected 409 to be 201',
      },
      {
        where: 'cms/tests/retention.test.ts',
        title: '(the whole file)',
        error: 'Error: Hook timed out in 180000ms.',
      },
    ]);
  });

  it("leaves a file's error empty when the report has none and no log was kept", () => {
    expect(listFailures(vitestReport, 'vitest', ROOT).at(-1)).toMatchObject({ title: '(the whole file)', error: '' });
  });

  it('names each failed Playwright test by project and describe block, with the last try’s error, without colours', () => {
    expect(listFailures(playwrightReport, 'playwright', ROOT)).toEqual([
      {
        where: 'e2e/public/contact.spec.ts:47',
        title: '[arabic] › [CONTACT]: the contact form › a valid message reaches the CMS',
        error: 'Error: expect(locator).toBeVisible() failed',
      },
    ]);
  });
});

describe('listFlakyTests', () => {
  it('names each Playwright test that failed and then passed on its retry, with the failed try’s error', () => {
    expect(listFlakyTests(playwrightReport, 'playwright', ROOT)).toEqual([
      {
        where: 'e2e/public/contact.spec.ts:9',
        title: '[english] › [CONTACT]: the contact form › an empty form sends nothing',
        error: 'x',
      },
    ]);
  });

  it('finds none in a vitest report, which has no retries', () => {
    expect(listFlakyTests(vitestReport, 'vitest', ROOT)).toEqual([]);
  });
});

describe('readTestReport', () => {
  it('reads a report file, and takes a missing one as nothing run', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'clinic-reports-'));
    const file = path.join(folder, 'unit.json');
    writeFileSync(file, JSON.stringify(vitestReport));
    expect(readTestReport({ file, kind: 'vitest' }, ROOT)).toMatchObject({
      counts: { passed: 2, failed: 1 },
      failures: [{ where: 'cms/tests/booking-api.test.ts' }, { where: 'cms/tests/retention.test.ts' }],
    });
    expect(readTestReport({ file: path.join(folder, 'none.json'), kind: 'vitest' }, ROOT)).toEqual({
      counts: { passed: 0, failed: 0 },
      failures: [],
      flaky: [],
    });
  });
});
