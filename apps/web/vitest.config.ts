import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The `@/*` path of tsconfig.json, for modules under test that import app code (route handlers).
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // next-intl's navigation imports `next/navigation` without an extension, which Node's ESM loader
    // cannot find; bundled by Vite it resolves, so the site's real paths can be tested.
    server: { deps: { inline: ['next-intl'] } },
    // A route handler's test has no request to read a visitor's address from: with the proxy secret
    // of a developer's .env (which `npm start` writes and `npm test` passes on), the visitor client
    // asked next/headers outside a request and each route answered 503 (4 tests failed after npm start).
    env: { WEB_PROXY_SECRET: '' },
  },
});
