import type { Core } from '@strapi/strapi';
import { registerBookedVisitsPreviewRoute } from './booking/booked-visits-preview-route';
import { startOrphanSweep } from './booking/orphan-sweep';
import { writeAllLabels } from './booking/schedule-labels';
import { logScheduleOverlaps } from './booking/schedule-overlap-guard';
import { logScheduleRuleBreaks } from './booking/schedule-rules-guard';
import { registerUnpricedWorkplacesRoute } from './booking/unpriced-workplaces-route';
import { keepPrivateTypesFromAdminRoles } from './bootstrap/admin-roles';
import { applyEditorLayouts } from './bootstrap/editor-layouts';
import { ensureEditorRole } from './bootstrap/editor-role';
import { ensureLocales } from './bootstrap/locales';
import { ensurePermissions } from './bootstrap/permissions';
import { ensurePreviewToken } from './bootstrap/preview-token';
import { logFactRelationDivergences } from './i18n/fact-relations';
import { startMessageDelivery } from './messages/message-delivery';
import { countOutboxMessages } from './messages/message-records';
import { startReminderJob } from './messages/reminders';
import { startMetricsServer } from './operations/metrics';
import { registerJobHealthRoute } from './operations/scheduled-jobs';
import { startRetentionJob } from './privacy/retention';
import { revalidationNotifier } from './revalidation/register';
import { registerDocumentMiddlewares } from './document-middlewares';
import { registerAppointmentIndexes } from './appointments/appointment-indexes';
import { registerVisitTimeColumns } from './appointments/visit-time';
import { closeSharedRedis } from './utils/shared-redis';
import { startWaitingListJob } from './waiting-list/waiting-list-job';

let stopOrphanSweep: (() => Promise<void>) | undefined;
let stopRetentionJob: (() => Promise<void>) | undefined;
let stopMessageDelivery: (() => Promise<void>) | undefined;
let stopReminderJob: (() => Promise<void>) | undefined;
let stopWaitingListJob: (() => Promise<void>) | undefined;
let stopRevalidationNotifier: (() => void) | undefined;
let stopMetricsServer: (() => Promise<void>) | undefined;

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    // A doctor's hours' times, picked in 5-minute steps in the admin panel (src/admin/time-of-day-input.tsx).
    strapi.customFields.register({ name: 'time-of-day', type: 'string' });
    // A doctor's languages, ticked from a list in the admin panel (src/admin/spoken-languages-input.tsx).
    strapi.customFields.register({ name: 'spoken-languages', type: 'json' });
    const revalidation = revalidationNotifier(strapi);
    stopRevalidationNotifier = revalidation.stop;
    registerDocumentMiddlewares(strapi, { revalidation: revalidation.middleware });
    registerBookedVisitsPreviewRoute(strapi);
    registerUnpricedWorkplacesRoute(strapi);
    registerAppointmentIndexes(strapi);
    registerVisitTimeColumns(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureLocales(strapi);
    await ensurePermissions(strapi);
    await keepPrivateTypesFromAdminRoles(strapi);
    await ensureEditorRole(strapi);
    await applyEditorLayouts(strapi);
    await ensurePreviewToken(strapi);
    await logScheduleOverlaps(strapi);
    await logScheduleRuleBreaks(strapi);
    await writeAllLabels(strapi);
    await logFactRelationDivergences(strapi);
    stopOrphanSweep = await startOrphanSweep(strapi);
    stopRetentionJob = startRetentionJob(strapi);
    stopMessageDelivery = startMessageDelivery(strapi);
    stopReminderJob = startReminderJob(strapi);
    stopWaitingListJob = startWaitingListJob(strapi);
    registerJobHealthRoute(strapi);
    stopMetricsServer = startMetricsServer(strapi, () => countOutboxMessages(strapi));
  },

  /** A job's run, or a delivery pass, under way finishes before the database closes. */
  async destroy() {
    stopRevalidationNotifier?.();
    await Promise.all([
      stopOrphanSweep?.(),
      stopRetentionJob?.(),
      stopMessageDelivery?.(),
      stopReminderJob?.(),
      stopWaitingListJob?.(),
      stopMetricsServer?.(),
    ]);
    await closeSharedRedis();
  },
};
