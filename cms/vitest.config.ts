import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // One real CMS serves every file; files run one after another so the 2 cores stay with the server.
    fileParallelism: false,
  },
});
