import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseServerEnv, WEB_SETTINGS } from '../../apps/web/src/env';
import { CMS_SETTINGS, parseCmsEnvironment } from '../../cms/src/environment';
import { GENERATED_VARIABLES, HANDED_DOWN_VARIABLES, parseToolsEnv, ROOT, TOOL_SETTINGS } from './env';

type ListedVariable = { name: string; value: string; comment: string[] };

/** `.env.example`'s variables, each with the comment lines right above it (a section's rule is not one). */
const readExample = (): ListedVariable[] => {
  const listed: ListedVariable[] = [];
  let comment: string[] = [];
  for (const line of readFileSync(path.join(ROOT, '.env.example'), 'utf8').split('\n')) {
    const variable = /^([A-Za-z0-9_]+)=(.*)$/.exec(line);
    if (variable) {
      listed.push({ name: variable[1] ?? '', value: variable[2] ?? '', comment });
      comment = [];
    } else if (line.startsWith('#') && !line.startsWith('# ───')) {
      comment.push(line.slice(1).trim());
    } else {
      comment = [];
    }
  }
  return listed;
};

const listed = readExample();
const names = listed.map((variable) => variable.name);
const read = new Set([...WEB_SETTINGS, ...CMS_SETTINGS, ...TOOL_SETTINGS]);
const isGenerated = (variable: ListedVariable) =>
  variable.value.split(',').includes('generated') || GENERATED_VARIABLES.includes(variable.name);

describe('[TOOLS]: .env.example against the three configuration modules', () => {
  it('lists every variable the web app, the CMS and the tools read, once', () => {
    expect([...read].filter((name) => !names.includes(name))).toEqual([]);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('lists nothing that no module reads, nor what npm and `npm test` hand down to their processes', () => {
    expect(names.filter((name) => !read.has(name))).toEqual([]);
    expect(HANDED_DOWN_VARIABLES.filter((name) => !read.has(name) && names.includes(name))).toEqual([]);
  });

  it('says what each variable is on the lines above it', () => {
    expect(listed.filter((variable) => variable.comment.join(' ').length < 12).map(({ name }) => name)).toEqual([]);
  });

  it('marks as (generated) exactly the secrets `npm start` writes fresh values into', () => {
    const marked = listed.filter((variable) => variable.comment.join(' ').includes('(generated)'));
    expect(marked.map(({ name }) => name).sort()).toEqual(
      listed
        .filter(isGenerated)
        .map(({ name }) => name)
        .sort(),
    );
  });

  it('is, as it stands, a configuration each module accepts', () => {
    const example = Object.fromEntries(listed.map(({ name, value }) => [name, value]));
    expect(() => parseServerEnv(example)).not.toThrow();
    expect(() => parseCmsEnvironment(example)).not.toThrow();
    expect(() => parseToolsEnv(example)).not.toThrow();
  });
});
