import type { Core } from '@strapi/strapi';
import { readCmsEnvironment } from '../environment';
import { startScheduledJob } from '../operations/scheduled-jobs';
import { closeChangedEarlierEntries } from './earlier-entries';
import { deleteExpiredPhoneCodes } from './phone-codes';
import { closeEndedEntries, expireOffers } from './waiting-holds';
import { offerFreedPlaces } from './waiting-offers';

/**
 * Every WAITING_LIST_INTERVAL_MS (30 s by default), in whichever CMS process claims the period (see
 * startScheduledJob): ends the holds that ran out, closes the entries past their last day (and those whose booking changed, waiting for an earlier time), and offers
 * the freed places still waiting, the ones a held place passes on to included, and deletes the
 * phone codes past their minutes. A change that frees a
 * place offers it at once in its own process; this job is what ends holds, whatever process made them.
 */
export const startWaitingListJob = (strapi: Core.Strapi) => {
  const { WAITING_LIST_INTERVAL_MS: intervalMs } = readCmsEnvironment();
  return startScheduledJob(strapi, {
    name: 'waiting-list',
    periodMs: intervalMs,
    firstRunDelayMs: intervalMs,
    run: async () => {
      const now = new Date();
      await expireOffers(strapi, now);
      await closeEndedEntries(strapi, now);
      await closeChangedEarlierEntries(strapi, now);
      await offerFreedPlaces(strapi, now);
      await deleteExpiredPhoneCodes(strapi.db.connection, now);
    },
  });
};
