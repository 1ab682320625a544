import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // One real CMS serves every file; files run one after another so the 2 cores stay with the server.
    fileParallelism: false,
    // The files share one module graph: nothing in them mocks or keeps state in a module, and loading
    // the support code (pg, better-sqlite3, zod, the test servers) once instead of per file saves
    // most of a minute per pass.
    isolate: false,
  },
});
