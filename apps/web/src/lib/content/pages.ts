import 'server-only';
import { type About, isCmsError, type Locale, type PrivacyPolicy, type TermsAndConditions } from '@clinic/cms-client';
import { cache } from 'react';
import { getPublicCmsClient } from '../cms';
import { cachedFor } from '../cms-cache';

/** A single type that was never published answers 404: the page is then a 404 too. */
const orNull = async <T>(load: () => Promise<T>): Promise<T | null> => {
  try {
    return await load();
  } catch (error) {
    if (isCmsError(error) && error.status === 404) return null;
    throw error;
  }
};

export const getAbout = cache(
  (locale: Locale): Promise<About | null> =>
    orNull(() => getPublicCmsClient().getAbout(locale, cachedFor('about', 'doctor', 'faq', 'branch', 'review'))),
);

export const getPrivacyPolicy = cache(
  (locale: Locale): Promise<PrivacyPolicy | null> =>
    orNull(async () => {
      const { data } = await getPublicCmsClient().findSingle(
        'privacy-policy',
        { locale, populate: ['seo'] },
        cachedFor('privacy-policy'),
      );
      return data;
    }),
);

export const getTermsAndConditions = cache(
  (locale: Locale): Promise<TermsAndConditions | null> =>
    orNull(async () => {
      const { data } = await getPublicCmsClient().findSingle(
        'terms-and-conditions',
        { locale, populate: ['seo'] },
        cachedFor('terms-and-conditions'),
      );
      return data;
    }),
);
