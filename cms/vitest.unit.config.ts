import { defineConfig } from 'vitest/config';

/**
 * The CMS's unit tests: pure code under src/ (the emails' words, for one), colocated as `*.test.ts`
 * and run with no CMS. The integration suite, against a real CMS, is vitest.config.ts.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
  },
});
