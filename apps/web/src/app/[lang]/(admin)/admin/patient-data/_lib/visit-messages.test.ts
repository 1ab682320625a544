import type { PatientData } from '@clinic/cms-client';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import ar from '../../../../../../../messages/ar.json';
import en from '../../../../../../../messages/en.json';
import { describeVisitReview } from './visit-messages';

const admin = {
  en: createTranslator({ locale: 'en', messages: en, namespace: 'Admin' }),
  ar: createTranslator({ locale: 'ar', messages: ar, namespace: 'Admin' }),
};

type Visit = PatientData['appointments'][number];
const visitWith = (review: Visit['review']) => ({ review }) as Visit;

describe("the review in a person's file", () => {
  it('gives the stars, the signature and where it stands, then the words as written, in the page’s language', () => {
    const review = { rating: 4, text: 'شرح كل شيء بهدوء', signature: 'Salma A.', state: 'waiting' } as const;
    expect(describeVisitReview(visitWith(review), admin.en)).toEqual([
      '4 ★ · signed “Salma A.” · waiting for an editor',
      'شرح كل شيء بهدوء',
    ]);
    expect(describeVisitReview(visitWith({ ...review, text: null, state: 'rejected' }), admin.ar)).toEqual([
      '4 ★ · بتوقيع «Salma A.» · لم يُنشر',
    ]);
  });

  it('is nothing for a visit without a review', () => {
    expect(describeVisitReview(visitWith(null), admin.en)).toEqual([]);
  });
});
