import { defineConfig } from 'tsup';

export default defineConfig({
  // `messages`, `cairo-time`, `cairo-format`, `opening-hours`, `calendar-date`, `identifiers` and
  // `consultation-fee` are also entries of their own: browser code that only needs the message keys,
  // Cairo time (or only its words), a date's or an id's shape, a fee's words or a phone number's kind imports
  // `@clinic/domain/messages` (or `/cairo-time`, `/cairo-format`, `/opening-hours`, `/calendar-date`,
  // `/identifiers`, `/consultation-fee`, `/phone`), and so does not pull zod (about 45 kB gzip) into the page.
  entry: [
    'src/index.ts',
    'src/messages.ts',
    'src/cairo-time.ts',
    'src/cairo-format.ts',
    'src/opening-hours.ts',
    'src/calendar-date.ts',
    'src/identifiers.ts',
    'src/consultation-fee.ts',
    'src/phone.ts',
    // The calendar file brings `ics`: only the confirmation's download and the CMS's messages need it.
    'src/booking-calendar.ts',
  ],
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'node20',
});
