import type { Core } from '@strapi/strapi';

/** Patients' and staff's personal data. Staff read it in /admin through their own scoped routes. */
const PRIVATE_SUBJECTS = [
  'api::appointment.appointment',
  'api::contact-message.contact-message',
  'plugin::users-permissions.user',
];

const SUPER_ADMIN = 'strapi-super-admin';

/**
 * Strapi grants its stock Editor and Author roles every content type that exists, patients included,
 * so an administrator handing a colleague the Editor role would hand over every appointment. At every
 * boot, the private types are taken from every CMS admin role but the super admin's, whatever was
 * ticked in Settings › Roles since.
 */
export const keepPrivateTypesFromAdminRoles = async (strapi: Core.Strapi) => {
  const permissions = (await strapi.db.query('admin::permission').findMany({
    where: { subject: { $in: PRIVATE_SUBJECTS }, role: { code: { $ne: SUPER_ADMIN } } },
    select: ['id', 'action', 'subject'],
    populate: { role: { select: ['code'] } },
  })) as { id: number; action: string; subject: string; role: { code: string } | null }[];
  if (permissions.length === 0) return;
  await strapi.db.query('admin::permission').deleteMany({ where: { id: { $in: permissions.map((p) => p.id) } } });
  const roles = [...new Set(permissions.map((permission) => permission.role?.code ?? 'unknown'))].join(', ');
  strapi.log.info(`Took ${permissions.length} permission(s) on patient data from the admin role(s) ${roles}`);
};
