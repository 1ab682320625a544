import type { Core } from '@strapi/strapi';
import { PUBLIC_ID_CONTENT_TYPES } from '../utils/public-id';

/** Published content anyone may read. Nothing else is public. */
export const PUBLIC_COLLECTION_TYPES = [
  ...PUBLIC_ID_CONTENT_TYPES,
  'api::faq.faq',
  'api::review.review',
  'api::consultation-fee.consultation-fee',
] as const;

export const PUBLIC_SINGLE_TYPES = [
  'api::home.home',
  'api::main-info.main-info',
  'api::about.about',
  'api::privacy-policy.privacy-policy',
  'api::terms-and-conditions.terms-and-conditions',
] as const;

/** Reading the published content: what visitors may do, and all a preview's token may do (on drafts too). */
export const PUBLIC_READ = [
  ...PUBLIC_COLLECTION_TYPES.flatMap((uid) => [`${uid}.find`, `${uid}.findOne`]),
  ...PUBLIC_SINGLE_TYPES.map((uid) => `${uid}.find`),
];

/** Sign-in and password reset; registration stays closed (see `closeRegistration`). */
const PUBLIC_AUTH = [
  'plugin::users-permissions.auth.callback',
  'plugin::users-permissions.auth.connect',
  'plugin::users-permissions.auth.forgotPassword',
  'plugin::users-permissions.auth.resetPassword',
];

const SIGNED_IN = ['plugin::users-permissions.user.me', 'plugin::users-permissions.auth.changePassword'];

/**
 * What every staff role may do: the staff area's own routes, each answering only inside the
 * member's branches (see staff/staff-scope.ts). No core route of appointments or contact messages:
 * their filters, populate and sort would read around the scope.
 */
const RECEPTIONIST = [
  ...SIGNED_IN,
  'api::appointment.staff.me',
  'api::appointment.staff.list',
  'api::appointment.staff.export',
  'api::appointment.staff.findOne',
  'api::appointment.staff.changeStatus',
  'api::appointment.staff.listCalls',
  'api::appointment.staff.recordCallAttempt',
  'api::appointment.staff.changeArrival',
  'api::appointment.staff.checkCard',
  'api::waiting-room.staff.pauseQueue',
  'api::appointment.staff.daySheet',
  'api::appointment.staff.addNote',
  'api::appointment.staff.reschedule',
  'api::appointment.staff.create',
  'api::appointment.staff.availability',
  'api::appointment.staff.findPatients',
  'api::appointment.staff.resendMessage',
  'api::appointment.booking.cardImage',
  ...['list', 'add', 'remove', 'takeOffer', 'declineOffer'].map((action) => `api::waiting-list.staff.${action}`),
  'api::contact-message.staff.list',
  'api::contact-message.staff.markRead',
];

/**
 * A manager does what a receptionist does, for every branch, manages the staff accounts, reads the
 * access log, the statistics and the delivery log of patient messages, and handles a person's requests
 * about their data.
 */
const MANAGER = [
  ...RECEPTIONIST,
  'api::staff-account.staff-account.list',
  'api::staff-account.staff-account.create',
  'api::staff-account.staff-account.update',
  'api::staff-account.staff-account.sendInvitation',
  'api::access-log.access-log.list',
  'api::patient-data.patient-data.find',
  'api::patient-data.patient-data.export',
  'api::patient-data.patient-data.correct',
  'api::patient-data.patient-data.erase',
  'api::statistics.statistics.find',
  'api::delivery-log.delivery-log.list',
];

/**
 * A doctor: their own patients of today, at the branch of their session (see doctors/doctor-list.ts),
 * calling the next one in and closing each visit. No route of the desk's: those answer 403.
 */
const DOCTOR = [
  ...SIGNED_IN,
  'api::appointment.staff.me',
  'api::appointment.doctor.today',
  'api::appointment.doctor.callNext',
  'api::appointment.doctor.changeStatus',
];

