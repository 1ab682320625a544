import type { Core, UID } from '@strapi/strapi';
import { ANONYMOUS_REVIEW_SIGNATURE } from '@clinic/domain';
import { toBlocks } from './blocks';
import type { DemoContent, SeoSeed } from './content/types';
import { ensureLocalizedDocument, type SeedLocale } from './documents';
import type { ImageUploader } from './images';

/** documentIds of seeded entries by their seed key, for relations between them. */
export type SeedIndex = Map<string, string>;

export const buildSeo = (seo: SeoSeed, locale: SeedLocale) => ({
  metaTitle: seo.metaTitle[locale],
  metaDescription: seo.metaDescription[locale],
});

/** The documentId of a seeded entry by its key: a key the content does not define stops the seed. */
export const lookup = (index: SeedIndex, key: string) => {
  const documentId = index.get(key);
  if (!documentId) throw new Error(`Seed content refers to unknown key "${key}"`);
  return documentId;
};

const toTime = (time: string | undefined) => (time ? `${time.length === 5 ? `${time}:00` : time}.000` : null);

/** An entry's texts by name, each in one language: `{ name: 'Heliopolis Branch', slug: 'heliopolis' }`. */
const textsIn = <const TField extends string>(
  entry: Record<TField, { en: string; ar: string }>,
  locale: SeedLocale,
  fields: readonly TField[],
) => Object.fromEntries(fields.map((field) => [field, entry[field][locale]])) as Record<TField, string>;

/** Seeds one entry in both languages (unless its English twin exists) and keeps its documentId by key. */
type SeedEntry = (
  key: string,
  uid: UID.ContentType,
  identity: Record<string, string>,
  buildData: Parameters<typeof ensureLocalizedDocument>[3],
) => Promise<unknown>;

/** What each step of the collections' seed is given. */
type SeedStep = { content: DemoContent; images: ImageUploader; index: SeedIndex; seedEntry: SeedEntry };

/** The clinic's specialties, branches, doctors and services, in the order their relations need. */
const seedClinic = async ({ content, images, index, seedEntry }: SeedStep) => {
  for (const specialty of content.specialties) {
    const icon = await images.upload(specialty.icon);
    await seedEntry(specialty.key, 'api::specialty.specialty', { slug: specialty.slug.en }, (locale) => ({
      ...textsIn(specialty, locale, ['name', 'slug', 'description']),
      icon,
    }));
  }

  for (const branch of content.branches) {
    const image = await images.upload(branch.image);
    await seedEntry(branch.key, 'api::branch.branch', { slug: branch.slug.en }, (locale) => ({
      ...textsIn(branch, locale, ['name', 'slug', 'city', 'address']),
      phone: branch.phone,
      whatsapp: branch.whatsapp,
      email: branch.email,
      locationLink: branch.locationLink,
      latitude: branch.latitude,
      longitude: branch.longitude,
      openingHours: branch.openingHours.map((hours) => ({
        day: hours.day,
        isClosed: hours.isClosed,
        opensAt: hours.isClosed ? null : toTime(hours.opensAt),
        closesAt: hours.isClosed ? null : toTime(hours.closesAt),
      })),
      image,
      seo: buildSeo(branch.seo, locale),
    }));
  }

  for (const doctor of content.doctors) {
    const image = await images.upload(doctor.image);
    await seedEntry(doctor.key, 'api::doctor.doctor', { slug: doctor.slug.en }, (locale) => ({
      ...textsIn(doctor, locale, ['name', 'slug', 'title', 'bio']),
      image,
      yearsOfExperience: doctor.yearsOfExperience,
      gender: doctor.gender,
      languages: doctor.languages,
      specialties: doctor.specialtyKeys.map((key) => lookup(index, key)),
      branches: doctor.branchKeys.map((key) => lookup(index, key)),
      medicalDegrees: doctor.medicalDegrees.map((degree) => ({
        ...textsIn(degree, locale, ['title', 'institution']),
        year: degree.year,
      })),
      seo: buildSeo(doctor.seo, locale),
    }));
  }

  for (const service of content.services) {
    const image = await images.upload(service.image);
    await seedEntry(service.key, 'api::service.service', { slug: service.slug.en }, (locale) => ({
      ...textsIn(service, locale, ['name', 'slug', 'summary']),
      body: toBlocks(service.body[locale]),
      image,
      specialty: lookup(index, service.specialtyKey),
      seo: buildSeo(service.seo, locale),
    }));
  }
};

/** What the clinic writes and what is written about it: the blog, the questions and the reviews. */
const seedWriting = async ({ content, images, index, seedEntry }: SeedStep) => {
  for (const category of content.categories) {
    await seedEntry(category.key, 'api::category.category', { slug: category.slug.en }, (locale) =>
      textsIn(category, locale, ['name', 'slug']),
    );
  }

  for (const article of content.articles) {
    const cover = await images.upload(article.cover);
    await seedEntry(article.key, 'api::article.article', { slug: article.slug.en }, (locale) => ({
      ...textsIn(article, locale, ['title', 'slug', 'excerpt']),
      body: toBlocks(article.body[locale]),
      cover,
      category: lookup(index, article.categoryKey),
      author: lookup(index, article.authorKey),
      publishedDate: article.publishedDate,
      seo: buildSeo(article.seo, locale),
    }));
  }

  for (const faq of content.faqs) {
    await seedEntry(faq.key, 'api::faq.faq', { question: faq.question.en }, (locale) => ({
      ...textsIn(faq, locale, ['question', 'answer']),
      sortOrder: faq.sortOrder,
    }));
  }

  for (const review of content.reviews) {
    const userImage = await images.upload(review.userImage);
    await seedEntry(review.key, 'api::review.review', { authorName: review.authorName.en }, (locale) => ({
      ...textsIn(review, locale, ['authorName', 'body']),
      rating: review.rating,
      userImage,
      branch: review.branchKey ? lookup(index, review.branchKey) : null,
      doctor: review.doctorKey ? lookup(index, review.doctorKey) : null,
      publicationConsentOn: review.consent.on,
      publicationConsentBy: review.consent.by,
      verifiedVisit: false,
    }));
  }

  for (const review of content.verifiedReviews) {
    await seedEntry(review.key, 'api::review.review', { body: review.body }, (locale) => ({
      authorName: review.signature ?? ANONYMOUS_REVIEW_SIGNATURE[locale],
      body: review.body,
      clinicReply: review.reply?.[locale] ?? null,
      rating: review.rating,
      branch: lookup(index, review.branchKey),
      doctor: lookup(index, review.doctorKey),
      verifiedVisit: true,
      visitMonth: review.visitMonth,
      writtenIn: review.writtenIn,
      publicationConsentOn: `${review.visitMonth}-28`,
      publicationConsentBy: 'reviewPage',
    }));
  }
};

export const seedCollections = async (strapi: Core.Strapi, content: DemoContent, images: ImageUploader) => {
  const index: SeedIndex = new Map();
  const seedEntry: SeedEntry = async (key, uid, identity, buildData) =>
    index.set(key, await ensureLocalizedDocument(strapi, uid, identity, buildData));
  const step = { content, images, index, seedEntry };
  await seedClinic(step);
  await seedWriting(step);
  return index;
};
