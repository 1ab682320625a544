import { defineConfig } from 'tsup';

export default defineConfig({
  // `messages`, `cairo-time` and `opening-hours` are also entries of their own: browser code that
  // only needs the message keys or Cairo time imports `@clinic/domain/messages` (or `/cairo-time`,
  // `/opening-hours`), and so does not pull zod (about 45 kB gzip) into the page.
  entry: ['src/index.ts', 'src/messages.ts', 'src/cairo-time.ts', 'src/opening-hours.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'node20',
});
