import { readToolsEnv } from '@clinic/tools/env';
import { defineConfig, devices } from '@playwright/test';

const { BASE_URL: baseURL, CI, CHROMIUM_PATH } = readToolsEnv();
if (!baseURL) throw new Error('BASE_URL is not set: run the e2e tests through `npm test`, which starts the servers.');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  forbidOnly: Boolean(CI),
  // CI gives a failed test one more try: on two loaded cores, Strapi's admin panel has drawn a form
  // late enough to time out a test that passes alone. A test that passes only on its retry passes the
  // run and is named under the summary ('Passed on a retry'); one that fails twice fails it.
  retries: CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'english', use: { ...devices['Desktop Chrome'], locale: 'en-US', channel: undefined } },
    { name: 'arabic', use: { ...devices['Desktop Chrome'], locale: 'ar-EG', channel: undefined } },
  ],
});
