import { defineConfig } from 'tsup';

export default defineConfig({
  // `messages` and `cairo-time` are also entries of their own: browser code that only needs the
  // message keys or Cairo time imports `@clinic/domain/messages` or `/cairo-time`, and so does not
  // pull zod (about 45 kB gzip) into the page.
  entry: ['src/index.ts', 'src/messages.ts', 'src/cairo-time.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'node20',
});
