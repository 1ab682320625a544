import { z } from 'zod';
import { ZConsultationFeeSchema } from './consultation-fee-schema';
import { ZBlocksContentSchema } from './content-blocks';
import { ZDayHoursSchema, ZDegreeSchema, ZSeoSchema } from './content-components';
import {
  ZLocalizedDocumentSchema,
  ZNullableTextSchema,
  ZPopulatedMediaSchema,
  ZPublicDocumentSchema,
  ZStrapiDocumentSchema,
  type TPopulatedMany,
  type TPopulatedOne,
  populatedMany,
  populatedOne,
} from './content-documents';
import { DOCTOR_GENDERS, SPOKEN_LANGUAGES } from './doctor-facts';
import { LOCALES } from './locale';

// What the web app reads of the clinic's collections through Strapi's content API (see CODE_STYLE.md,
// "The contract"). A document's relations are there only when its query populates them (a to-one
// relation populated but empty is null), and they reach back: a doctor has specialties, a specialty
// has doctors. Those relations are getters with their type written out: TypeScript cannot infer a
// type that refers to itself, and the built declarations then name it instead of cutting it off.

/** A public document with a page of its own, and that page's title and description for search engines. */
const ZPageDocumentSchema = ZPublicDocumentSchema.extend({ seo: populatedOne(ZSeoSchema) });

/** A medical specialty (ear, nose, throat…), the doctors who practise it and the services it offers. */
export const ZSpecialtyAnswerSchema = ZPublicDocumentSchema.extend({
  name: z.string(),
  get doctors(): TPopulatedMany<typeof ZDoctorAnswerSchema> {
    return populatedMany(ZDoctorAnswerSchema);
  },
  get services(): TPopulatedMany<typeof ZServiceAnswerSchema> {
    return populatedMany(ZServiceAnswerSchema);
  },
  description: ZNullableTextSchema,
  icon: ZPopulatedMediaSchema,
});

export type TSpecialtyAnswer = z.infer<typeof ZSpecialtyAnswerSchema>;

