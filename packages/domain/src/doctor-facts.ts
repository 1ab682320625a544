import { z } from 'zod';

/** A doctor's gender, which some patients choose by (an ear examination, a throat scope). */
export const DOCTOR_GENDERS = ['female', 'male'] as const;
export type TDoctorGender = (typeof DOCTOR_GENDERS)[number];

/** The languages a doctor may see patients in; the CMS stores these names, the site words them. */
export const SPOKEN_LANGUAGES = ['arabic', 'english', 'french', 'german', 'italian', 'spanish', 'russian'] as const;
export type TSpokenLanguage = (typeof SPOKEN_LANGUAGES)[number];

/** A doctor's languages as the CMS keeps them: each known language at most once, in the list's order. */
export const ZSpokenLanguagesSchema = z
  .array(z.enum(SPOKEN_LANGUAGES))
  .refine((languages) => new Set(languages).size === languages.length, { message: 'duplicate' })
  .transform((languages) => SPOKEN_LANGUAGES.filter((language) => languages.includes(language)));

/** Whether a value read from the CMS is a doctor's gender (anything else counts as not given). */
export const isDoctorGender = (value: unknown): value is TDoctorGender =>
  DOCTOR_GENDERS.includes(value as TDoctorGender);
