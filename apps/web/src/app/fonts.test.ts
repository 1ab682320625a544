import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARABIC_FACE_RANGES, CUT_FONT_FILES, PAGE_FONT_FILES, PRELOADED_FONT_FILES } from './fonts';

const GLOBALS_CSS = readFileSync(path.join(import.meta.dirname, 'globals.css'), 'utf8');
const REPOSITORY = path.join(import.meta.dirname, '..', '..', '..', '..');
/** Every Arabic-script block Unicode has: letters a page could hold that the cut faces may lack. */
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu;

const isKept = (character: string) => {
  const codePoint = character.codePointAt(0) ?? -1;
  return ARABIC_FACE_RANGES.some(([first, last]) => codePoint >= first && codePoint <= last);
};

/** 'U+0600-06FF' → [0x600, 0x6ff]; 'U+0020' → [0x20, 0x20]. */
const parseUnicodeRange = (declaration: string) =>
  declaration.split(',').map((part) => {
    const [first = '', last = first] = part.trim().replace(/^U\+/i, '').split('-');
    return [Number.parseInt(first, 16), Number.parseInt(last, 16)] as const;
  });

const filesUnder = (folder: string, extensions: readonly string[]): string[] =>
  readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return filesUnder(file, extensions);
    return extensions.some((extension) => name.endsWith(extension)) ? [file] : [];
  });

describe('the faces of an Arabic page, cut to what the site writes', () => {
  it('declare in globals.css exactly the characters the served files keep', () => {
    for (const file of Object.keys(CUT_FONT_FILES)) {
      const face = GLOBALS_CSS.split('@font-face').find((block) => block.includes(`/fonts/${file}`));
      const declared = /unicode-range:\s*([^;]+);/.exec(face ?? '')?.[1];
      expect(declared, file).toBeDefined();
      expect(parseUnicodeRange(declared ?? '')).toEqual(ARABIC_FACE_RANGES);
    }
  });

  it('are the faces an Arabic page preloads, cut from the whole TrueType font', () => {
    expect(Object.keys(CUT_FONT_FILES).sort()).toEqual([...PRELOADED_FONT_FILES.rtl].sort());
    for (const file of PRELOADED_FONT_FILES.rtl) expect(PAGE_FONT_FILES[file]).toMatch(/\.ttf$/);
  });

  it('keep every character of the Arabic messages, and every Arabic one of the seeded content', () => {
    const missing = new Set<string>();
    const check = (text: string) => {
      for (const character of text)
        if (!isKept(character)) missing.add(`U+${character.codePointAt(0)?.toString(16).toUpperCase()}`);
    };
    const messages = JSON.parse(readFileSync(path.join(REPOSITORY, 'apps', 'web', 'messages', 'ar.json'), 'utf8'));
    JSON.stringify(messages, (_key, value: unknown) => {
      if (typeof value === 'string') check(value.replaceAll('\n', ' '));
      return value;
    });
    for (const source of filesUnder(path.join(REPOSITORY, 'cms', 'src', 'seed'), ['.ts', '.json'])) {
      check([...readFileSync(source, 'utf8').matchAll(ARABIC_SCRIPT)].map(([character]) => character).join(''));
    }
    expect([...missing]).toEqual([]);
  });
});
