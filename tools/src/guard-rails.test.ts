import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  compareDuplicates,
  compareWithBaseline,
  countDuplicatedLines,
  countEnvironmentReads,
  countLines,
  findBoundaryImports,
  findLongFunctions,
  isCheckedFile,
  listCheckedFiles,
  shrinkBaseline,
  shrinkDuplicates,
} from './guard-rails';

const body = (lines: number) =>
  Array.from({ length: lines }, (_, index) => `  const step${index} = ${index};`).join('\n');

describe('findLongFunctions', () => {
  it('names each function, component and method over the limit by where it is defined', () => {
    const text = [
      `export function bookVisit() {\n${body(5)}\n}`,
      `export const StaffList = () => {\n${body(120)}\n};`,
      `class Outbox {\n  deliver() {\n${body(101)}\n  }\n}`,
      `const handlers = { cancel: function () {\n${body(99)}\n} };`,
    ].join('\n');
    expect(findLongFunctions(text, 'apps/web/src/x.tsx')).toEqual([
      { name: 'StaffList', lines: 122 },
      { name: 'deliver', lines: 103 },
      { name: 'cancel', lines: 101 },
    ]);
  });

  it('leaves a test file’s describe blocks alone but counts a long test', () => {
    const text = `describe('booking', () => {\n  it('books', async () => {\n${body(110)}\n  });\n${body(50)}\n});`;
    expect(findLongFunctions(text, 'cms/tests/booking.test.ts')).toEqual([{ name: 'callback of it', lines: 112 }]);
  });

  it('takes the CMS suite’s describe for one database pass for a group too', () => {
    for (const grouping of ['describeOnce', 'describeOnPostgres']) {
      const text = `${grouping}('mail', () => {\n  it('sends', async () => {\n${body(20)}\n  });\n${body(110)}\n});`;
      expect(findLongFunctions(text, 'cms/tests/mail.test.ts')).toEqual([]);
    }
  });
});

describe('findBoundaryImports', () => {
  it('finds a migration importing cms/src and a use case (booking, messages, the front desk, statistics) importing Strapi’s api folders', () => {
    const migration = "import type { Knex } from 'knex';\nimport { OUTBOX_TABLE } from '../../src/messages/outbox';";
    expect(findBoundaryImports(migration, 'cms/database/migrations/2026.11.25.patient-messages.ts')).toEqual([
      'a migration imports cms/src: cms/src/messages/outbox',
    ]);
    const rule = "import { staff } from '../api/appointment/services/staff';\nconst x = await import('./doctor-time');";
    for (const file of [
      'cms/src/booking/move.ts',
      'cms/src/front-desk/call-list.ts',
      'cms/src/statistics/figures.ts',
    ]) {
      expect(findBoundaryImports(rule, file)).toEqual([
        'a use case imports cms/src/api: cms/src/api/appointment/services/staff',
      ]);
    }
    expect(findBoundaryImports(rule, 'cms/src/staff/move.ts')).toEqual([]);
    expect(findBoundaryImports("import { z } from 'zod';", 'cms/database/migrations/a.ts')).toEqual([]);
  });
});

describe('countEnvironmentReads', () => {
  it('counts the code’s reads of process.env outside the configuration module, not a comment’s or a string’s', () => {
    const text =
      "const port = process.env.PORT;\nconst { SECRET } = process.env;\n// reads process.env once\nconst words = 'process.env';\n";
    expect(countEnvironmentReads(text, 'cms/src/booking/rate-limit.ts')).toBe(2);
    for (const module of ['apps/web/src/env.ts', 'cms/src/environment.ts', 'tools/src/env.ts']) {
      expect(countEnvironmentReads(text, module)).toBe(0);
    }
  });

  it('takes NEXT_RUNTIME, which Next writes into each bundle as it builds, for a constant', () => {
    const text = "if (process.env.NEXT_RUNTIME !== 'nodejs') return;\nconst runtime = process.env.RUNTIME;\n";
    expect(countEnvironmentReads(text, 'apps/web/src/instrumentation.ts')).toBe(1);
  });
});

