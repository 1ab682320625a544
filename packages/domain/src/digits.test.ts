import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber, normalizeDigits } from './digits';

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';

describe('normalizeDigits', () => {
  it.each([
    ['٠١٢٣٤٥٦٧٨٩', '0123456789'],
    ['۰۱۲۳۴۵۶۷۸۹', '0123456789'],
    ['عمري ٤٢ سنة', 'عمري 42 سنة'],
    ['mixed ٣ and ۷ and 5', 'mixed 3 and 7 and 5'],
    ['no digits', 'no digits'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeDigits(input)).toBe(expected);
  });

  it('leaves letters adjacent to the digit blocks alone', () => {
    // U+065F and U+066A sit just before/after ٠-٩; U+06EF/U+06FA around ۰-۹.
    expect(normalizeDigits('\u065F\u066A\u06EF\u06FA')).toBe('\u065F\u066A\u06EF\u06FA');
  });

  const easternDigitString = fc.array(
    fc
      .integer({ min: 0, max: 9 })
      .chain((d) =>
        fc.constantFrom(
          { ascii: String(d), eastern: ARABIC_INDIC[d] as string },
          { ascii: String(d), eastern: PERSIAN[d] as string },
        ),
      ),
    { minLength: 1, maxLength: 20 },
  );

  it('maps every Arabic-Indic or Persian digit string to the same ASCII digits', () => {
    fc.assert(
      fc.property(easternDigitString, (digits) => {
        const eastern = digits.map((d) => d.eastern).join('');
        const ascii = digits.map((d) => d.ascii).join('');
        expect(normalizeDigits(eastern)).toBe(ascii);
      }),
    );
  });

  it('is idempotent and never leaves an Eastern digit behind', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const once = normalizeDigits(text + ARABIC_INDIC + PERSIAN);
        expect(normalizeDigits(once)).toBe(once);
        expect(once).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
      }),
    );
  });
});

describe('formatNumber', () => {
  it('writes numbers in Western digits in both languages, grouped and as shares in each one’s way', () => {
    expect(formatNumber(12345, 'en')).toBe('12,345');
    expect(formatNumber(12345, 'ar')).toMatch(/^12.345$/);
    expect(formatNumber(12345, 'ar')).not.toMatch(/[\u0660-\u0669]/);
    expect(formatNumber(0.125, 'en', { style: 'percent', maximumFractionDigits: 1 })).toBe('12.5%');
    expect(formatNumber(0.125, 'ar', { style: 'percent', maximumFractionDigits: 1 })).toMatch(/12.5/);
    expect(formatNumber(0.125, 'ar', { style: 'percent', maximumFractionDigits: 1 })).not.toMatch(/[\u0660-\u0669]/);
  });
});
