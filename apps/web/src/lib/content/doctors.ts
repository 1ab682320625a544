import 'server-only';
import { type Doctor, type Locale, type Review, isCmsError } from '@clinic/cms-client';
import type { WeeklyHours } from '@clinic/cms-client';
import type { TDoctorFee, TDoctorRating } from '@clinic/domain';
import { cache } from 'react';
import { findPageDocument, listContent, readContent } from '../cms';

const LIST_POPULATE = {
  image: true,
  specialties: { fields: ['name', 'slug', 'publicId'] },
  branches: { fields: ['name', 'slug', 'publicId', 'city'] },
};

export const listDoctors = cache(
  (locale: Locale): Promise<Doctor[]> =>
    listContent(
      'doctors',
      { locale, populate: LIST_POPULATE, sort: ['publicId:asc'] },
      'doctor',
      'specialty',
      'branch',
    ),
);

/** One doctor with everything the doctor page shows; null when there is no such doctor to show. */
export const findDoctor = cache(
  (locale: Locale, publicId: number): Promise<Doctor | null> =>
    findPageDocument(
      'doctors',
      { model: 'doctor', publicId },
      {
        locale,
        populate: {
          ...LIST_POPULATE,
          medicalDegrees: true,
          seo: true,
          branches: { fields: ['name', 'slug', 'publicId', 'city', 'address', 'phone', 'whatsapp'] },
          articles: { fields: ['title', 'slug', 'publicId', 'excerpt', 'publishedDate'], populate: ['cover'] },
        },
      },
      'specialty',
      'branch',
      'article',
    ),
);

/**
 * The published reviews about one doctor, newest first, by the doctor's public id: the doctor's page
 * asks for them as it asks for the doctor, not after.
 */
export const listDoctorReviews = cache(async (locale: Locale, publicId: number): Promise<Review[]> => {
  const { cms, cachedForDocument } = await readContent();
  const { data } = await cms.find(
    'reviews',
    {
      locale,
      filters: { doctor: { publicId: { $eq: publicId } } },
      populate: { userImage: true },
      sort: ['createdAt:desc'],
      pagination: { pageSize: 20 },
    },
    cachedForDocument({ model: 'doctor', publicId }, 'review'),
  );
  return data;
});

/**
 * Every doctor's rating from verified visits, the same in both languages; read again whenever a
 * review changes (published, unpublished, replied to).
 */
export const listDoctorRatings = cache(async (): Promise<TDoctorRating[]> => {
  const { cms, cachedFor } = await readContent();
  return (await cms.getDoctorRatings(cachedFor('review'))).ratings;
});

/** A hundred fees a page: the CMS's largest. */
const FEES_PAGE_SIZE = 100;

/** Every doctor's consultation fee at each branch, the same in both languages. */
export const listConsultationFees = cache(async (): Promise<TDoctorFee[]> => {
  const { cms, cachedFor } = await readContent();
  const fees: TDoctorFee[] = [];
  for (let page = 1; ; page += 1) {
    const { data, meta } = await cms.find(
      'consultation-fees',
      {
        fields: ['amountEgp'],
        populate: { doctor: { fields: ['publicId'] }, branch: { fields: ['publicId'] } },
        sort: ['id:asc'],
        pagination: { page, pageSize: FEES_PAGE_SIZE },
      },
      cachedFor('consultation-fee'),
    );
    for (const fee of data) {
      if (fee.doctor && fee.branch) {
        fees.push({ doctorId: fee.doctor.documentId, branchId: fee.branch.documentId, amountEgp: fee.amountEgp });
      }
    }
    const pagination = meta.pagination;
    if (!pagination || !('pageCount' in pagination) || page >= pagination.pageCount) return fees;
  }
});

/** Seasonal hours begin and end on their own dates: a doctor's week is read again at least hourly. */
const WEEK_REFRESH_SECONDS = 3600;

/**
 * A doctor's hours in force this week at each of their branches, from Saturday; none for an unknown
 * doctor. By the doctor's public id, as the reviews.
 */
export const listDoctorWeeklyHours = cache(async (publicId: number): Promise<WeeklyHours[]> => {
  const { cms, cachedForDocument } = await readContent();
  const options = cachedForDocument({ model: 'doctor', publicId }, 'branch', 'doctor-schedule');
  try {
    const { hours } = await cms.getWeeklyHours(
      publicId,
      options.cache === 'force-cache'
        ? { ...options, next: { ...options.next, revalidate: WEEK_REFRESH_SECONDS } }
        : options,
    );
    return hours;
  } catch (error) {
    if (isCmsError(error) && error.status === 404) return [];
    throw error;
  }
});
