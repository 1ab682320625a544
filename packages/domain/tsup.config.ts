import { defineConfig } from 'tsup';

export default defineConfig({
  // `messages` is also its own entry: browser code that only needs the message keys imports
  // `@clinic/domain/messages` and so does not pull zod (about 45 kB gzip) into the page.
  entry: ['src/index.ts', 'src/messages.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'node20',
});