describe('isCheckedFile and countLines', () => {
  it('reads code and tests, not declarations, generated types, build output or seed content', () => {
    expect(isCheckedFile('apps/web/src/app/[lang]/page.tsx')).toBe(true);
    expect(isCheckedFile('tools/src/load.ts')).toBe(true);
    expect(isCheckedFile('tools/src/postgres.d.mts')).toBe(false);
    expect(isCheckedFile('cms/types/generated/contentTypes.d.ts')).toBe(false);
    expect(isCheckedFile('cms/src/seed/content/doctors.ts')).toBe(false);
    expect(isCheckedFile('cms/src/bootstrap/editor-fields.ts')).toBe(false);
    expect(isCheckedFile('apps/web/messages/ar.json')).toBe(false);
  });

  it('lists the checked files of the tree: a new one before it is added too, never an ignored one', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'clinic-rails-'));
    try {
      const write = (file: string) => {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        writeFileSync(path.join(root, file), 'export const a = 1;\n');
      };
      execFileSync('git', ['init', '-q'], { cwd: root });
      for (const file of ['.gitignore', 'tools/src/kept.ts', 'tools/src/added.ts', 'tools/dist/built.js']) write(file);
      writeFileSync(path.join(root, '.gitignore'), 'dist/\n');
      execFileSync('git', ['add', '.gitignore', 'tools/src/kept.ts'], { cwd: root });
      expect(listCheckedFiles(root).sort()).toEqual(['tools/src/added.ts', 'tools/src/kept.ts']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('counts a last line with or without its newline once', () => {
    expect(countLines('a\nb\n')).toBe(2);
    expect(countLines('a\nb')).toBe(2);
  });
});

describe('the baseline', () => {
  const baseline = {
    'file lines': { 'cms/src/messages/outbox.ts': 555, 'tools/src/commands/load.ts': 386 },
    duplicates: { 'a.ts': 20 },
  };

  it('fails on a new violation and on more of one, and tells what shrank', () => {
    const found = {
      'file lines': {
        'cms/src/messages/outbox.ts': 556,
        'tools/src/commands/load.ts': 300,
        'apps/web/src/new.ts': 301,
      },
      duplicates: { 'a.ts': 12 },
    };
    expect(compareWithBaseline(found, baseline)).toEqual({
      grown: [
        { rule: 'file lines', key: 'cms/src/messages/outbox.ts', was: 555, now: 556 },
        { rule: 'file lines', key: 'apps/web/src/new.ts', was: 0, now: 301 },
      ],
      shrunk: [
        { rule: 'file lines', key: 'tools/src/commands/load.ts', was: 386, now: 300 },
        { rule: 'duplicates', key: 'a.ts', was: 20, now: 12 },
      ],
    });
  });

  it('only ever shrinks: lowered where counts fell, never raised, fixed entries dropped', () => {
    const found = { 'file lines': { 'cms/src/messages/outbox.ts': 600, 'apps/web/src/new.ts': 301 }, duplicates: {} };
    expect(shrinkBaseline(found, baseline)).toEqual({
      'file lines': { 'cms/src/messages/outbox.ts': 555 },
      duplicates: {},
    });
  });

  it('counts each file’s duplicated lines once, whichever file jscpd names as the partner', () => {
    const side = (file: string, start: number, end: number) => ({ file, start, end });
    expect(
      countDuplicatedLines([
        { first: side('b.ts', 1, 10), second: side('a.ts', 5, 14) },
        { first: side('a.ts', 10, 20), second: side('c.ts', 3, 13) },
        { first: side('a.ts', 30, 35), second: side('a.ts', 40, 45) },
      ]),
    ).toEqual({ 'b.ts': 10, 'a.ts': 16 + 6 + 6, 'c.ts': 11 });
  });

  it('lets one file’s duplicated lines rise, a new file’s too, while their sum does not', () => {
    const listed = { 'a.ts': 20, 'b.ts': 10 };
    expect(compareDuplicates({ 'a.ts': 24, 'b.ts': 2, 'new.ts': 2 }, listed)).toEqual({
      grown: [],
      shrunk: [{ rule: 'duplicates', key: 'all files', was: 30, now: 28 }],
    });
    expect(compareDuplicates({ 'a.ts': 20, 'b.ts': 4, 'new.ts': 7 }, listed)).toEqual({
      grown: [{ rule: 'duplicates', key: 'all files', was: 30, now: 31 }],
      shrunk: [],
    });
  });

  it('takes today’s duplicated lines once their sum fell, and keeps the baseline otherwise', () => {
    const listed = { 'a.ts': 20, 'b.ts': 10, 'c.ts': 5 };
    expect(shrinkDuplicates({ 'b.ts': 2, 'a.ts': 24, 'new.ts': 1 }, listed)).toEqual({
      'a.ts': 24,
      'b.ts': 2,
      'new.ts': 1,
    });
    expect(shrinkDuplicates({ 'a.ts': 30, 'b.ts': 5 }, listed)).toBe(listed);
  });
});
