import { randomBytes } from 'node:crypto';
import {
  AppError,
  ErrorCode,
  STAFF_ROLES,
  type TLocale,
  type TStaffAccount,
  type TStaffAccountAnswer,
  type TStaffAccountChange,
  type TStaffRole,
  ValidationMessage,
} from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { type Account, sendPasswordLink } from '../extensions/users-permissions/forgot-password';
import { STAFF_BRANCHES_TABLE, STAFF_DOCTORS_TABLE, replaceStaffBranches, replaceStaffDoctor } from './staff-scope';
import { fieldErrorsToDetails } from '../utils/validation-details';
import { readCmsEnvironment } from '../environment';

// The staff accounts managers keep: who may sign in to /admin, in which role and for which branches.

const USER = 'plugin::users-permissions.user';
const ROLE = 'plugin::users-permissions.role';

type StaffUserRow = {
  id: number;
  email: string;
  username: string;
  blocked: boolean | null;
  invitationPending: boolean | null;
  createdAt: string;
  role: { type: string } | null;
};

type UserService = {
  add: (values: Record<string, unknown>) => Promise<{ id: number }>;
  edit: (id: number, values: Record<string, unknown>) => Promise<unknown>;
};

const refuseField = (field: string, message: string) =>
  new errors.ValidationError('Invalid staff account', fieldErrorsToDetails({ [field]: message }));

const users = (strapi: Core.Strapi) => strapi.db.query(USER);
const userService = (strapi: Core.Strapi) => strapi.plugin('users-permissions').service('user') as UserService;

const findRoleId = async (strapi: Core.Strapi, type: string) => {
  const role = (await strapi.db.query(ROLE).findOne({ where: { type }, select: ['id'] })) as { id: number } | null;
  if (!role) throw new Error(`The ${type} role is missing: bootstrap did not run`);
  return role.id;
};

/** A branch the request names that is not one of the group's published branches is a field error. */
const requireKnownBranches = async (strapi: Core.Strapi, branches: readonly string[]) => {
  if (branches.length === 0) return;
  const known = (await strapi.db.query('api::branch.branch').findMany({
    where: { documentId: { $in: [...branches] }, publishedAt: { $notNull: true } },
    select: ['documentId'],
  })) as { documentId: string }[];
  const knownIds = new Set(known.map((branch) => branch.documentId));
  if (branches.some((branch) => !knownIds.has(branch))) throw refuseField('branches', ValidationMessage.invalidChoice);
};

/** A doctor the request names that is not one of the group's published doctors is a field error. */
const requireKnownDoctor = async (strapi: Core.Strapi, doctor: string | null) => {
  if (doctor === null) return;
  const known = await strapi.db.query('api::doctor.doctor').findOne({
    where: { documentId: doctor, publishedAt: { $notNull: true } },
    select: ['documentId'],
  });
  if (!known) throw refuseField('doctor', ValidationMessage.invalidChoice);
};

/** One staff account by id, with its role; null for no account, or one in no staff role. */
const findStaffUser = async (strapi: Core.Strapi, id: number) => {
  const row = (await users(strapi).findOne({
    where: { id, role: { type: { $in: [...STAFF_ROLES] } } },
    select: ['id', 'email', 'username', 'blocked', 'invitationPending', 'createdAt'],
    populate: { role: { select: ['type'] } },
  })) as StaffUserRow | null;
  return row;
};

/** The branches and the doctor of each of the accounts `userIds`. */
const placesOf = async (strapi: Core.Strapi, userIds: number[]) => {
  const knex = strapi.db.connection;
  const [branchRows, doctorRows] = await Promise.all([
    knex(STAFF_BRANCHES_TABLE)
      .whereIn('user_id', userIds)
      .orderBy('branch_document_id')
      .select('user_id', 'branch_document_id') as Promise<{ user_id: number; branch_document_id: string }[]>,
    knex(STAFF_DOCTORS_TABLE).whereIn('user_id', userIds).select('user_id', 'doctor_document_id') as Promise<
      { user_id: number; doctor_document_id: string }[]
    >,
  ]);
  return (userId: number) => ({
    branches: branchRows.filter((row) => row.user_id === userId).map((row) => row.branch_document_id),
    doctor: doctorRows.find((row) => row.user_id === userId)?.doctor_document_id ?? null,
  });
};

const isStaffRole = (type: string | undefined): type is TStaffRole => STAFF_ROLES.some((role) => role === type);

