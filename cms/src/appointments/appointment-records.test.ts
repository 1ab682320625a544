import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE_DIR = path.resolve(__dirname, '..');
const OWNER_DIR = path.join(SOURCE_DIR, 'appointments');

/** What only the appointments module may name: the stored types and their tables, the history's table. */
const STORAGE_NAMES = [
  /['"]api::appointment\.appointment(-note)?['"]/,
  /['"`]appointment_events['"`]/,
  /['"`]appointments(_\w+)?['"`]/,
  /['"`]appointment_notes\w*['"`]/,
];

/**
 * Files outside the module that name the appointment type for a reason other than reading or writing
 * it: Strapi's own controller, router and service for the type (its content API, which the
 * permissions keep to staff), and the admin roles that may not touch patient data in the Content Manager.
 */
const NAMING_ONLY = new Set(
  [
    'api/appointment/controllers/appointment.ts',
    'api/appointment/routes/appointment.ts',
    'api/appointment/services/appointment.ts',
    'bootstrap/admin-roles.ts',
  ].map((file) => path.join(SOURCE_DIR, file)),
);

/** The code under src/, its tests left out, as absolute paths. */
const listSources = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts'))
    .map((name) => path.join(dir, name));

describe('[CMS]: appointments have one owner', () => {
  it('no code outside src/appointments/ reads or writes the appointment tables, their history or their notes', () => {
    const trespassers = listSources(SOURCE_DIR)
      .filter((file) => !file.startsWith(`${OWNER_DIR}${path.sep}`) && !NAMING_ONLY.has(file))
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return STORAGE_NAMES.filter((name) => name.test(text)).map(
          (name) => `${path.relative(SOURCE_DIR, file)}: ${name.source}`,
        );
      });
    expect(trespassers).toEqual([]);
  });

  it('finds what it looks for: the module itself names every one of them', () => {
    const own = listSources(OWNER_DIR)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    expect(STORAGE_NAMES.slice(0, 2).filter((name) => !name.test(own))).toEqual([]);
  });
});
