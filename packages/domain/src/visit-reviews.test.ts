import { describe, expect, it } from 'vitest';
import {
  REVIEW_INVITATION_DEFAULTS,
  ZVisitReviewSchema,
  composeReviewSignature,
  getReviewInvitationKey,
  planReviewInvitation,
} from './visit-reviews';

/** An instant at a Cairo wall-clock time (Cairo is UTC+2 in December). */
const cairo = (dateTime: string) => new Date(`${dateTime}:00+02:00`);

describe('when a review invitation goes', () => {
  const plannedFor = (completedAt: string) => planReviewInvitation(cairo(completedAt), REVIEW_INVITATION_DEFAULTS);

  it('the next day at the completion’s time of day, inside 10:00–20:00; at the next day’s 10:00 outside them', () => {
    const completions = [
      '2026-12-07T11:40',
      '2026-12-07T19:59',
      '2026-12-07T20:00',
      '2026-12-07T21:15',
      '2026-12-07T06:30',
    ];
    expect(completions.map(plannedFor)).toEqual(
      ['2026-12-08T11:40', '2026-12-08T19:59', '2026-12-08T10:00', '2026-12-08T10:00', '2026-12-08T10:00'].map(cairo),
    );
  });

  it('at once on the same day, never before the completion, when the clinic sends them that day at any hour', () => {
    const anyHour = { daysAfter: 0, sendFromMs: 0, sendUntilMs: 24 * 3_600_000 };
    const completedAt = new Date('2026-12-07T19:15:42.123Z');
    expect(planReviewInvitation(completedAt, anyHour)).toEqual(completedAt);
  });

  it('is keyed once per visit', () => {
    expect(getReviewInvitationKey('visit1')).toBe('review:visit1');
  });
});

describe('a review from the review page', () => {
  const token = 'a'.repeat(43);
  const review = { token, locale: 'ar', rating: 5, text: '  طبيب ممتاز  ', signature: 'named', consent: true };

  it('takes a rating of 1 to 5, a trimmed text or none, a signature and the consent', () => {
    expect(ZVisitReviewSchema.parse(review)).toEqual({ ...review, text: 'طبيب ممتاز' });
    expect(ZVisitReviewSchema.parse({ ...review, text: '' }).text).toBeUndefined();
  });

  it('names the field at fault for a rating out of range, a text too long, no consent or a forged token', () => {
    const refused = { rating: [0, 4.5, undefined], text: ['x'.repeat(1001)], consent: [false], token: ['short'] };
    for (const [field, values] of Object.entries(refused)) {
      for (const value of values) {
        const parsed = ZVisitReviewSchema.safeParse({ ...review, [field]: value });
        expect([field, parsed.error?.issues.map((issue) => issue.path.join('.'))]).toEqual([field, [field]]);
      }
    }
  });

  it('is signed with the first name and the initial of the last, in any script', () => {
    const names = [
      ['Salma', 'Adel'],
      [' مريم ', 'عادل'],
      ['Salma', ' '],
    ] as const;
    expect(names.map(([first, last]) => composeReviewSignature(first, last))).toEqual(['Salma A.', 'مريم ع.', 'Salma']);
  });
});
