import 'server-only';
import { type About, isCmsError, type Locale } from '@clinic/cms-client';
import { cache } from 'react';
import { readContent } from '../cms';

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
    orNull(async () => {
      const { cms, cachedFor } = await readContent();
      return cms.getAbout(locale, cachedFor('about', 'doctor', 'faq', 'branch', 'review'));
    }),
);

/** A legal page, privacy policy or terms, in `locale` with its SEO; null before it is first published. */
const legalPage = <TType extends 'privacy-policy' | 'terms-and-conditions'>(type: TType) =>
  cache((locale: Locale) =>
    orNull(async () => {
      const { cms, cachedFor } = await readContent();
      const { data } = await cms.findSingle(type, { locale, populate: ['seo'] }, cachedFor(type));
      return data;
    }),
  );

export const getPrivacyPolicy = legalPage('privacy-policy');

/** Consent records the policy a patient agreed to; before the CMS has a version, the one in force. */
const UNVERSIONED_POLICY = 'current';

/** The version of the privacy policy a booking's (or a waiting-list entry's) consent records. */
export const readPolicyVersion = async (locale: Locale) =>
  (await getPrivacyPolicy(locale))?.policyVersion ?? UNVERSIONED_POLICY;

export const getTermsAndConditions = legalPage('terms-and-conditions');
