import { LOCALES, type TLocale, ZDoctorStatusChangeSchema, isDocumentId } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { callNextPatient, changeDoctorVisitStatus, readDoctorList } from '../../../doctors/doctor-list';
import { recordAccessOnce } from '../../../staff/access-log';
import { type SignedInStaff, nameStaffMember, readStaffScope } from '../../../staff/staff-scope';
import { readRequestData } from '../../../utils/validation-details';

type Context = Parameters<Core.MiddlewareHandler>[0];

/** A list kept open on the doctor's phone reads itself again and again: one opening a quarter hour. */
const DOCTOR_LIST_OPENING_MS = 15 * 60_000;

/** The signed-in doctor's account and the doctor document it is; 403 for an account of another role or none. */
const readDoctor = async (strapi: Core.Strapi, ctx: Context) => {
  const user = ctx.state.user as SignedInStaff;
  const { role, doctor } = await readStaffScope(strapi, user);
  if (role !== 'doctor' || !doctor) throw new errors.ForbiddenError('Not a doctor’s account');
  return { user, doctor, by: nameStaffMember(user) };
};

const readLocale = (ctx: Context): TLocale => {
  const { locale } = ctx.query as { locale?: unknown };
  return (LOCALES as readonly unknown[]).includes(locale) ? (locale as TLocale) : 'en';
};

/** The doctor's routes; see routes/doctor.ts and doctors/doctor-list.ts. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/doctor/today?locale=… — the doctor's list of today, its opening in the access log. */
  async today(ctx: Context) {
    const { user, doctor } = await readDoctor(strapi, ctx);
    const list = await readDoctorList(strapi, doctor, readLocale(ctx));
    await recordAccessOnce(strapi.db.connection, user, 'viewDoctorList', {
      details: { doctor, branch: list.branch?.documentId },
      windowMs: DOCTOR_LIST_OPENING_MS,
    });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: list };
  },

  /** POST /api/doctor/call-next — calls the first patient waiting in; 409 `queueEmpty` when nobody waits. */
  async callNext(ctx: Context) {
    const { doctor, by } = await readDoctor(strapi, ctx);
    ctx.body = { data: await callNextPatient(strapi, doctor, by) };
  },

  /** POST /api/doctor/visits/:id/status — `{from, to}`: seen, a no-show, or either taken back. */
  async changeStatus(ctx: Context) {
    const { doctor, by } = await readDoctor(strapi, ctx);
    const { id } = ctx.params as { id: string };
    if (!isDocumentId(id)) throw new errors.NotFoundError('No such appointment');
    const change = readRequestData(ctx, ZDoctorStatusChangeSchema, 'status change');
    await changeDoctorVisitStatus(strapi, { doctor, documentId: id, change, by });
    ctx.body = { data: { documentId: id, status: change.to } };
  },
});
