import type { PopulateObject } from './types/query';

/**
 * Populate trees for the single types. Strapi 5 does not populate media or
 * components nested inside components with `*` or a plain list, so each level is spelled out.
 * Shared with the CMS route middleware; treat them as read-only (clone before changing).
 */

const SEO_POPULATE = {
  populate: { openGraph: { populate: ['ogImage'] } },
} as const;

export const HOME_POPULATE = {
  slider: { populate: ['image'] },
  whoWeAre: { populate: { image: true, stats: { populate: ['image'] } } },
  whyChooseUs: { populate: { items: { populate: ['icon'] } } },
  bookingBanner: { populate: { image: true, cards: { populate: ['image'] } } },
} as const satisfies PopulateObject;

export const MAIN_INFO_POPULATE = {
  socialMedia: true,
  seo: SEO_POPULATE,
  logo: true,
} as const satisfies PopulateObject;

export const ABOUT_POPULATE = {
  images: true,
  doctors: { populate: { image: true, specialties: true } },
  faqs: true,
  faqImage: true,
  seo: SEO_POPULATE,
  whyChooseUs: { populate: ['icon'] },
  founders: { populate: ['image'] },
  branches: true,
  reviews: { populate: ['userImage'] },
} as const satisfies PopulateObject;
