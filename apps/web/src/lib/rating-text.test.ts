import { summarizeRatings } from '@clinic/domain';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';
import { describeDoctorRating } from './rating-text';

const words = {
  en: createTranslator({ locale: 'en', messages: en, namespace: 'Ratings' }),
  ar: createTranslator({ locale: 'ar', messages: ar, namespace: 'Ratings' }),
};

const ratings = [
  summarizeRatings('rated', [5, 5, 4, 5, 5, 4]),
  summarizeRatings('new', [5, 4]),
  summarizeRatings('once', [3]),
].filter((rating) => rating !== null);

describe("a doctor's rating in words", () => {
  it('gives the average to one decimal in Western digits with the count, in both languages', () => {
    expect(describeDoctorRating(ratings, 'rated', 'en', words.en)).toEqual({
      shown: '4.7 ★ · 6 reviews',
      spoken: 'Rated 4.7 out of 5 by 6 patients after their visit',
    });
    expect(describeDoctorRating(ratings, 'rated', 'ar', words.ar)).toEqual({
      shown: '4.7 ★ · 6 آراء',
      spoken: 'تقييم 4.7 من 5 من 6 مرضى بعد زيارتهم',
    });
  });

  it('gives the count alone below five reviews, by each language’s plural rules', () => {
    expect(describeDoctorRating(ratings, 'new', 'en', words.en)?.shown).toBe('2 reviews');
    expect(describeDoctorRating(ratings, 'once', 'en', words.en)?.shown).toBe('1 review');
    expect(describeDoctorRating(ratings, 'new', 'ar', words.ar)?.shown).toBe('رأيان');
    expect(describeDoctorRating(ratings, 'once', 'ar', words.ar)?.spoken).toMatch(/^رأي واحد من مرضى/);
  });

  it('is nothing for a doctor without reviews from verified visits', () => {
    expect(describeDoctorRating(ratings, 'unrated', 'en', words.en)).toBeNull();
  });
});
