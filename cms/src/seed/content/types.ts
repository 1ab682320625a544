import type { TDoctorGender, TSpokenLanguage } from '@clinic/domain';

/** Text written for both languages. Arabic is real Arabic, not transliteration. */
type Bilingual = { en: string; ar: string };

/** Long-form text: paragraphs per language; a paragraph starting with '## ' is a heading, '- ' lines form a list. */
type BilingualParagraphs = { en: string[]; ar: string[] };

/**
 * A picture the seed draws locally (no downloads): an abstract composition in the given colours.
 * `key` is unique across the whole seed and becomes the uploaded file's name.
 */
export type ImageSpec = {
  key: string;
  alt: Bilingual;
  kind: 'portrait' | 'building' | 'scene' | 'icon' | 'logo';
  palette: [string, string];
};

type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

export type DayHoursSeed = { day: Weekday; isClosed: boolean; opensAt?: string; closesAt?: string };

export type SeoSeed = { metaTitle: Bilingual; metaDescription: Bilingual };

export type SpecialtySeed = { key: string; name: Bilingual; slug: Bilingual; description: Bilingual; icon: ImageSpec };

export type BranchSeed = {
  key: string;
  name: Bilingual;
  slug: Bilingual;
  city: Bilingual;
  address: Bilingual;
  phone: string;
  whatsapp: string;
  email: string;
  locationLink: string;
  latitude: number;
  longitude: number;
  openingHours: DayHoursSeed[];
  image: ImageSpec;
  seo: SeoSeed;
};

type DegreeSeed = { title: Bilingual; institution: Bilingual; year: number };

export type DoctorSeed = {
  key: string;
  name: Bilingual;
  slug: Bilingual;
  title: Bilingual;
  bio: Bilingual;
  yearsOfExperience: number;
  gender: TDoctorGender;
  languages: TSpokenLanguage[];
  specialtyKeys: string[];
  branchKeys: string[];
  medicalDegrees: DegreeSeed[];
  image: ImageSpec;
  seo: SeoSeed;
};

export type ServiceSeed = {
  key: string;
  name: Bilingual;
  slug: Bilingual;
  summary: Bilingual;
  body: BilingualParagraphs;
  specialtyKey: string;
  image: ImageSpec;
  seo: SeoSeed;
};

export type CategorySeed = { key: string; name: Bilingual; slug: Bilingual };

export type ArticleSeed = {
  key: string;
  title: Bilingual;
  slug: Bilingual;
  excerpt: Bilingual;
  body: BilingualParagraphs;
  categoryKey: string;
  authorKey: string;
  /** ISO date, YYYY-MM-DD */
  publishedDate: string;
  cover: ImageSpec;
  seo: SeoSeed;
};

export type FaqSeed = { key: string; question: Bilingual; answer: Bilingual; sortOrder: number };

export type ReviewSeed = {
  key: string;
  authorName: Bilingual;
  body: Bilingual;
  rating: 1 | 2 | 3 | 4 | 5;
  branchKey?: string;
  /** The doctor the review is about, when it is about one. */
  doctorKey?: string;
  /** When and how the patient agreed to the review's publication. */
  consent: { on: string; by: 'signedForm' | 'email' | 'whatsapp' | 'phoneCall' };
  userImage: ImageSpec;
};

/**
 * A review a patient wrote on the review page after a verified visit: in one language, shown as
 * written on both sites, signed as the patient chose; the clinic's reply, when it gave one, in both.
 */
export type VerifiedReviewSeed = {
  key: string;
  doctorKey: string;
  branchKey: string;
  rating: number;
  /** YYYY-MM */
  visitMonth: string;
  writtenIn: 'en' | 'ar';
  /** The first name and the initial of the last, or null for a patient who signed as anonymous. */
  signature: string | null;
  body: string;
  reply?: Bilingual;
};

export type FeatureSeed = { title: Bilingual; description: Bilingual; icon: ImageSpec };
type StatSeed = { value: string; label: Bilingual; image: ImageSpec };
type CardSeed = { title: Bilingual; description: Bilingual; image: ImageSpec };
type SlideSeed = {
  title: Bilingual;
  subtitle: Bilingual;
  ctaLabel: Bilingual;
  ctaHref: string;
  image: ImageSpec;
};

export type HomeSeed = {
  slider: SlideSeed[];
  whoWeAre: { title: Bilingual; body: Bilingual; image: ImageSpec; stats: StatSeed[] };
  whyChooseUs: { title: Bilingual; subtitle: Bilingual; items: FeatureSeed[] };
  bookingBanner: { title: Bilingual; description: Bilingual; image: ImageSpec; cards: CardSeed[] };
  seo: SeoSeed;
};

type SocialPlatform = 'facebook' | 'instagram' | 'x' | 'youtube' | 'tiktok' | 'linkedin';

export type MainInfoSeed = {
  clinicName: Bilingual;
  tagline: Bilingual;
  address: Bilingual;
  phone: string;
  email: string;
  whatsapp: string;
  logo: ImageSpec;
  socialMedia: { platform: SocialPlatform; url: string }[];
  seo: SeoSeed & { ogImage: ImageSpec; ogUrl: string };
};

export type AboutSeed = {
  title: Bilingual;
  intro: Bilingual;
  images: ImageSpec[];
  faqImage: ImageSpec;
  whyChooseUs: FeatureSeed[];
  founders: { name: Bilingual; role: Bilingual; bio: Bilingual; image: ImageSpec }[];
  /** keys of seeded doctors, faqs, branches and reviews shown on the about page */
  doctorKeys: string[];
  faqKeys: string[];
  branchKeys: string[];
  reviewKeys: string[];
  seo: SeoSeed;
};

export type PolicySeed = { title: Bilingual; body: BilingualParagraphs; seo: SeoSeed };

export type DemoContent = {
  specialties: SpecialtySeed[];
  branches: BranchSeed[];
  doctors: DoctorSeed[];
  services: ServiceSeed[];
  categories: CategorySeed[];
  articles: ArticleSeed[];
  faqs: FaqSeed[];
  reviews: ReviewSeed[];
  verifiedReviews: VerifiedReviewSeed[];
  home: HomeSeed;
  mainInfo: MainInfoSeed;
  about: AboutSeed;
  privacyPolicy: PolicySeed & { policyVersion: string };
  termsAndConditions: PolicySeed;
};
