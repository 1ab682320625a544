import { addDaysToIsoDate, toCairoDate, toIsoWithCairoOffset } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { findDoctorAvailability } from '../booking/availability';
import { createPatientBooking } from '../booking/patient-booking';
import {
  appendHistoryEvent,
  countAppointments,
  findAppointment,
  updateAppointments,
} from '../appointments/appointment-records';
import type { DemoContent } from './content/types';
import type { SeedIndex } from './seed-collections';

/** Invented patients: Egyptian names, example.com addresses and numbers no one owns. */
const DEMO_PATIENTS = [
  { firstName: 'Mona', lastName: 'Abdelrahman', phone: '01000000101', age: 34 },
  { firstName: 'Youssef', lastName: 'Hamdy', phone: '01100000102', age: 8 },
  { firstName: 'سلمى', lastName: 'الشريف', phone: '01200000103', age: 52 },
  { firstName: 'Karim', lastName: 'Fathy', phone: '01500000104', age: 27 },
  { firstName: 'نادين', lastName: 'عادل', phone: '01000000105', age: 45 },
  { firstName: 'Omar', lastName: 'Nabil', phone: '01100000106', age: 61 },
] as const;

/**
 * A few appointments in the coming two weeks, made through the real booking service so that seats
 * are taken exactly as a patient's booking takes them: the demo always shows free and full slots.
 * Made once, when the CMS has no appointment yet; the first two are then confirmed by "staff".
 */
export const seedAppointments = async (strapi: Core.Strapi, content: DemoContent, index: SeedIndex) => {
  if ((await countAppointments(strapi, {})) > 0) return;
  const today = toCairoDate(new Date());
  const booked: string[] = [];

  for (const [position, patient] of DEMO_PATIENTS.entries()) {
    const doctor = content.doctors[position % content.doctors.length];
    const branchKey = doctor?.branchKeys[0];
    const doctorId = doctor && index.get(doctor.key);
    const branchId = branchKey && index.get(branchKey);
    if (!doctorId || !branchId) continue;

    const days = await findDoctorAvailability(strapi, {
      doctor: doctorId,
      branch: branchId,
      from: addDaysToIsoDate(today, 1),
      days: 14,
    });
    const opening = days.flatMap((day) => day.openings).find((candidate) => candidate.status === 'open');
    if (!opening) continue;

    const outcome = await createPatientBooking(strapi, {
      request: {
        doctor: doctorId,
        branch: branchId,
        start: toIsoWithCairoOffset(opening.start),
        specialty: null,
        service: null,
        source: position % 2 === 0 ? 'doctor-flow' : 'branch-flow',
        locale: /[\u0600-\u06FF]/.test(patient.firstName) ? 'ar' : 'en',
        patient: {
          ...patient,
          email: `patient${position + 1}@example.com`,
          phone: `+2${patient.phone}`,
          // Most patients take WhatsApp, the booking form's default; some ask for SMS.
          phoneChannel: position % 3 === 2 ? 'sms' : 'whatsapp',
          contractType: 'cash',
        },
        consent: { accepted: true, policyVersion: content.privacyPolicy.policyVersion },
      },
      cardFiles: {},
    });
    if (outcome.kind === 'booked') booked.push(outcome.booking.bookingNumber);
  }

  const now = new Date().toISOString();
  for (const bookingNumber of booked.slice(0, 2)) {
    const appointment = await findAppointment<{ documentId: string }>(strapi, {
      where: { bookingNumber },
      select: ['documentId'],
    });
    if (!appointment) continue;
    await updateAppointments(strapi, { documentId: appointment.documentId }, { status: 'confirmed' });
    await appendHistoryEvent(strapi, appointment.documentId, {
      fromStatus: 'pending',
      toStatus: 'confirmed',
      changedAt: now,
      changedBy: 'staff@demo',
    });
  }
};
