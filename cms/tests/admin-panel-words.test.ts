import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DOCTOR_GENDERS, SPOKEN_LANGUAGES } from '@clinic/domain';
import { expect, it } from 'vitest';
import { describeOnce } from './support/database-passes';
import { EDITOR_FIELDS } from '../src/bootstrap/editor-fields';
import { EDITOR_SUBJECTS } from './support/cms-editor';

const CMS_DIR = path.resolve(import.meta.dirname, '..');
const fromStrapi = createRequire(createRequire(import.meta.url).resolve('@strapi/strapi/package.json'));
const fromAdmin = createRequire(fromStrapi.resolve('@strapi/admin/package.json'));
const { parse } = createRequire(fromAdmin.resolve('react-intl/package.json'))('@formatjs/icu-messageformat-parser') as {
  parse: (message: string, options: { ignoreTag: boolean }) => MessagePart[];
};
type MessagePart = { type: number; value?: string; options?: Record<string, { value: MessagePart[] }> };

/**
 * The parts of the panel an editor meets while writing, and the prefix their strings carry once
 * merged. The media library (`@strapi/upload`) ships no Arabic of Strapi's at all: every one of its
 * strings is ours, so it is covered like the rest.
 */
const STRAPI_PARTS = [
  { name: '@strapi/admin', dir: 'dist/admin/admin/src/translations', prefix: '' },
  { name: '@strapi/content-manager', dir: 'dist/admin/translations', prefix: 'content-manager.' },
  { name: '@strapi/i18n', dir: 'dist/admin/translations', prefix: 'i18n.' },
  { name: '@strapi/upload', dir: 'dist/admin/translations', prefix: 'upload.' },
];

const readStrapiStrings = async (language: 'en' | 'ar') => {
  const strings: Record<string, string> = {};
  for (const part of STRAPI_PARTS) {
    const file = path.join(
      path.dirname(fromStrapi.resolve(`${part.name}/package.json`)),
      part.dir,
      `${language}.json.mjs`,
    );
    const loaded = await import(pathToFileURL(file).href).catch(() => ({ default: {} }));
    for (const [id, message] of Object.entries(loaded.default as Record<string, string>)) {
      strings[`${part.prefix}${id}`] = message;
    }
  }
  return strings;
};

const ours = JSON.parse(readFileSync(path.join(CMS_DIR, 'src/admin/translations/ar.json'), 'utf8')) as Record<
  string,
  string
>;

/** A message's placeholders and tags, the parts a translation must keep. */
const argumentsOf = (message: string) => {
  const names = new Set<string>();
  const visit = (parts: MessagePart[]) => {
    for (const part of parts) {
      // 0 is plain text and 7 a `#` in a plural; every other part names an argument or a tag.
      if (part.type !== 0 && part.type !== 7 && part.value) names.add(`${part.type}:${part.value}`);
      for (const option of Object.values(part.options ?? {})) visit(option.value);
    }
  };
  visit(parse(message, { ignoreTag: false }));
  return [...names].sort();
};

describeOnce('[CMS]: the admin panel’s words for editors', () => {
  it('has an Arabic string, Strapi’s or ours, for every string of the panel, the Content Manager, the language picker and the media library', async () => {
    const english = await readStrapiStrings('en');
    const arabic = { ...(await readStrapiStrings('ar')), ...ours };
    const missing = Object.keys(english).filter((id) => !(id in arabic));
    expect(missing).toEqual([]);
  });

  it('keeps every placeholder and tag of the English in our Arabic strings', async () => {
    const english = await readStrapiStrings('en');
    for (const [id, message] of Object.entries(ours)) {
      const original = english[id];
      if (original === undefined) continue;
      expect([id, argumentsOf(message)]).toEqual([id, argumentsOf(original)]);
    }
  });

  it('labels every field of every type an editor works with, in both languages', () => {
    expect(Object.keys(EDITOR_FIELDS).sort()).toEqual([...EDITOR_SUBJECTS].sort());
    for (const uid of EDITOR_SUBJECTS) {
      const [api, type] = uid.replace('api::', '').split('.');
      const schema = JSON.parse(
        readFileSync(path.join(CMS_DIR, `src/api/${api}/content-types/${type}/schema.json`), 'utf8'),
      ) as { attributes: Record<string, unknown> };
      const presentation = EDITOR_FIELDS[uid];
      expect([uid, Object.keys(presentation?.fields ?? {}).sort()]).toEqual([
        uid,
        Object.keys(schema.attributes).sort(),
      ]);
      for (const field of Object.values(presentation?.fields ?? {})) {
        expect(field.label.en).not.toBe('');
        expect(field.label.ar).toMatch(/[\u0600-\u06FF]/);
      }
    }
  });
});

describeOnce('[CMS]: the panel’s words for a doctor’s facts', () => {
  it('offers exactly the genders and languages the site words, in the site’s order', () => {
    const doctor = EDITOR_FIELDS['api::doctor.doctor']?.fields;
    const schema = JSON.parse(
      readFileSync(path.join(CMS_DIR, 'src/api/doctor/content-types/doctor/schema.json'), 'utf8'),
    ) as { attributes: { gender: { enum: string[] } } };
    expect(Object.keys(doctor?.gender?.options ?? {})).toEqual([...DOCTOR_GENDERS]);
    expect(schema.attributes.gender.enum).toEqual([...DOCTOR_GENDERS]);
    expect(Object.keys(doctor?.languages?.options ?? {})).toEqual([...SPOKEN_LANGUAGES]);
  });
});
