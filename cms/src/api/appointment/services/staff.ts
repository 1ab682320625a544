import type {
  TAppointmentListQuery,
  TAppointmentNote,
  TAppointmentStatusChange,
  TDaySheetQuery,
  TReschedule,
  TStaffAvailabilityQuery,
} from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { rescheduleAppointment } from '../../../booking/reschedule';
import { changeAppointmentStatus } from '../../../booking/status-workflow';
import { addStaffNote, readAppointmentDetail } from '../../../front-desk/appointment-detail';
import { exportAppointments, listAppointments } from '../../../front-desk/appointment-list';
import { listCalls, recordCallAttempt } from '../../../front-desk/call-list';
import { listDaySheet } from '../../../front-desk/day-sheet';
import { findPatientsByPhone } from '../../../front-desk/patient-lookup';
import { listStaffOpenings } from '../../../front-desk/staff-openings';
import type { ListLocale } from '../../../front-desk/staff-columns';
import type { StaffScope } from '../../../staff/staff-scope';

/** The front desk's use cases (cms/src/front-desk) as the staff routes' controller calls them. */
const createStaffService = ({ strapi }: { strapi: Core.Strapi }) => {
  const findOne = (documentId: string, scope: StaffScope, locale: ListLocale = 'en', now = new Date()) =>
    readAppointmentDetail(strapi, documentId, scope, locale, now);
  return {
    list: (query: TAppointmentListQuery, scope: StaffScope, now = new Date()) =>
      listAppointments(strapi, query, scope, now),
    exportRows: (query: TAppointmentListQuery, scope: StaffScope, now = new Date()) =>
      exportAppointments(strapi, query, scope, now),
    findOne,
    listCalls: (locale: ListLocale, scope: StaffScope, now = new Date()) => listCalls(strapi, locale, scope, now),
    listDaySheet: (query: TDaySheetQuery, scope: StaffScope, now = new Date()) =>
      listDaySheet(strapi, query, scope, now),
    recordCallAttempt: (documentId: string, now = new Date()) => recordCallAttempt(strapi, documentId, now),
    addNote: (documentId: string, note: TAppointmentNote, writtenBy: string) =>
      addStaffNote(strapi, documentId, note, writtenBy),
    listStaffOpenings: (query: TStaffAvailabilityQuery, now = new Date()) => listStaffOpenings(strapi, query, now),
    findPatientsByPhone: (phone: string, scope: StaffScope) => findPatientsByPhone(strapi, phone, scope),

    /** Moves a visit to another time (see booking/reschedule.ts) and answers the appointment as it is now. */
    async reschedule(
      documentId: string,
      move: TReschedule,
      movedBy: string,
      scope: StaffScope,
      locale: ListLocale = 'en',
    ) {
      await rescheduleAppointment(strapi, documentId, move, movedBy);
      return findOne(documentId, scope, locale);
    },

    /** Applies a receptionist's status change (see booking/status-workflow.ts) and answers the appointment as it is now. */
    async changeStatus(
      documentId: string,
      change: TAppointmentStatusChange,
      changedBy: string,
      scope: StaffScope,
      locale: ListLocale = 'en',
    ) {
      await changeAppointmentStatus(strapi, documentId, change, changedBy);
      return findOne(documentId, scope, locale);
    },
  };
};

export type StaffService = ReturnType<typeof createStaffService>;

export const getStaffService = (strapi: Core.Strapi) =>
  strapi.service('api::appointment.staff') as unknown as StaffService;

export default createStaffService;
