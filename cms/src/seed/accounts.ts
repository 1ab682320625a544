import type { Core } from '@strapi/strapi';
import { CLINIC_EDITOR_ROLE } from '../bootstrap/editor-role';
import { DOCTOR_ROLE, MANAGER_ROLE, RECEPTIONIST_ROLE } from '../bootstrap/permissions';
import { STAFF_BRANCHES_TABLE } from '../staff/staff-scope';
import type { CmsEnvironment } from '../environment';

/** The placeholder passwords of .env.example: fine on a laptop, refused in production. */
const PLACEHOLDER_PASSWORDS = new Set([
  'change-me-staff',
  'change-me-receptionist',
  'change-me-doctor',
  'change-me-admin',
  'change-me-editor',
  '',
]);

/** Each demo account's part of its settings' names: SEED_{part}_EMAIL and SEED_{part}_PASSWORD. */
const SEED_ACCOUNT_VARIABLES = {
  staff: 'STAFF',
  receptionist: 'RECEPTIONIST',
  doctor: 'DOCTOR',
  admin: 'CMS_ADMIN',
  editor: 'CMS_EDITOR',
} as const;

type SeedAccount = { email: string; password: string };
type SeedAccounts = Record<keyof typeof SEED_ACCOUNT_VARIABLES, SeedAccount>;

export const readSeedAccounts = (env: CmsEnvironment): SeedAccounts => {
  const accounts = Object.fromEntries(
    Object.entries(SEED_ACCOUNT_VARIABLES).map(([account, part]) => [
      account,
      { email: env[`SEED_${part}_EMAIL`], password: env[`SEED_${part}_PASSWORD`] },
    ]),
  ) as SeedAccounts;
  const missing = Object.values(SEED_ACCOUNT_VARIABLES).flatMap((part) =>
    [`SEED_${part}_EMAIL`, `SEED_${part}_PASSWORD`].filter((name) => !env[name as keyof CmsEnvironment]),
  );
  if (missing.length > 0) throw new Error(`Seed accounts need ${missing.join(', ')} in .env`);
  const passwords = Object.values(accounts).map((account) => account.password);
  if (env.APP_ENV === 'production' && passwords.some((password) => PLACEHOLDER_PASSWORDS.has(password))) {
    throw new Error('Refusing to seed placeholder passwords with APP_ENV=production: set SEED_*_PASSWORD in .env.');
  }
  return accounts;
};

type UserService = { add: (values: Record<string, unknown>) => Promise<unknown> };

/**
 * A staff account that signs in to the web app's /admin, in the given role, working for `branches`
 * (a receptionist's). Left alone if it exists; answers its id.
 */
const ensureStaffUser = async (strapi: Core.Strapi, { email, password, roleType, branches = [] }: StaffAccount) => {
  const users = strapi.db.query('plugin::users-permissions.user');
  const existing = (await users.findOne({ where: { email: email.toLowerCase() }, select: ['id'] })) as {
    id: number;
  } | null;
  if (existing) return existing.id;
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: roleType } });
  if (!role) throw new Error(`The ${roleType} role is missing: bootstrap did not run`);
  const userService = strapi.plugin('users-permissions').service('user') as UserService;
  const user = (await userService.add({
    username: email.split('@')[0],
    email: email.toLowerCase(),
    password,
    provider: 'local',
    confirmed: true,
    blocked: false,
    role: role.id,
  })) as { id: number };
  if (branches.length > 0) {
    await strapi.db
      .connection(STAFF_BRANCHES_TABLE)
      .insert(branches.map((branch) => ({ user_id: user.id, branch_document_id: branch })));
  }
  return user.id;
};

type StaffAccount = { email: string; password: string; roleType: string; branches?: string[] };

/** The demo receptionist's branch: the first one, by its public number. */
const findFirstBranch = async (strapi: Core.Strapi) => {
  const branch = (await strapi.db.query('api::branch.branch').findOne({
    where: { publishedAt: { $notNull: true } },
    select: ['documentId'],
    orderBy: [{ publicId: 'asc' }],
  })) as { documentId: string } | null;
  if (!branch) throw new Error('The demo receptionist needs a branch: seed the branches first');
  return branch.documentId;
};

type AdminServices = {
  user: {
    exists: (where: { email: string }) => Promise<boolean>;
    create: (values: Record<string, unknown>) => Promise<unknown>;
  };
  role: {
    getSuperAdmin: () => Promise<{ id: number } | null>;
    findOne: (where: { code: string }) => Promise<{ id: number } | null>;
  };
};

/**
 * What the admin panel asks of a password when someone sets one there (Strapi's own rule): 8 or more
 * characters, at most 72 bytes, a lowercase and an uppercase letter and a digit.
 */
const adminPasswordProblems = (password: string) =>
  [
    password.length < 8 && 'at least 8 characters',
    new TextEncoder().encode(password).length > 72 && 'at most 72 bytes',
    !/[a-z]/.test(password) && 'a lowercase letter',
    !/[A-Z]/.test(password) && 'an uppercase letter',
    !/\d/.test(password) && 'a digit',
  ].filter((problem): problem is string => typeof problem === 'string');

type CmsAccount = { email: string; password: string; firstname: string; lastname: string; roleId: number };

/** An account of the Strapi admin panel. Left alone if it exists. */
const ensureCmsAccount = async (strapi: Core.Strapi, account: CmsAccount, variable: string) => {
  const services = strapi.admin.services as unknown as AdminServices;
  if (await services.user.exists({ email: account.email.toLowerCase() })) return;
  const problems = adminPasswordProblems(account.password);
  if (problems.length > 0) throw new Error(`${variable} needs ${problems.join(', ')} (the admin panel's rule).`);
  await services.user.create({
    email: account.email.toLowerCase(),
    firstname: account.firstname,
    lastname: account.lastname,
    password: account.password,
    isActive: true,
    registrationToken: null,
    roles: [account.roleId],
  });
};

/**
 * The demo accounts; answers the demo doctor's account id, whose doctor the seed chooses each day
 * (doctor-day.ts).
 */
export const ensureSeedAccounts = async (strapi: Core.Strapi, accounts: SeedAccounts) => {
  await ensureStaffUser(strapi, { ...accounts.staff, roleType: MANAGER_ROLE.type });
  const branches = [await findFirstBranch(strapi)];
  await ensureStaffUser(strapi, { ...accounts.receptionist, roleType: RECEPTIONIST_ROLE.type, branches });
  const doctorUserId = await ensureStaffUser(strapi, { ...accounts.doctor, roleType: DOCTOR_ROLE.type });
  const roles = (strapi.admin.services as unknown as AdminServices).role;
  const superAdmin = await roles.getSuperAdmin();
  if (!superAdmin) throw new Error('The Super Admin role is missing');
  const editorRole = await roles.findOne({ code: CLINIC_EDITOR_ROLE.code });
  if (!editorRole) throw new Error('The clinic editor role is missing: bootstrap did not run');
  await ensureCmsAccount(
    strapi,
    {
      ...accounts.admin,
      firstname: 'Clinic',
      lastname: 'Administrator',
      roleId: superAdmin.id,
    },
    'SEED_CMS_ADMIN_PASSWORD',
  );
  await ensureCmsAccount(
    strapi,
    {
      ...accounts.editor,
      firstname: 'Clinic',
      lastname: 'Editor',
      roleId: editorRole.id,
    },
    'SEED_CMS_EDITOR_PASSWORD',
  );
  return doctorUserId;
};
