import { describe, expect, it } from 'vitest';
import { letterOfForm, shapeArabic } from './arabic-shaping';

/** Code points as U+XXXX, so a failure shows which form was picked (the forms look alike). */
const codePoints = (text: string) =>
  [...text].map((char) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`);

describe('shapeArabic', () => {
  it('joins a word: initial, medial and final forms', () => {
    // الحجز: alef isolated, lam initial, hah medial, jeem medial, zain final.
    expect(codePoints(shapeArabic('الحجز'))).toEqual(codePoints('\uFE8D\uFEDF\uFEA4\uFEA0\uFEB0'));
  });

  it.each([
    ['Arabic comma', '\u060C'],
    ['Arabic semicolon', '\u061B'],
    ['Arabic question mark', '\u061F'],
    ['Arabic full stop', '\u06D4'],
    ['Arabic percent sign', '\u066A'],
    ['Arabic-Indic digit', '\u0663'],
    ['Extended Arabic-Indic digit', '\u06F3'],
    ['Latin full stop', '.'],
  ])('ends a word in its final form before the %s, which does not join', (_name, mark) => {
    // عمانويل: the lam ends the word (final), whatever follows it.
    expect(codePoints(shapeArabic(`عمانويل${mark}`))).toEqual(
      codePoints(`\uFECB\uFEE4\uFE8E\uFEE7\uFEEE\uFEF3\uFEDE${mark}`),
    );
    // تم: the teh after the mark starts a new word (initial).
    expect(codePoints(shapeArabic(`${mark}تم`))).toEqual(codePoints(`${mark}\uFE97\uFEE2`));
  });

  it('keeps a single letter before a mark isolated', () => {
    expect(codePoints(shapeArabic('ب؟'))).toEqual(codePoints('\uFE8F\u061F'));
  });

  it('joins across vowel marks and tatweel', () => {
    // قريبًا: the beh stays medial with tanween fath between it and the alef.
    expect(codePoints(shapeArabic('قريبًا'))).toEqual(codePoints('\uFED7\uFEAE\uFEF3\uFE92\u064B\uFE8E'));
    expect(codePoints(shapeArabic('لـ'))).toEqual(codePoints('\uFEDF\u0640'));
  });

  it('leaves the lam-alef ligature to jsPDF, as lam initial and alef final', () => {
    expect(codePoints(shapeArabic('لا'))).toEqual(codePoints('\uFEDF\uFE8E'));
  });

  it('shapes the Persian letters Egyptian spellings borrow', () => {
    // ڤيكتور: veh initial (U+FB6C), then yeh medial.
    expect(codePoints(shapeArabic('ڤيكتور'))).toEqual(codePoints('\uFB6C\uFEF4\uFEDC\uFE98\uFEEE\uFEAD'));
  });

  it('leaves text without Arabic letters as it is', () => {
    expect(shapeArabic('ENT-20261124-AB12, +20 100 123 4567')).toBe('ENT-20261124-AB12, +20 100 123 4567');
  });
});

describe('letterOfForm', () => {
  it('reads each form shapeArabic draws back as its letter', () => {
    const written = 'عيادات النيل، ڤيكتور قريبًا';
    const read = [...shapeArabic(written)].map((char) => letterOfForm(char.charCodeAt(0)) ?? char).join('');
    expect(read).toBe(written);
  });

  it('knows no letter for a lam-alef ligature, nor for a letter or a Latin character', () => {
    expect([0xfefb, 0x0644, 0x0041].map(letterOfForm)).toEqual([undefined, undefined, undefined]);
  });
});