/** One of the clinic's branches: where it is, how to reach it, its opening hours and its doctors. */
export const ZBranchAnswerSchema = ZPageDocumentSchema.extend({
  name: z.string(),
  /** Seven entries, monday to sunday. */
  openingHours: populatedMany(ZDayHoursSchema),
  get doctors(): TPopulatedMany<typeof ZDoctorAnswerSchema> {
    return populatedMany(ZDoctorAnswerSchema);
  },
  image: ZPopulatedMediaSchema,
  city: ZNullableTextSchema,
  address: ZNullableTextSchema,
  /** E.164, e.g. "+20223456789". */
  phone: ZNullableTextSchema,
  whatsapp: ZNullableTextSchema,
  email: ZNullableTextSchema,
  locationLink: ZNullableTextSchema,
  /** Strapi returns decimals as numbers. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

export type TBranchAnswer = z.infer<typeof ZBranchAnswerSchema>;

/** A doctor's page: who they are, what they treat, where they see patients and what they wrote. */
export const ZDoctorAnswerSchema = ZPageDocumentSchema.extend({
  name: z.string(),
  title: ZNullableTextSchema,
  /** Plain text; paragraphs are separated by blank lines. */
  bio: ZNullableTextSchema,
  image: ZPopulatedMediaSchema,
  get specialties(): TPopulatedMany<typeof ZSpecialtyAnswerSchema> {
    return populatedMany(ZSpecialtyAnswerSchema);
  },
  get branches(): TPopulatedMany<typeof ZBranchAnswerSchema> {
    return populatedMany(ZBranchAnswerSchema);
  },
  get articles(): TPopulatedMany<typeof ZArticleAnswerSchema> {
    return populatedMany(ZArticleAnswerSchema);
  },
  medicalDegrees: populatedMany(ZDegreeSchema),
  yearsOfExperience: z.number().int().min(0).nullable(),
  /** The same in every language; null until an editor sets it. */
  gender: z.enum(DOCTOR_GENDERS).nullable(),
  /** The same in every language, in the CMS's order; null until an editor ticks one. */
  languages: z.array(z.enum(SPOKEN_LANGUAGES)).nullable(),
});

export type TDoctorAnswer = z.infer<typeof ZDoctorAnswerSchema>;

/** A service of the clinic (a hearing test, a sinus surgery…) and the specialty it belongs to. */
export const ZServiceAnswerSchema = ZPageDocumentSchema.extend({
  name: z.string(),
  summary: ZNullableTextSchema,
  body: ZBlocksContentSchema.nullable(),
  get specialty(): TPopulatedOne<typeof ZSpecialtyAnswerSchema> {
    return populatedOne(ZSpecialtyAnswerSchema);
  },
  image: ZPopulatedMediaSchema,
});

export type TServiceAnswer = z.infer<typeof ZServiceAnswerSchema>;

/** A category of the blog's articles. */
export const ZCategoryAnswerSchema = ZPublicDocumentSchema.extend({
  name: z.string(),
  get articles(): TPopulatedMany<typeof ZArticleAnswerSchema> {
    return populatedMany(ZArticleAnswerSchema);
  },
});

export type TCategoryAnswer = z.infer<typeof ZCategoryAnswerSchema>;

/** An article of the blog, its category and the doctor who wrote it. */
export const ZArticleAnswerSchema = ZPageDocumentSchema.extend({
  title: z.string(),
  /** Editorial date "YYYY-MM-DD", distinct from the system `publishedAt`. */
  publishedDate: z.iso.date().nullable(),
  excerpt: ZNullableTextSchema,
  body: ZBlocksContentSchema.nullable(),
  cover: ZPopulatedMediaSchema,
  get category(): TPopulatedOne<typeof ZCategoryAnswerSchema> {
    return populatedOne(ZCategoryAnswerSchema);
  },
  get author(): TPopulatedOne<typeof ZDoctorAnswerSchema> {
    return populatedOne(ZDoctorAnswerSchema);
  },
});

export type TArticleAnswer = z.infer<typeof ZArticleAnswerSchema>;

/** A question patients ask, and the clinic's answer. */
export const ZFaqAnswerSchema = ZLocalizedDocumentSchema.extend({
  question: z.string(),
  answer: z.string(),
  sortOrder: z.number().int().nullable(),
});

export type TFaqAnswer = z.infer<typeof ZFaqAnswerSchema>;

/** A patient's review of a doctor or a branch, as the site shows it. */
export const ZReviewAnswerSchema = ZLocalizedDocumentSchema.extend({
  authorName: z.string(),
  /** What the patient wrote; none for a review that is a rating alone. */
  body: ZNullableTextSchema,
  /** 1 to 5. */
  rating: z.number().int().min(1).max(5),
  userImage: ZPopulatedMediaSchema,
  branch: populatedOne(ZBranchAnswerSchema),
  /** The doctor the review is about; the patient's consent to publish it stays in the CMS. */
  doctor: populatedOne(ZDoctorAnswerSchema),
  /** Written on the review page by a patient the clinic saw, and counted in the doctor's rating; false when an editor entered it. */
  verifiedVisit: z.boolean(),
  /** The month of the visit, `YYYY-MM`, for a review from a verified visit. */
  visitMonth: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .nullable(),
  /** The language the patient wrote in; both sites show the words as written, marked with it. */
  writtenIn: z.enum(LOCALES).nullable(),
  /** The clinic's short public answer under the review. */
  clinicReply: ZNullableTextSchema,
});

export type TReviewAnswer = z.infer<typeof ZReviewAnswerSchema>;

/** A related document named by its `documentId` alone. */
const ZDocumentReferenceSchema = ZStrapiDocumentSchema.pick({ documentId: true });

/** What a doctor charges for a consultation at one branch, in whole Egyptian pounds. Not localized. */
export const ZConsultationFeeAnswerSchema = ZStrapiDocumentSchema.extend({
  amountEgp: ZConsultationFeeSchema,
  doctor: populatedOne(ZDocumentReferenceSchema),
  branch: populatedOne(ZDocumentReferenceSchema),
});

export type TConsultationFeeAnswer = z.infer<typeof ZConsultationFeeAnswerSchema>;
