import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildIdSlug, parseIdSlug, slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Ear, Nose & Throat', 'ear-nose-throat'],
    ['  Hearing   Tests  ', 'hearing-tests'],
    ['ENT/Audiology', 'ent-audiology'],
    ["Dr. Ahmed's Clinic", 'dr-ahmeds-clinic'],
    ['Café Crème', 'cafe-creme'],
    ['---Hello---World---', 'hello-world'],
    ['Branch #2: Heliopolis', 'branch-2-heliopolis'],
    ['عيادة الأنف والأذن', 'عيادة-الأنف-والأذن'],
    ['عِيَادَةُ الأَنْفِ', 'عيادة-الأنف'],
    ['مـــصـــر', 'مصر'],
    ['فرع ٢ — المعادي؟', 'فرع-2-المعادي'],
    ['هل تعاني من طنين الأذن، أم لا؛', 'هل-تعاني-من-طنين-الأذن-أم-لا'],
    ['آلام الأُذُن', 'آلام-الأذن'],
    ['ﻻ', 'لا'],
    ['Sinusitis في مصر', 'sinusitis-في-مصر'],
    ['!!!', ''],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('never yields spaces, double dashes, edge dashes or Arabic diacritics, and is stable', () => {
    const text = fc.oneof(
      fc.string({ unit: 'grapheme' }),
      fc
        .array(fc.constantFrom('عِ', 'ـ', 'أ', ' ', '-', '٣', 'Ü', '.', '\t', 'ab', '،'), {
          maxLength: 30,
        })
        .map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(text, (input) => {
        const slug = slugify(input);
        expect(slug).not.toMatch(/\s/);
        expect(slug).not.toContain('--');
        expect(slug).not.toMatch(/^-|-$/);
        expect(slug).not.toMatch(/[\u064B-\u065F\u0640\u0660-\u0669]/);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });
});

describe('parseIdSlug', () => {
  it.each([
    ['42-hearing-tests', { id: 42, slug: 'hearing-tests' }],
    ['7', { id: 7, slug: '' }],
    ['7-', { id: 7, slug: '' }],
    ['12-عيادة-الأنف', { id: 12, slug: 'عيادة-الأنف' }],
    [`12-${encodeURIComponent('عيادة-الأنف')}`, { id: 12, slug: 'عيادة-الأنف' }],
    ['3-2024-review', { id: 3, slug: '2024-review' }],
    ['0-zero', null],
    ['012-leading-zero', null],
    ['-5-negative', null],
    ['abc', null],
    ['', null],
    ['1.5-x', null],
    ['12abc', null],
    ['99999999999999999999-too-big', null],
    ['12-%E0%A4%A', null],
    ['12-%', null],
  ])('%j → %j', (param, expected) => {
    expect(parseIdSlug(param)).toEqual(expected);
  });
});

describe('buildIdSlug', () => {
  it('joins id and raw slug', () => {
    expect(buildIdSlug(12, 'عيادة-الأنف')).toBe('12-عيادة-الأنف');
    expect(buildIdSlug(5, '')).toBe('5');
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses id %d', (id) => {
    expect(() => buildIdSlug(id, 'x')).toThrow(RangeError);
  });

  it('round-trips through parseIdSlug, raw and percent-encoded', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), fc.string(), (id, text) => {
        const slug = slugify(text);
        const segment = buildIdSlug(id, slug);
        expect(parseIdSlug(segment)).toEqual({ id, slug });
        expect(parseIdSlug(encodeURIComponent(segment))).toEqual({ id, slug });
      }),
    );
  });
});
