import type { BlocksContent } from './blocks';
import type { Doctor, Branch, Faq, Review } from './collections';
import type { BookingBanner, Feature, Founder, Seo, Slide, SocialLink, WhoWeAre, WhyChooseUs } from './components';
import type { Media } from './media';
import type { LocalizedDocument } from './strapi';

export type Home = LocalizedDocument & {
  slider?: Slide[];
  whoWeAre?: WhoWeAre | null;
  whyChooseUs?: WhyChooseUs | null;
  bookingBanner?: BookingBanner | null;
  seo?: Seo | null;
};

export type MainInfo = LocalizedDocument & {
  clinicName: string;
  tagline: string | null;
  address: string | null;
  /** E.164. */
  phone: string | null;
  email: string | null;
  whatsapp: string | null;
  logo?: Media | null;
  socialMedia?: SocialLink[];
  seo?: Seo | null;
};

export type About = LocalizedDocument & {
  title: string;
  intro: string | null;
  images?: Media[] | null;
  doctors?: Doctor[];
  faqs?: Faq[];
  faqImage?: Media | null;
  whyChooseUs?: Feature[];
  founders?: Founder[];
  branches?: Branch[];
  reviews?: Review[];
  seo?: Seo | null;
};

export type PrivacyPolicy = LocalizedDocument & {
  title: string;
  body: BlocksContent | null;
  /** Shared by both locales ("2026-11-01") so consent records can name the version accepted. */
  policyVersion: string | null;
  seo?: Seo | null;
};

export type TermsAndConditions = LocalizedDocument & {
  title: string;
  body: BlocksContent | null;
  seo?: Seo | null;
};

/** Maps a single-type REST path segment to its content. */
export type SingleTypeEntityMap = {
  home: Home;
  'main-info': MainInfo;
  about: About;
  'privacy-policy': PrivacyPolicy;
  'terms-and-conditions': TermsAndConditions;
};

export type SingleTypeName = keyof SingleTypeEntityMap;