/** The front desk of one or more branches: their appointments only. */
export const RECEPTIONIST_ROLE = {
  type: 'receptionist',
  name: 'Receptionist',
  description: 'Front desk: the appointments of their own branches, and the messages inbox.',
} as const;

/** The clinic group's managers: every branch. Accounts of the former `Staff` role are managers. */
export const MANAGER_ROLE = {
  type: 'manager',
  name: 'Manager',
  description: 'Manager: the appointments of every branch, the messages inbox and the staff accounts.',
} as const;

/** The clinic's doctors, each account one doctor's. */
export const DOCTOR_ROLE = {
  type: 'doctor',
  name: 'Doctor',
  description: 'Doctor: their own patients of today, at the branch of their session.',
} as const;

/** The one role staff had before roles per branch; its accounts became managers (see ensurePermissions). */
const FORMER_STAFF_ROLE_TYPE = 'staff';

const ROLE_QUERY = 'plugin::users-permissions.role';
const PERMISSION_QUERY = 'plugin::users-permissions.permission';

const findOrCreateRole = async (strapi: Core.Strapi, role: { type: string; name: string; description: string }) => {
  const existing = await strapi.db.query(ROLE_QUERY).findOne({ where: { type: role.type } });
  return existing ?? strapi.db.query(ROLE_QUERY).create({ data: role });
};

/**
 * Makes a role's permissions exactly `actions`: missing ones are granted, any other is revoked.
 * Runs on every boot, so a fresh database is secure without clicking in the admin panel and a
 * permission granted by hand to a private type does not survive a restart.
 */
const setRolePermissions = async (strapi: Core.Strapi, roleId: number, actions: string[]) => {
  const wanted = new Set(actions);
  const current = (await strapi.db.query(PERMISSION_QUERY).findMany({ where: { role: roleId } })) as {
    id: number;
    action: string;
  }[];
  const revoked = current.filter((permission) => !wanted.has(permission.action));
  if (revoked.length > 0) {
    await strapi.db.query(PERMISSION_QUERY).deleteMany({ where: { id: { $in: revoked.map((p) => p.id) } } });
  }
  const granted = new Set(current.map((permission) => permission.action));
  for (const action of wanted) {
    if (!granted.has(action)) await strapi.db.query(PERMISSION_QUERY).create({ data: { action, role: roleId } });
  }
};

const closeRegistration = async (strapi: Core.Strapi) => {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions', key: 'advanced' });
  const advanced = ((await store.get()) ?? {}) as Record<string, unknown>;
  if (advanced.allow_register !== false) await store.set({ value: { ...advanced, allow_register: false } });
};

export const ensurePermissions = async (strapi: Core.Strapi) => {
  const publicRole = await findOrCreateRole(strapi, {
    type: 'public',
    name: 'Public',
    description: 'Anonymous visitors',
  });
  await setRolePermissions(strapi, publicRole.id, [...PUBLIC_READ, ...PUBLIC_AUTH]);

  const authenticated = await findOrCreateRole(strapi, {
    type: 'authenticated',
    name: 'Authenticated',
    description: 'Signed-in accounts without a clinic role',
  });
  await setRolePermissions(strapi, authenticated.id, SIGNED_IN);

  // The former Staff role becomes the Manager role in place, so every account in it keeps working.
  const roles = strapi.db.query(ROLE_QUERY);
  if (!(await roles.findOne({ where: { type: MANAGER_ROLE.type } }))) {
    await roles.update({ where: { type: FORMER_STAFF_ROLE_TYPE }, data: MANAGER_ROLE });
  }
  const manager = await findOrCreateRole(strapi, MANAGER_ROLE);
  await setRolePermissions(strapi, manager.id, MANAGER);
  const receptionist = await findOrCreateRole(strapi, RECEPTIONIST_ROLE);
  await setRolePermissions(strapi, receptionist.id, RECEPTIONIST);
  const doctor = await findOrCreateRole(strapi, DOCTOR_ROLE);
  await setRolePermissions(strapi, doctor.id, DOCTOR);

  await closeRegistration(strapi);
};
