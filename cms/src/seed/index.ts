import type { Core } from '@strapi/strapi';
import { ensureSeedAccounts, readSeedAccounts } from './accounts';
import { demoContent } from './content';
import { createImageUploader } from './images';
import { seedCollections } from './seed-collections';
import { seedAppointments } from './seed-appointments';
import { seedPages } from './seed-pages';
import { seedConsultationFees, seedSchedules } from './seed-schedules';
import { readCmsEnvironment } from '../environment';

/** Bilingual demo content and the demo accounts. Idempotent: a second run creates and uploads nothing. */
export const seedDemo = async (strapi: Core.Strapi) => {
  const accounts = readSeedAccounts(readCmsEnvironment());
  const images = await createImageUploader(strapi);
  try {
    const index = await seedCollections(strapi, demoContent, images);
    await seedPages(strapi, demoContent, images, index);
    await seedSchedules(strapi, demoContent, index);
    await seedConsultationFees(strapi, demoContent, index);
    await seedAppointments(strapi, demoContent, index);
    await ensureSeedAccounts(strapi, accounts);
  } finally {
    await images.dispose();
  }
};
