import { articles } from './articles';
import { branches } from './branches';
import { categories } from './categories';
import { doctors } from './doctors';
import { faqs } from './faqs';
import { about, home, mainInfo, privacyPolicy, termsAndConditions } from './pages';
import { reviews } from './reviews';
import { services } from './services';
import { specialties } from './specialties';
import type { DemoContent, VerifiedReviewSeed } from './types';
import verifiedReviews from './verified-reviews.json';

export const demoContent: DemoContent = {
  specialties,
  branches,
  doctors,
  services,
  categories,
  articles,
  faqs,
  reviews,
  verifiedReviews: verifiedReviews as VerifiedReviewSeed[],
  home,
  mainInfo,
  about,
  privacyPolicy,
  termsAndConditions,
};
