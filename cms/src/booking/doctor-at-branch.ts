import { DEFAULT_LOCALE, LOCALES, type TLocale } from '@clinic/domain';
import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { readCachedSetup } from './setup-cache';

/** A text in every language the site speaks. */
export type Bilingual = Record<TLocale, string>;

type PublishedRow = { locale: string } & Record<string, string | null>;

/**
 * The published text fields of one document in every language; a language the entry is not yet
 * translated into falls back to the default language's text. Null when nothing is published.
 */
export const readPublishedTexts = async <Field extends string>(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  documentId: string,
  fields: readonly Field[],
) => {
  const rows = (await strapi.db.query(uid).findMany({
    where: { documentId, publishedAt: { $notNull: true } },
    select: ['locale', ...fields],
  })) as PublishedRow[];
  const fallback = rows.find((row) => row.locale === DEFAULT_LOCALE) ?? rows[0];
  if (!fallback) return null;
  const textIn = (locale: TLocale) => rows.find((row) => row.locale === locale) ?? fallback;
  return Object.fromEntries(
    fields.map((field) => [field, Object.fromEntries(LOCALES.map((locale) => [locale, textIn(locale)[field] ?? '']))]),
  ) as Record<Field, Bilingual>;
};

/** How patients reach a branch (the same in every language), as published; nulls when it is not. */
export const readBranchContact = async (strapi: Core.Strapi, branchDocumentId: string | null) => {
  const row = branchDocumentId
    ? ((await strapi.db.query('api::branch.branch').findOne({
        where: { documentId: branchDocumentId, publishedAt: { $notNull: true } },
        select: ['locationLink', 'phone', 'whatsapp'],
      })) as Record<'locationLink' | 'phone' | 'whatsapp', string | null> | null)
    : null;
  return { locationLink: row?.locationLink ?? null, phone: row?.phone ?? null, whatsapp: row?.whatsapp ?? null };
};

type Workplaces = { branches?: { documentId: string; locationLink: string | null; phone: string | null }[] };

/**
 * The published doctor and one of their branches, with their names (and the branch's address) in
 * both languages, and the doctor's consultation fee there (null when none is given). Where a doctor works is a fact, read in the default language whatever the
 * visitor's: links are the same in every language (see i18n/fact-relations.ts). Unknown ids are a
 * 404; a branch where the doctor does not work is a validation error on `branch`. Kept until a
 * doctor or a branch changes (see setup-cache.ts).
 */
export const findDoctorAtBranch = (strapi: Core.Strapi, doctorDocumentId: string, branchDocumentId: string) =>
  readCachedSetup(strapi, `workplace ${doctorDocumentId} ${branchDocumentId}`, () =>
    readDoctorAtBranch(strapi, doctorDocumentId, branchDocumentId),
  );

const readDoctorAtBranch = async (strapi: Core.Strapi, doctorDocumentId: string, branchDocumentId: string) => {
  const workplaces = (await strapi.documents('api::doctor.doctor').findOne({
    documentId: doctorDocumentId,
    locale: DEFAULT_LOCALE,
    status: 'published',
    fields: ['documentId'],
    populate: { branches: { fields: ['locationLink', 'phone'] } },
  })) as Workplaces | null;
  const doctorTexts = workplaces
    ? await readPublishedTexts(strapi, 'api::doctor.doctor', doctorDocumentId, ['name'])
    : null;
  if (!workplaces || !doctorTexts) throw new errors.NotFoundError('Doctor not found');
  const workplace = workplaces.branches?.find((candidate) => candidate.documentId === branchDocumentId);
  const branchTexts = workplace
    ? await readPublishedTexts(strapi, 'api::branch.branch', branchDocumentId, ['name', 'address'])
    : null;
  if (!workplace || !branchTexts) {
    throw new errors.ValidationError('The doctor does not work at this branch', {
      errors: [{ path: ['branch'], message: 'validation.doctorNotAtBranch', name: 'ValidationError' }],
    });
  }
  const fee = (await strapi.db.query('api::consultation-fee.consultation-fee').findOne({
    where: { doctor: { documentId: doctorDocumentId }, branch: { documentId: branchDocumentId } },
    select: ['amountEgp'],
  })) as { amountEgp: number } | null;
  return {
    consultationFeeEgp: fee?.amountEgp ?? null,
    doctor: { documentId: doctorDocumentId, name: doctorTexts.name },
    branch: {
      documentId: branchDocumentId,
      name: branchTexts.name,
      address: branchTexts.address,
      locationLink: workplace.locationLink,
      phone: workplace.phone,
    },
  };
};
