import { applyRetention } from '../src/privacy/retention';
import { runWithLoadedCms } from './loaded-cms';

/** Applies the retention periods once: `npm run restore` runs it right after a restore. */
runWithLoadedCms(async (strapi) => {
  const result = await applyRetention(strapi);
  strapi.log.info(
    `Retention applied: ${result.cardImagesDeleted} card image(s) deleted, ${result.appointmentsAnonymized} appointment(s) anonymized, ${result.contactMessagesDeleted} contact message(s) deleted`,
  );
});
