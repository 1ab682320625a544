import type { Core } from '@strapi/strapi';
import { startOrphanSweep } from './booking/orphan-sweep';
import { logScheduleOverlaps, registerScheduleOverlapGuard } from './booking/schedule-overlap-guard';
import { keepPrivateTypesFromAdminRoles } from './bootstrap/admin-roles';
import { ensureLocales } from './bootstrap/locales';
import { ensurePermissions } from './bootstrap/permissions';
import { logFactRelationDivergences, registerFactRelationSync } from './i18n/fact-relations';
import { startRetentionJob } from './privacy/retention';
import { registerRevalidationNotifier } from './revalidation/register';
import { registerPublicIdAssignment } from './utils/public-id';

let stopOrphanSweep: (() => void) | undefined;
let stopRetentionJob: (() => void) | undefined;
let stopRevalidationNotifier: (() => void) | undefined;

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerPublicIdAssignment(strapi);
    stopRevalidationNotifier = registerRevalidationNotifier(strapi);
    registerScheduleOverlapGuard(strapi);
    registerFactRelationSync(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureLocales(strapi);
    await ensurePermissions(strapi);
    await keepPrivateTypesFromAdminRoles(strapi);
    await logScheduleOverlaps(strapi);
    await logFactRelationDivergences(strapi);
    stopOrphanSweep = await startOrphanSweep(strapi);
    stopRetentionJob = startRetentionJob(strapi);
  },

  destroy() {
    stopOrphanSweep?.();
    stopRetentionJob?.();
    stopRevalidationNotifier?.();
  },
};
