import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES, getDirection, isLocale } from './locale';

describe('locale', () => {
  it('lists English and Arabic with English as default', () => {
    expect(LOCALES).toEqual(['en', 'ar']);
    expect(isLocale(DEFAULT_LOCALE)).toBe(true);
    expect(DEFAULT_LOCALE).toBe('en');
  });

  it.each([
    ['en', true],
    ['ar', true],
    ['fr', false],
    ['AR', false],
    ['ar-EG', false],
    ['', false],
    [undefined, false],
  ])('isLocale(%j) is %s', (value, expected) => {
    expect(isLocale(value)).toBe(expected);
  });

  it('reads Arabic right to left', () => {
    expect(getDirection('ar')).toBe('rtl');
    expect(getDirection('en')).toBe('ltr');
  });
});
