import type { Core } from '@strapi/strapi';
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

const lookup = (index: SeedIndex, key: string) => {
  const documentId = index.get(key);
  if (!documentId) throw new Error(`Seed content refers to unknown key "${key}"`);
  return documentId;
};

const toTime = (time: string | undefined) => (time ? `${time.length === 5 ? `${time}:00` : time}.000` : null);

export const seedCollections = async (strapi: Core.Strapi, content: DemoContent, images: ImageUploader) => {
  const index: SeedIndex = new Map();
  const keep = (key: string, documentId: string) => index.set(key, documentId);

  for (const specialty of content.specialties) {
    const icon = await images.upload(specialty.icon);
    keep(
      specialty.key,
      await ensureLocalizedDocument(strapi, 'api::specialty.specialty', { slug: specialty.slug.en }, (locale) => ({
        name: specialty.name[locale],
        slug: specialty.slug[locale],
        description: specialty.description[locale],
        icon,
      })),
    );
  }

  for (const branch of content.branches) {
    const image = await images.upload(branch.image);
    keep(
      branch.key,
      await ensureLocalizedDocument(strapi, 'api::branch.branch', { slug: branch.slug.en }, (locale) => ({
        name: branch.name[locale],
        slug: branch.slug[locale],
        city: branch.city[locale],
        address: branch.address[locale],
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
      })),
    );
  }

  for (const doctor of content.doctors) {
    const image = await images.upload(doctor.image);
    keep(
      doctor.key,
      await ensureLocalizedDocument(strapi, 'api::doctor.doctor', { slug: doctor.slug.en }, (locale) => ({
        name: doctor.name[locale],
        slug: doctor.slug[locale],
        title: doctor.title[locale],
        bio: doctor.bio[locale],
        image,
        yearsOfExperience: doctor.yearsOfExperience,
        gender: doctor.gender,
        languages: doctor.languages,
        specialties: doctor.specialtyKeys.map((key) => lookup(index, key)),
        branches: doctor.branchKeys.map((key) => lookup(index, key)),
        medicalDegrees: doctor.medicalDegrees.map((degree) => ({
          title: degree.title[locale],
          institution: degree.institution[locale],
          year: degree.year,
        })),
        seo: buildSeo(doctor.seo, locale),
      })),
    );
  }

  for (const service of content.services) {
    const image = await images.upload(service.image);
    keep(
      service.key,
      await ensureLocalizedDocument(strapi, 'api::service.service', { slug: service.slug.en }, (locale) => ({
        name: service.name[locale],
        slug: service.slug[locale],
        summary: service.summary[locale],
        body: toBlocks(service.body[locale]),
        image,
        specialty: lookup(index, service.specialtyKey),
        seo: buildSeo(service.seo, locale),
      })),
    );
  }

  for (const category of content.categories) {
    keep(
      category.key,
      await ensureLocalizedDocument(strapi, 'api::category.category', { slug: category.slug.en }, (locale) => ({
        name: category.name[locale],
        slug: category.slug[locale],
      })),
    );
  }

  for (const article of content.articles) {
    const cover = await images.upload(article.cover);
    keep(
      article.key,
      await ensureLocalizedDocument(strapi, 'api::article.article', { slug: article.slug.en }, (locale) => ({
        title: article.title[locale],
        slug: article.slug[locale],
        excerpt: article.excerpt[locale],
        body: toBlocks(article.body[locale]),
        cover,
        category: lookup(index, article.categoryKey),
        author: lookup(index, article.authorKey),
        publishedDate: article.publishedDate,
        seo: buildSeo(article.seo, locale),
      })),
    );
  }

  for (const faq of content.faqs) {
    keep(
      faq.key,
      await ensureLocalizedDocument(strapi, 'api::faq.faq', { question: faq.question.en }, (locale) => ({
        question: faq.question[locale],
        answer: faq.answer[locale],
        sortOrder: faq.sortOrder,
      })),
    );
  }

  for (const review of content.reviews) {
    const userImage = await images.upload(review.userImage);
    keep(
      review.key,
      await ensureLocalizedDocument(strapi, 'api::review.review', { authorName: review.authorName.en }, (locale) => ({
        authorName: review.authorName[locale],
        body: review.body[locale],
        rating: review.rating,
        userImage,
        branch: review.branchKey ? lookup(index, review.branchKey) : null,
        doctor: review.doctorKey ? lookup(index, review.doctorKey) : null,
        publicationConsentOn: review.consent.on,
        publicationConsentBy: review.consent.by,
      })),
    );
  }

  return index;
};
