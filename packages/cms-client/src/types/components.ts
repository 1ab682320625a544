import type { Media } from './media';
import type { StrapiComponent } from './strapi';

/**
 * Media and nested components are only in a response when populated, hence the optional
 * (`?`) markers; `null` means populated but empty.
 */

export type OpenGraph = StrapiComponent & {
  ogTitle: string | null;
  ogDescription: string | null;
  ogImage?: Media | null;
  ogUrl: string | null;
};

export type Seo = StrapiComponent & {
  metaTitle: string | null;
  metaDescription: string | null;
  openGraph?: OpenGraph | null;
};

export type SocialPlatform = 'facebook' | 'instagram' | 'x' | 'youtube' | 'tiktok' | 'linkedin';

export type SocialLink = StrapiComponent & {
  platform: SocialPlatform;
  url: string;
};

/** One item of a "why choose us" list. */
export type Feature = StrapiComponent & {
  title: string;
  description: string | null;
  icon?: Media | null;
};

export type Stat = StrapiComponent & {
  /** Display text, not a number: "25+". */
  value: string;
  label: string;
  image?: Media | null;
};

export type Card = StrapiComponent & {
  title: string;
  description: string | null;
  image?: Media | null;
};

export type Slide = StrapiComponent & {
  title: string;
  subtitle: string | null;
  ctaLabel: string | null;
  /** A path without the locale prefix ("/booking"); the web app adds the locale. */
  ctaHref: string | null;
  image?: Media | null;
};

export type WhoWeAre = StrapiComponent & {
  title: string;
  body: string | null;
  image?: Media | null;
  stats?: Stat[];
};

export type WhyChooseUs = StrapiComponent & {
  title: string;
  subtitle: string | null;
  items?: Feature[];
};

export type BookingBanner = StrapiComponent & {
  title: string;
  description: string | null;
  image?: Media | null;
  cards?: Card[];
};

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

export type DayHours = StrapiComponent & {
  day: Weekday;
  isClosed: boolean;
  /** Cairo wall-clock time "HH:mm:ss.SSS"; `null` when closed. */
  opensAt: string | null;
  closesAt: string | null;
};

export type Degree = StrapiComponent & {
  title: string;
  institution: string | null;
  year: number | null;
};

export type Founder = StrapiComponent & {
  name: string;
  role: string | null;
  bio: string | null;
  image?: Media | null;
};