/** What managers see of an account (ZStaffAccountAnswerSchema): never its password hash, codes or provider. */
const toAccount = (
  row: StaffUserRow,
  { branches, doctor }: { branches: string[]; doctor: string | null },
): TStaffAccountAnswer => {
  const role = row.role?.type;
  // Every read here asks for the staff roles only.
  if (!isStaffRole(role)) throw new Error(`User ${row.id} is not in a staff role`);
  return {
    id: row.id,
    email: row.email,
    role,
    branches,
    doctor,
    blocked: Boolean(row.blocked),
    // Made by a manager, and no password chosen from the emailed link yet.
    invited: Boolean(row.invitationPending),
    createdAt: new Date(row.createdAt).toISOString(),
  };
};

const readAccount = async (strapi: Core.Strapi, id: number) => {
  const row = await findStaffUser(strapi, id);
  if (!row) throw new errors.NotFoundError('No such staff account');
  return toAccount(row, (await placesOf(strapi, [id]))(id));
};

/** Every account in a staff role: managers first, then receptionists, then doctors, each by email. */
export const listStaffAccounts = async (strapi: Core.Strapi) => {
  const rows = (await users(strapi).findMany({
    where: { role: { type: { $in: [...STAFF_ROLES] } } },
    select: ['id', 'email', 'username', 'blocked', 'invitationPending', 'createdAt'],
    populate: { role: { select: ['type'] } },
    orderBy: [{ email: 'asc' }],
  })) as StaffUserRow[];
  const places = await placesOf(
    strapi,
    rows.map((row) => row.id),
  );
  const rank = (row: StaffUserRow) => ['manager', 'receptionist', 'doctor'].indexOf(row.role?.type ?? '');
  return [...rows].sort((a, b) => rank(a) - rank(b)).map((row) => toAccount(row, places(row.id)));
};

/**
 * Makes an account that cannot sign in until its holder follows the emailed link and chooses a
 * password: the one it is created with is random and never told. The email is sent after the
 * answer; a failed send is logged, and a manager may send the link again.
 */
export const createStaffAccount = async (strapi: Core.Strapi, account: TStaffAccount) => {
  await requireKnownBranches(strapi, account.branches);
  await requireKnownDoctor(strapi, account.doctor);
  if (await users(strapi).findOne({ where: { $or: [{ email: account.email }, { username: account.email }] } })) {
    throw refuseField('email', ValidationMessage.accountExists);
  }
  const created = await userService(strapi).add({
    username: account.email,
    email: account.email,
    password: `${randomBytes(32).toString('base64url')}aA1`,
    provider: 'local',
    confirmed: true,
    blocked: false,
    invitationPending: true,
    role: await findRoleId(strapi, account.role),
  });
  await replaceStaffBranches(strapi.db.connection, created.id, account.branches);
  await replaceStaffDoctor(strapi.db.connection, created.id, account.doctor);
  const holder: Account = { id: created.id, email: account.email, username: account.email, blocked: false };
  sendPasswordLink(strapi, readCmsEnvironment().SITE_URL, {
    account: holder,
    locale: account.locale,
    kind: 'invitation',
  }).catch((error: unknown) => strapi.log.error(`Invitation email for user ${created.id} failed: ${String(error)}`));
  return readAccount(strapi, created.id);
};

/**
 * Changes an account's role, branches and whether it may sign in; a blocked account's tokens stop
 * working at once. A manager may not block their own account or change their own role, so the
 * group always keeps the manager making the change.
 */
export const updateStaffAccount = async (
  strapi: Core.Strapi,
  id: number,
  change: TStaffAccountChange,
  actingUserId: number,
) => {
  const row = await findStaffUser(strapi, id);
  if (!row) throw new errors.NotFoundError('No such staff account');
  if (id === actingUserId && change.role !== row.role?.type) throw refuseField('role', ValidationMessage.ownAccount);
  if (id === actingUserId && change.blocked) throw refuseField('blocked', ValidationMessage.ownAccount);
  await requireKnownBranches(strapi, change.branches);
  await requireKnownDoctor(strapi, change.doctor);
  await userService(strapi).edit(id, { role: await findRoleId(strapi, change.role), blocked: change.blocked });
  await replaceStaffBranches(strapi.db.connection, id, change.branches);
  await replaceStaffDoctor(strapi.db.connection, id, change.doctor);
  return readAccount(strapi, id);
};

/** Mails a new set-password link, which replaces the previous one; refused for a blocked account. */
export const sendStaffInvitation = async (strapi: Core.Strapi, id: number, locale: TLocale) => {
  const row = await findStaffUser(strapi, id);
  if (!row) throw new errors.NotFoundError('No such staff account');
  if (row.blocked) throw new AppError(ErrorCode.INVALID_TRANSITION, 'The account is blocked');
  await sendPasswordLink(strapi, readCmsEnvironment().SITE_URL, {
    account: { id: row.id, email: row.email, username: row.username, blocked: false },
    locale,
    kind: 'invitation',
  });
  return readAccount(strapi, id);
};
