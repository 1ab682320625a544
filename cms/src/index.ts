import type { Core } from '@strapi/strapi';
import { ensureBookingTables } from './booking/tables';
import { ensureLocales } from './bootstrap/locales';
import { ensurePermissions } from './bootstrap/permissions';
import { registerPublicIdAssignment } from './utils/public-id';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerPublicIdAssignment(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureLocales(strapi);
    await ensurePermissions(strapi);
    await ensureBookingTables(strapi);
  },
};
