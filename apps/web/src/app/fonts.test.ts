import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ARABIC_FACE_RANGE,
  CUT_FONT_FILES,
  LATIN_FACE_RANGE,
  PAGE_FONT_FILES,
  PRELOADED_FONT_FILES,
  parseUnicodeRange,
} from './fonts';

const GLOBALS_CSS = readFileSync(path.join(import.meta.dirname, 'globals.css'), 'utf8');
const REPOSITORY = path.join(import.meta.dirname, '..', '..', '..', '..');
/** Every Arabic-script block Unicode has: letters a page could hold that the cut faces may lack. */
const ARABIC_BLOCKS = '\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFC';
const ARABIC_SCRIPT = new RegExp(`[${ARABIC_BLOCKS}]`, 'gu');
/** What an English page draws in Inter: any character but a space, a line end and Arabic script. */
const OUTSIDE_ARABIC_SCRIPT = new RegExp(`[^ \\n${ARABIC_BLOCKS}]`, 'gu');
/**
 * What an English page's text holds that Inter's Latin file has no glyph for, drawn by the fallback
 * face as it always was: the staff history's arrow between a value and the next.
 */
const DRAWN_BY_THE_FALLBACK = /→/gu;

/** The characters of `text` a face keeping the unicode-range `range` lacks, as U+ code points. */
const missingFrom = (range: string, text: string) => {
  const ranges = parseUnicodeRange(range);
  return [...text].flatMap((character) => {
    const codePoint = character.codePointAt(0) ?? -1;
    const kept = ranges.some(([first, last]) => codePoint >= first && codePoint <= last);
    return kept ? [] : [`U+${codePoint.toString(16).toUpperCase()}`];
  });
};

/** Every string of a language's message file, one after another. */
const messageText = (language: 'en' | 'ar') => {
  const strings: string[] = [];
  const messages = JSON.parse(
    readFileSync(path.join(REPOSITORY, 'apps', 'web', 'messages', `${language}.json`), 'utf8'),
  );
  JSON.stringify(messages, (_key, value: unknown) => {
    if (typeof value === 'string') strings.push(value.replaceAll('\n', ' '));
    return value;
  });
  return strings.join(' ');
};

const filesUnder = (folder: string, extensions: readonly string[]): string[] =>
  readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return filesUnder(file, extensions);
    return extensions.some((extension) => name.endsWith(extension)) ? [file] : [];
  });

/** The characters of `text` that `pattern` matches. */
const matching = (pattern: RegExp, text: string) =>
  [...text.matchAll(pattern)].map(([character]) => character).join('');

/** The seeded content's characters that `pattern` matches, every file's. */
const seededCharacters = (pattern: RegExp) =>
  filesUnder(path.join(REPOSITORY, 'cms', 'src', 'seed'), ['.ts', '.json'])
    .map((source) => matching(pattern, readFileSync(source, 'utf8')))
    .join('');

describe('the faces a page preloads, cut to what the site writes', () => {
  it('declare in globals.css exactly the characters the served files keep', () => {
    for (const [file, range = ''] of Object.entries(CUT_FONT_FILES)) {
      const face = GLOBALS_CSS.split('@font-face').find((block) => block.includes(`/fonts/${file}`));
      const declared = /unicode-range:\s*([^;]+);/.exec(face ?? '')?.[1];
      expect(declared, file).toBeDefined();
      expect(parseUnicodeRange(declared ?? '')).toEqual(parseUnicodeRange(range));
    }
  });

  it("are both languages' preloaded faces, an Arabic page's cut from the whole TrueType font", () => {
    expect(Object.keys(CUT_FONT_FILES).sort()).toEqual(
      [...PRELOADED_FONT_FILES.ltr, ...PRELOADED_FONT_FILES.rtl].sort(),
    );
    for (const file of PRELOADED_FONT_FILES.rtl) expect(PAGE_FONT_FILES[file]).toMatch(/\.ttf$/);
  });

  it('keep every character of the Arabic messages, and every Arabic one of the seeded content, on an Arabic page', () => {
    expect(missingFrom(ARABIC_FACE_RANGE, messageText('ar') + seededCharacters(ARABIC_SCRIPT))).toEqual([]);
  });

  // The English pages' one Arabic word, the language switch's, is drawn by the device's Arabic font.
  it('keep every character outside Arabic script of the English messages and the seeded content, on an English page', () => {
    const englishText = matching(OUTSIDE_ARABIC_SCRIPT, messageText('en')) + seededCharacters(OUTSIDE_ARABIC_SCRIPT);
    expect(missingFrom(LATIN_FACE_RANGE, englishText.replaceAll(DRAWN_BY_THE_FALLBACK, ''))).toEqual([]);
  });
});

describe('parseUnicodeRange', () => {
  it('reads single code points and ranges, as CSS writes them', () => {
    expect(parseUnicodeRange('U+0600-06FF, u+0670,U+1F600')).toEqual([
      [0x600, 0x6ff],
      [0x670, 0x670],
      [0x1f600, 0x1f600],
    ]);
  });

  it.each(['U+0600–06FF', 'U+4??', 'U+06FF-0600', '0600-06FF', 'U+', ''])('refuses %j', (range) => {
    expect(() => parseUnicodeRange(range)).toThrow('Not a unicode-range');
  });
});
