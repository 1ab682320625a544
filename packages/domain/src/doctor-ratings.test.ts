import { describe, expect, it } from 'vitest';
import { MIN_REVIEWS_FOR_AVERAGE, ZDoctorRatingsAnswerSchema, summarizeRatings, tallyRatings } from './doctor-ratings';

describe("a doctor's rating", () => {
  it('counts every review and each star, and averages to one decimal from five reviews on', () => {
    expect(summarizeRatings('doctor1', [5, 5, 4, 5, 4, 5, 3])).toEqual({
      doctor: 'doctor1',
      count: 7,
      average: 4.4,
      distribution: [0, 0, 1, 2, 4],
    });
    expect(summarizeRatings('doctor1', [5, 4, 4, 4, 4])?.average).toBe(4.2);
  });

  it('shows no average below five reviews, only their count', () => {
    const four = summarizeRatings('doctor1', [1, 5, 5, 5]);
    expect(MIN_REVIEWS_FOR_AVERAGE).toBe(5);
    expect(four).toEqual({ doctor: 'doctor1', count: 4, average: null, distribution: [1, 0, 0, 0, 3] });
  });

  it('gives staff the average from one review on, and none for no review', () => {
    expect(tallyRatings([4, 5])).toEqual({ count: 2, average: 4.5, distribution: [0, 0, 0, 1, 1] });
    expect(tallyRatings([1])).toEqual({ count: 1, average: 1, distribution: [1, 0, 0, 0, 0] });
    expect(tallyRatings([])).toEqual({ count: 0, average: null, distribution: [0, 0, 0, 0, 0] });
  });

  it('is nothing for a doctor without counted reviews', () => {
    expect(summarizeRatings('doctor1', [])).toBeNull();
  });

  it('answers as its schema says, and refuses an average past five or a distribution of another length', () => {
    const rating = summarizeRatings('doctor1', [5, 5, 5, 5, 5]);
    expect(ZDoctorRatingsAnswerSchema.parse({ ratings: [rating] })).toEqual({ ratings: [rating] });
    const refused = [
      { ...rating, average: 5.1 },
      { ...rating, distribution: [0, 0, 0, 5] },
      { ...rating, count: 0 },
    ];
    for (const wrong of refused) expect(ZDoctorRatingsAnswerSchema.safeParse({ ratings: [wrong] }).success).toBe(false);
  });
});
