import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findServerActionId } from './server-actions';

describe('findServerActionId', () => {
  // The shape Next 16 writes to .next/server/server-reference-manifest.json.
  const webDir = mkdtempSync(path.join(tmpdir(), 'clinic-actions-'));
  mkdirSync(path.join(webDir, '.next', 'server'), { recursive: true });
  const entry = (exportedName: string, filename: string) => ({ workers: {}, layer: {}, exportedName, filename });
  writeFileSync(
    path.join(webDir, '.next', 'server', 'server-reference-manifest.json'),
    JSON.stringify({
      node: {
        '40aa': entry('loadAvailability', 'apps/web/src/app/[lang]/(default)/booking/actions.ts'),
        '40bb': entry('bookAppointment', 'apps/web/src/app/[lang]/(default)/booking/actions.ts'),
        '60cc': entry('bookAppointment', 'apps/web/src/app/[lang]/(default)/booking-old/actions.ts'),
      },
      edge: {},
    }),
  );
  afterAll(() => rmSync(webDir, { recursive: true, force: true }));

  it('finds an action by its file and export name', () => {
    expect(findServerActionId('(default)/booking/actions.ts', 'bookAppointment', webDir)).toBe('40bb');
    expect(findServerActionId('(default)/booking/actions.ts', 'loadAvailability', webDir)).toBe('40aa');
  });

  it('says which action it could not find', () => {
    expect(() => findServerActionId('(default)/booking/actions.ts', 'cancelBooking', webDir)).toThrow(
      /No server action cancelBooking/,
    );
  });
});
