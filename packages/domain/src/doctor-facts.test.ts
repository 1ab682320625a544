import { describe, expect, it } from 'vitest';
import { isDoctorGender, SPOKEN_LANGUAGES, ZSpokenLanguagesSchema } from './doctor-facts';

describe('ZSpokenLanguagesSchema', () => {
  it('keeps known languages once each, in the list order', () => {
    expect(ZSpokenLanguagesSchema.parse(['english', 'arabic'])).toEqual(['arabic', 'english']);
    expect(ZSpokenLanguagesSchema.parse([])).toEqual([]);
    expect(ZSpokenLanguagesSchema.parse([...SPOKEN_LANGUAGES].reverse())).toEqual([...SPOKEN_LANGUAGES]);
  });

  it('refuses what is not a list of known languages, or names one twice', () => {
    for (const value of [['arabic', 'arabic'], ['klingon'], 'arabic', [1], null, { arabic: true }, ['Arabic']]) {
      expect(ZSpokenLanguagesSchema.safeParse(value).success).toBe(false);
    }
  });
});

describe('isDoctorGender', () => {
  it('knows female and male only', () => {
    expect(isDoctorGender('female')).toBe(true);
    expect(isDoctorGender('male')).toBe(true);
    for (const value of ['Female', '', null, undefined, 1]) expect(isDoctorGender(value)).toBe(false);
  });
});
