import { describe, expect, it } from 'vitest';
import { spaceBeforeOpeningBracket } from './bracket-spacing';

describe('spaceBeforeOpeningBracket', () => {
  it('puts a space between a word and the bracket after it, in both languages', () => {
    expect(spaceBeforeOpeningBracket('كلية الطب، جامعة القاهرة(2013)')).toBe('كلية الطب، جامعة القاهرة (2013)');
    expect(spaceBeforeOpeningBracket('MSc(London) and MD(Cairo)')).toBe('MSc (London) and MD (Cairo)');
    expect(spaceBeforeOpeningBracket('Fellowship 2019(ENT)')).toBe('Fellowship 2019 (ENT)');
  });

  it('leaves a bracket that already has its space, or starts the text, as it is', () => {
    expect(spaceBeforeOpeningBracket('MSc (London)')).toBe('MSc (London)');
    expect(spaceBeforeOpeningBracket('(ENT) fellowship')).toBe('(ENT) fellowship');
    expect(spaceBeforeOpeningBracket('MSc, (London)')).toBe('MSc, (London)');
  });
});
