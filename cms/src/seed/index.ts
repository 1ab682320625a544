import type { Core } from '@strapi/strapi';
import { ensureSeedAccounts, readSeedAccounts } from './accounts';
import { demoContent } from './content';
import { createImageUploader } from './images';
import { seedCollections } from './seed-collections';
import { seedAppointments } from './seed-appointments';
import { seedDemoDoctorDay } from './doctor-day';
import { seedPages } from './seed-pages';
import { seedConsultationFees, seedSchedules } from './seed-schedules';
import { readCmsEnvironment } from '../environment';

/**
 * Bilingual demo content and the demo accounts. Idempotent: a second run creates and uploads nothing,
 * but the demo doctor's visits of a new day.
 */
export const seedDemo = async (strapi: Core.Strapi) => {
  const env = readCmsEnvironment();
  const accounts = readSeedAccounts(env);
  const images = await createImageUploader(strapi);
  try {
    const index = await seedCollections(strapi, demoContent, images);
    await seedPages(strapi, demoContent, images, index);
    await seedSchedules(strapi, demoContent, index);
    await seedConsultationFees(strapi, demoContent, index);
    await seedAppointments(strapi, demoContent, index);
    const doctorUserId = await ensureSeedAccounts(strapi, accounts);
    // The tests' CMS gets the account alone: no test meets the demo doctor's visits of today.
    const withVisits = env.APP_ENV !== 'test';
    await seedDemoDoctorDay(strapi, { content: demoContent, index, userId: doctorUserId, withVisits });
  } finally {
    await images.dispose();
  }
};
