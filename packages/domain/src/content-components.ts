import { z } from 'zod';
import { WEEKDAYS } from './calendar-date';
import {
  ZNullableTextSchema,
  ZPopulatedMediaSchema,
  ZStrapiComponentSchema,
  populatedMany,
  populatedOne,
} from './content-documents';

// The components of the clinic's content (see CODE_STYLE.md, "The contract"): the parts editors fill
// in inside a page or a document. Their media and nested components are there only when populated,
// and a single one populated but empty is null.

/** The networks the clinic's pages may be linked on, as the CMS names them. */
export const SOCIAL_PLATFORMS = ['facebook', 'instagram', 'x', 'youtube', 'tiktok', 'linkedin'] as const;

/** What a link to a page shows when shared on a social network. */
const ZOpenGraphSchema = ZStrapiComponentSchema.extend({
  ogTitle: ZNullableTextSchema,
  ogDescription: ZNullableTextSchema,
  ogImage: ZPopulatedMediaSchema,
  ogUrl: ZNullableTextSchema,
});

/** A page's title and description for search engines, and its preview on social networks. */
export const ZSeoSchema = ZStrapiComponentSchema.extend({
  metaTitle: ZNullableTextSchema,
  metaDescription: ZNullableTextSchema,
  openGraph: populatedOne(ZOpenGraphSchema),
});

/** The clinic's page on a social network. */
export const ZSocialLinkSchema = ZStrapiComponentSchema.extend({ platform: z.enum(SOCIAL_PLATFORMS), url: z.string() });

/** A title and a few words under it, as a feature and a card have them. */
const titled = { title: z.string(), description: ZNullableTextSchema };

/** One item of a "why choose us" list. */
export const ZFeatureSchema = ZStrapiComponentSchema.extend({ ...titled, icon: ZPopulatedMediaSchema });

/** One of the figures the home page gives about the clinic. */
const ZStatSchema = ZStrapiComponentSchema.extend({
  /** Display text, not a number: "25+". */
  value: z.string(),
  label: z.string(),
  image: ZPopulatedMediaSchema,
});

/** A card of the home page's booking banner. */
const ZBannerCardSchema = ZStrapiComponentSchema.extend({ ...titled, image: ZPopulatedMediaSchema });

/** One slide of the home page's slider. */
export const ZSlideSchema = ZStrapiComponentSchema.extend({
  title: z.string(),
  subtitle: ZNullableTextSchema,
  ctaLabel: ZNullableTextSchema,
  /** A path without the locale prefix ("/booking"); the web app adds the locale. */
  ctaHref: ZNullableTextSchema,
  image: ZPopulatedMediaSchema,
});

/** The home page's words about the clinic, with its figures. */
export const ZWhoWeAreSchema = ZStrapiComponentSchema.extend({
  title: z.string(),
  body: ZNullableTextSchema,
  image: ZPopulatedMediaSchema,
  stats: populatedMany(ZStatSchema),
});

/** The home page's reasons to choose the clinic. */
export const ZWhyChooseUsSchema = ZStrapiComponentSchema.extend({
  title: z.string(),
  subtitle: ZNullableTextSchema,
  items: populatedMany(ZFeatureSchema),
});

/** The home page's invitation to book, with its cards. */
export const ZBookingBannerSchema = ZStrapiComponentSchema.extend({
  ...titled,
  image: ZPopulatedMediaSchema,
  cards: populatedMany(ZBannerCardSchema),
});

/** A branch's opening hours on one weekday. */
export const ZDayHoursSchema = ZStrapiComponentSchema.extend({
  day: z.enum(WEEKDAYS),
  isClosed: z.boolean(),
  /** Cairo wall-clock time "HH:mm:ss.SSS"; `null` when closed. */
  opensAt: z.iso.time().nullable(),
  closesAt: z.iso.time().nullable(),
});

export type TDayHours = z.infer<typeof ZDayHoursSchema>;

/** One of a doctor's medical degrees. */
export const ZDegreeSchema = ZStrapiComponentSchema.extend({
  title: z.string(),
  institution: ZNullableTextSchema,
  year: z.number().int().nullable(),
});

/** One of the clinic's founders, on the about page. */
export const ZFounderSchema = ZStrapiComponentSchema.extend({
  name: z.string(),
  role: ZNullableTextSchema,
  bio: ZNullableTextSchema,
  image: ZPopulatedMediaSchema,
});

export type TFounder = z.infer<typeof ZFounderSchema>;
