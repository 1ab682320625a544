import { toCairoDate, toIsoWithCairoOffset } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { countAppointments } from '../appointments/appointment-records';
import { findDoctorAvailability } from '../booking/availability';
import { createPatientBooking } from '../booking/patient-booking';
import { changeAppointmentStatus } from '../booking/status-workflow';
import { replaceStaffDoctor } from '../staff/staff-scope';
import { checkIn } from '../waiting-room/check-in';
import type { DemoContent } from './content/types';
import type { SeedIndex } from './seed-collections';

/**
 * Today's invented patients of the demo doctor, each confirmed by the desk (so the doctor can mark
 * them seen): the first two are checked in, the third is on their way.
 */
const TODAY_PATIENTS = [
  { firstName: 'Hoda', lastName: 'Mostafa', phone: '+201000000111', age: 39, locale: 'en' },
  { firstName: 'مصطفى', lastName: 'كامل', phone: '+201100000112', age: 6, locale: 'ar' },
  { firstName: 'Laila', lastName: 'Samir', phone: '+201200000113', age: 71, locale: 'en' },
] as const;

/** Who the demo's confirmations and check-ins name in the visits' history. */
const DEMO_DESK = 'reception@demo';

/** A doctor at a branch, by document id. */
type Place = { doctor: string; branch: string };

/**
 * The first doctor of the demo content, at one of their branches, with a free place left today after
 * `now` for each of today's patients; late in the day, when none has that many, the one with most.
 */
const findPlaceOpenToday = async (strapi: Core.Strapi, content: DemoContent, index: SeedIndex, now: Date) => {
  let roomiest: { place: Place; openCount: number } | null = null;
  for (const doctor of content.doctors) {
    for (const branchKey of doctor.branchKeys) {
      const place = { doctor: index.get(doctor.key) ?? '', branch: index.get(branchKey) ?? '' };
      if (!place.doctor || !place.branch) continue;
      const [day] = await findDoctorAvailability(strapi, { ...place, from: toCairoDate(now), days: 1, now });
      const openCount = (day?.openings ?? []).filter((opening) => opening.status === 'open').length;
      if (openCount >= TODAY_PATIENTS.length) return place;
      if (openCount > (roomiest?.openCount ?? 0)) roomiest = { place, openCount };
    }
  }
  return roomiest?.place ?? null;
};

/**
 * Books today's patients at `place`, each at the first opening still free, confirms them (as the desk
 * does by phone) and checks in the first two.
 */
const bookToday = async (strapi: Core.Strapi, content: DemoContent, place: Place, now: Date) => {
  for (const [position, { locale, ...patient }] of TODAY_PATIENTS.entries()) {
    const [day] = await findDoctorAvailability(strapi, { ...place, from: toCairoDate(now), days: 1, now });
    const opening = day?.openings.find((candidate) => candidate.status === 'open');
    if (!opening) return;
    const outcome = await createPatientBooking(strapi, {
      request: {
        ...place,
        start: toIsoWithCairoOffset(opening.start),
        specialty: null,
        service: null,
        source: 'doctor-flow',
        locale,
        patient: { ...patient, email: `today${position + 1}@example.com`, phoneChannel: 'sms', contractType: 'cash' },
        consent: { accepted: true, policyVersion: content.privacyPolicy.policyVersion },
      },
      cardFiles: {},
    });
    if (outcome.kind !== 'booked') continue;
    await changeAppointmentStatus(strapi, outcome.documentId, { from: 'pending', to: 'confirmed' }, DEMO_DESK, now);
    if (position < 2) await checkIn(strapi, outcome.documentId, { by: DEMO_DESK, now });
  }
};

/**
 * The demo doctor's account (`userId`) follows a doctor who sees patients today, so that signing in to
 * /admin/doctor shows a day's queue whichever day `npm start` runs: the first doctor of the demo content
 * with room today for three patients, else the one with the most room (and the first doctor on a day
 * nobody works, or after the last session). On a day that doctor has no visit yet, three patients (as
 * many as still fit) are booked and confirmed, and the first two of them checked in. Demo only: the
 * tests' CMS is seeded with the account alone (`withVisits` false), so no test meets these visits.
 */
export const seedDemoDoctorDay = async (
  strapi: Core.Strapi,
  {
    content,
    index,
    userId,
    withVisits,
  }: { content: DemoContent; index: SeedIndex; userId: number; withVisits: boolean },
  now = new Date(),
) => {
  const open = withVisits ? await findPlaceOpenToday(strapi, content, index, now) : null;
  const doctor = open?.doctor ?? index.get(content.doctors[0]?.key ?? '') ?? null;
  await replaceStaffDoctor(strapi.db.connection, userId, doctor);
  if (!open) return;
  const booked = await countAppointments(strapi, { doctorDocumentId: open.doctor, visitDate: toCairoDate(now) });
  if (booked === 0) await bookToday(strapi, content, open, now);
};
