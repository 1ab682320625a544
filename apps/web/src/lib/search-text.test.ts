import { describe, expect, it } from 'vitest';
import { matchesSearch, normalizeSearchText } from './search-text';

describe('normalizeSearchText', () => {
  it('folds alef forms, taa marbuta and alef maqsura', () => {
    expect(normalizeSearchText('أإآٱ')).toBe('اااا');
    expect(normalizeSearchText('الأذنة')).toBe('الاذنه');
    expect(normalizeSearchText('مستشفى')).toBe('مستشفي');
  });

  it('strips Arabic diacritics, tatweel and Latin accents, and lower-cases', () => {
    expect(normalizeSearchText('الْأُذُن')).toBe('الاذن');
    expect(normalizeSearchText('طـــب')).toBe('طب');
    expect(normalizeSearchText('Café SINUS')).toBe('cafe sinus');
  });

  it('folds a hamza typed as a separate combining mark like the composed letter', () => {
    expect(normalizeSearchText('ا\u0654ذن')).toBe('اذن');
  });
});

describe('matchesSearch', () => {
  const title = 'علاج التهاب الأذن الوسطى عند الأطفال';

  it('matches without hamza, diacritics or with another alef maqsura spelling', () => {
    expect(matchesSearch(title, 'الاذن')).toBe(true);
    expect(matchesSearch(title, 'الوسطي')).toBe(true);
    expect(matchesSearch(title, 'الْأَطْفَال')).toBe(true);
  });

  it('needs every word, in any order', () => {
    expect(matchesSearch(title, 'الاطفال علاج')).toBe(true);
    expect(matchesSearch(title, 'علاج الانف')).toBe(false);
  });

  it('is case-insensitive and treats an empty query as a match', () => {
    expect(matchesSearch('Hearing loss in children', 'HEARING')).toBe(true);
    expect(matchesSearch('Hearing loss', '   ')).toBe(true);
  });
});
