import { z } from 'zod';
import { ZBranchAnswerSchema, ZDoctorAnswerSchema, ZFaqAnswerSchema, ZReviewAnswerSchema } from './content-answers';
import { ZBlocksContentSchema } from './content-blocks';
import {
  ZBookingBannerSchema,
  ZFeatureSchema,
  ZFounderSchema,
  ZSeoSchema,
  ZSlideSchema,
  ZSocialLinkSchema,
  ZWhoWeAreSchema,
  ZWhyChooseUsSchema,
} from './content-components';
import {
  ZLocalizedDocumentSchema,
  ZMediaSchema,
  ZNullableTextSchema,
  ZPopulatedMediaSchema,
  populatedMany,
  populatedOne,
} from './content-documents';

// The site's single pages as Strapi's content API gives them (its single types, see CODE_STYLE.md,
// "The contract"): one document a language each. Media, relations and components are there only
// when the query populates them.

const ZPopulatedSeoSchema = populatedOne(ZSeoSchema);

/** The home page: its slider and its sections. */
export const ZHomeAnswerSchema = ZLocalizedDocumentSchema.extend({
  slider: populatedMany(ZSlideSchema),
  whoWeAre: populatedOne(ZWhoWeAreSchema),
  whyChooseUs: populatedOne(ZWhyChooseUsSchema),
  bookingBanner: populatedOne(ZBookingBannerSchema),
  seo: ZPopulatedSeoSchema,
});

export type THomeAnswer = z.infer<typeof ZHomeAnswerSchema>;

/** What every page shows of the clinic: its name, how to reach it, its logo and its social pages. */
export const ZMainInfoAnswerSchema = ZLocalizedDocumentSchema.extend({
  clinicName: z.string(),
  tagline: ZNullableTextSchema,
  address: ZNullableTextSchema,
  /** E.164. */
  phone: ZNullableTextSchema,
  email: ZNullableTextSchema,
  whatsapp: ZNullableTextSchema,
  logo: ZPopulatedMediaSchema,
  socialMedia: populatedMany(ZSocialLinkSchema),
  seo: ZPopulatedSeoSchema,
});

export type TMainInfoAnswer = z.infer<typeof ZMainInfoAnswerSchema>;

/** The page about the clinic: its founders, doctors, branches, reviews and questions. */
export const ZAboutAnswerSchema = ZLocalizedDocumentSchema.extend({
  title: z.string(),
  intro: ZNullableTextSchema,
  /** A multiple media field: null, not an empty list, when populated with none. */
  images: populatedOne(z.array(ZMediaSchema)),
  doctors: populatedMany(ZDoctorAnswerSchema),
  faqs: populatedMany(ZFaqAnswerSchema),
  faqImage: ZPopulatedMediaSchema,
  whyChooseUs: populatedMany(ZFeatureSchema),
  founders: populatedMany(ZFounderSchema),
  branches: populatedMany(ZBranchAnswerSchema),
  reviews: populatedMany(ZReviewAnswerSchema),
  seo: ZPopulatedSeoSchema,
});

export type TAboutAnswer = z.infer<typeof ZAboutAnswerSchema>;

/** A page of the site's legal text. */
const ZPolicyPageAnswerSchema = ZLocalizedDocumentSchema.extend({
  title: z.string(),
  body: ZBlocksContentSchema.nullable(),
  seo: ZPopulatedSeoSchema,
});

/** The privacy policy, and which version of it a patient accepts. */
export const ZPrivacyPolicyAnswerSchema = ZPolicyPageAnswerSchema.extend({
  /** Shared by both locales ("2026-11-01") so consent records can name the version accepted. */
  policyVersion: ZNullableTextSchema,
});

export type TPrivacyPolicyAnswer = z.infer<typeof ZPrivacyPolicyAnswerSchema>;

/** The site's terms and conditions. */
export const ZTermsAndConditionsAnswerSchema = ZPolicyPageAnswerSchema;

export type TTermsAndConditionsAnswer = z.infer<typeof ZTermsAndConditionsAnswerSchema>;
