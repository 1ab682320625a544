import type { Core } from '@strapi/strapi';
import { STAFF_ROLE } from '../bootstrap/permissions';

/** The placeholder passwords of .env.example: fine on a laptop, refused in production. */
const PLACEHOLDER_PASSWORDS = new Set(['change-me-staff', 'change-me-admin', '']);

type SeedAccounts = { staffEmail: string; staffPassword: string; adminEmail: string; adminPassword: string };

export const readSeedAccounts = (env: NodeJS.ProcessEnv): SeedAccounts => {
  const accounts = {
    staffEmail: env.SEED_STAFF_EMAIL ?? '',
    staffPassword: env.SEED_STAFF_PASSWORD ?? '',
    adminEmail: env.SEED_CMS_ADMIN_EMAIL ?? '',
    adminPassword: env.SEED_CMS_ADMIN_PASSWORD ?? '',
  };
  const missing = Object.entries(accounts).filter(([, value]) => !value);
  if (missing.length > 0) throw new Error(`Seed accounts need ${missing.map(([key]) => key).join(', ')} in .env`);
  if (
    env.APP_ENV === 'production' &&
    (PLACEHOLDER_PASSWORDS.has(accounts.staffPassword) || PLACEHOLDER_PASSWORDS.has(accounts.adminPassword))
  ) {
    throw new Error('Refusing to seed placeholder passwords with APP_ENV=production: set SEED_*_PASSWORD in .env.');
  }
  return accounts;
};

type UserService = { add: (values: Record<string, unknown>) => Promise<unknown> };

/** The clinic staff account that signs in to the web app's /admin. Left alone if it exists. */
const ensureStaffUser = async (strapi: Core.Strapi, email: string, password: string) => {
  const users = strapi.db.query('plugin::users-permissions.user');
  if (await users.findOne({ where: { email: email.toLowerCase() } })) return;
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: STAFF_ROLE.type } });
  if (!role) throw new Error('The Staff role is missing: bootstrap did not run');
  const userService = strapi.plugin('users-permissions').service('user') as UserService;
  await userService.add({
    username: email.split('@')[0],
    email: email.toLowerCase(),
    password,
    provider: 'local',
    confirmed: true,
    blocked: false,
    role: role.id,
  });
};

type AdminServices = {
  user: {
    exists: (where: { email: string }) => Promise<boolean>;
    create: (values: Record<string, unknown>) => Promise<unknown>;
  };
  role: { getSuperAdmin: () => Promise<{ id: number } | null> };
};

/** The editor account of the Strapi admin panel. Left alone if it exists. */
const ensureCmsAdmin = async (strapi: Core.Strapi, email: string, password: string) => {
  const services = strapi.admin?.services as unknown as AdminServices;
  if (await services.user.exists({ email: email.toLowerCase() })) return;
  const superAdmin = await services.role.getSuperAdmin();
  if (!superAdmin) throw new Error('The Super Admin role is missing');
  await services.user.create({
    email: email.toLowerCase(),
    firstname: 'Clinic',
    lastname: 'Editor',
    password,
    isActive: true,
    registrationToken: null,
    roles: [superAdmin.id],
  });
};

export const ensureSeedAccounts = async (strapi: Core.Strapi, accounts: SeedAccounts) => {
  await ensureStaffUser(strapi, accounts.staffEmail, accounts.staffPassword);
  await ensureCmsAdmin(strapi, accounts.adminEmail, accounts.adminPassword);
};
