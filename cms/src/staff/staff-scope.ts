import { AppError, ErrorCode } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Knex } from 'knex';
import { type Where, findAppointment } from '../appointments/appointment-records';
import { DOCTOR_ROLE, MANAGER_ROLE, RECEPTIONIST_ROLE } from '../bootstrap/permissions';

/** Created by database/migrations/2026.11.26T01.00.00.staff-branches.ts. */
export const STAFF_BRANCHES_TABLE = 'staff_branches';

/** Created by database/migrations/2026.12.09T00.00.00.staff-doctors.ts. */
export const STAFF_DOCTORS_TABLE = 'staff_doctors';

type StaffRoleType = typeof MANAGER_ROLE.type | typeof RECEPTIONIST_ROLE.type | typeof DOCTOR_ROLE.type;

/**
 * Whose patients a staff member may see and act on through the desk's routes: the appointments of
 * `branches`, or of every branch when it is null (managers). A receptionist with no branch yet, and a
 * doctor (whose own list is doctors/doctor-list.ts), see no appointment there at all. `doctor` is the
 * doctor document a doctor's account is.
 */
export type StaffScope = { role: StaffRoleType; branches: readonly string[] | null; doctor: string | null };

/** The signed-in account as users-permissions puts it on `ctx.state.user`, its role populated. */
export type SignedInStaff = { id: number; email?: string; username?: string; role?: { type?: string } | null };

/** Who is acting, as histories, notes and the waiting list name them: the staff account's email. */
export const nameStaffMember = (user: SignedInStaff) => user.email ?? user.username ?? `user ${user.id}`;

/** The branches a receptionist works for, by their documentId. */
const listStaffBranches = async (knex: Knex, userId: number) =>
  (
    (await knex(STAFF_BRANCHES_TABLE)
      .where({ user_id: userId })
      .orderBy('branch_document_id')
      .select('branch_document_id')) as { branch_document_id: string }[]
  ).map((row) => row.branch_document_id);

/** Makes an account's branches exactly `branches` (none for a manager), in one transaction. */
export const replaceStaffBranches = (knex: Knex, userId: number, branches: readonly string[]) =>
  knex.transaction(async (trx) => {
    await trx(STAFF_BRANCHES_TABLE).where({ user_id: userId }).delete();
    if (branches.length > 0) {
      await trx(STAFF_BRANCHES_TABLE).insert(
        branches.map((branch) => ({ user_id: userId, branch_document_id: branch })),
      );
    }
  });

/** The doctor document an account is, if it is a doctor's. */
const findStaffDoctor = async (knex: Knex, userId: number) =>
  (
    (await knex(STAFF_DOCTORS_TABLE).where({ user_id: userId }).first('doctor_document_id')) as
      | { doctor_document_id: string }
      | undefined
  )?.doctor_document_id ?? null;

/** Makes the doctor an account is exactly `doctor` (none for another role). */
export const replaceStaffDoctor = (knex: Knex, userId: number, doctor: string | null) =>
  knex.transaction(async (trx) => {
    await trx(STAFF_DOCTORS_TABLE).where({ user_id: userId }).delete();
    if (doctor) await trx(STAFF_DOCTORS_TABLE).insert({ user_id: userId, doctor_document_id: doctor });
  });

/** The signed-in member's scope, read from the database on every request: a change applies at once. */
export const readStaffScope = async (strapi: Core.Strapi, user: SignedInStaff): Promise<StaffScope> => {
  const role = user.role?.type;
  if (role === MANAGER_ROLE.type) return { role, branches: null, doctor: null };
  if (role === RECEPTIONIST_ROLE.type) {
    return { role, branches: await listStaffBranches(strapi.db.connection, user.id), doctor: null };
  }
  if (role === DOCTOR_ROLE.type) {
    return { role, branches: [], doctor: await findStaffDoctor(strapi.db.connection, user.id) };
  }
  // Only the staff roles are granted the routes that ask; anything else is refused outright.
  throw new errors.ForbiddenError();
};

/** The conditions that keep an appointments query inside the scope: none for every branch. */
export const appointmentsInScope = (scope: StaffScope): Where[] =>
  scope.branches === null ? [] : [{ branchDocumentId: { $in: [...scope.branches] } }];

const isBranchInScope = (scope: StaffScope, branchDocumentId: string) =>
  scope.branches === null || scope.branches.includes(branchDocumentId);

/** Booking or looking up openings for a branch outside the scope. Branches are public; patients are not. */
export const requireBranchInScope = (scope: StaffScope, branchDocumentId: string) => {
  if (!isBranchInScope(scope, branchDocumentId)) {
    throw new errors.ForbiddenError('This branch is not one of yours');
  }
};

/**
 * Refuses a change to an appointment outside the scope with the very answer a documentId nobody
 * holds gets (NOT_FOUND), so a receptionist learns nothing of another branch's visits.
 */
export const requireAppointmentInScope = async (strapi: Core.Strapi, scope: StaffScope, documentId: string) => {
  if (scope.branches === null) return;
  const row = await findAppointment(strapi, {
    where: { $and: [{ documentId }, ...appointmentsInScope(scope)] },
    select: ['documentId'],
  });
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'No such appointment');
};
