import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type Place,
  bookPlace,
  createOneDaySchedule,
  findSeededPlace,
  futureDay,
  uniqueSurname,
  slotHours,
  sessionHours,
} from './support/booking';
import { createFullAccessToken, signInAsStaff } from './support/cms-admin';
import { waitForEmail } from './support/mail';
import { readVisitMessages, uniqueAddress } from './support/patient-messages';
import { executeSql, toSqlDateTime } from './support/sql';
import { readOpeningAt } from './support/openings';
import { sendJson } from './support/requests';
import { readVisitDetail } from './support/staff-requests';

type Detail = {
  documentId: string;
  bookingNumber: string;
  status: string;
  source: string;
  locale: string;
  email: string | null;
  phone: string;
  isExtraPlace: boolean;
  consentRecordedBy: string | null;
  statusHistory: {
    fromStatus: string | null;
    toStatus: string;
    changedBy: string;
    note: string | null;
    exceptions: string[];
    arrival: { kind: string } | null;
  }[];
};
type Answer = {
  status: number;
  body: {
    data: {
      documentId: string;
      bookingNumber: string;
      arrival: { queueNumber: number | null; arrivedBy: string } | null;
    } | null;
    error?: {
      details: { code?: string; errors?: { path: string[]; message: string }[]; nextOpenings?: { start: string }[] };
    };
  };
};
type StaffOpening = {
  start: string;
  capacity: number;
  booked: number;
  status: string;
  timing: string;
  isFull: boolean;
};

/** A booking a receptionist makes for a caller or a walk-in: confirmed at once, under the same guards. */
describe('[ADMIN]: booking for a caller or a walk-in', () => {
  let cmsUrl: string;
  let staff: Record<string, string>;
  let place: Place;
  // A day of its own: half-hour appointments of one place from 05:00, and a walk-in session of two.
  const day = futureDay(28);
  const today = futureDay(0);
  const marker = uniqueSurname('Desk');

  const booking = (start: string, overrides: Record<string, unknown> = {}) => ({
    doctor: place.doctor,
    branch: place.branch,
    start,
    source: 'phone',
    locale: 'ar',
    patient: { firstName: 'Hala', lastName: marker, phone: '0100 111 9090', age: '41', contractType: 'company' },
    consent: { givenVerbally: true, policyVersion: '2026-01' },
    ...overrides,
  });
  const book = (data: unknown): Promise<Answer> => sendJson('POST', `${cmsUrl}/api/staff/appointments`, staff, data);
  const detail = (documentId: string) => readVisitDetail<Detail>(cmsUrl, staff, documentId);
  const staffOpenings = async (date: string) => {
    const response = await fetch(
      `${cmsUrl}/api/staff/availability?${new URLSearchParams({ doctor: place.doctor, branch: place.branch, date })}`,
      { headers: staff },
    );
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { date: string; openings: StaffOpening[] } }).data.openings;
  };
  const publicOpening = (time: string) => readOpeningAt(cmsUrl, place, day, time);
  const lookUp = async (phone: string) => {
    const response = await fetch(`${cmsUrl}/api/staff/patients?${new URLSearchParams({ phone })}`, { headers: staff });
    return { status: response.status, body: (await response.json()) as { data: Record<string, unknown>[] } };
  };

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    staff = await signInAsStaff(cmsUrl);
    place = await findSeededPlace(cmsUrl, 3);
    const token = await createFullAccessToken(cmsUrl);
    await createOneDaySchedule(cmsUrl, token, place, day, slotHours('05:00', '06:00', 30));
    await createOneDaySchedule(cmsUrl, token, place, day, sessionHours('06:00', '07:00', 2));
    // Today's first quarter hour has always begun: a time gone by earlier today, at any hour of the run.
    await createOneDaySchedule(cmsUrl, token, place, today, slotHours('00:00', '00:15', 15));
  });

  it('books a caller with no email: confirmed at once, the verbal consent and its recorder kept, the place gone from the public times', async () => {
    const made = await book(booking(day.at('05:00')));
    expect(made.status).toBe(201);
    expect(made.body.data?.bookingNumber).toMatch(/^[A-Z0-9-]+$/);
    const visit = await detail(String(made.body.data?.documentId));
    expect(visit).toMatchObject({
      status: 'confirmed',
      source: 'phone',
      locale: 'ar',
      email: null,
      phone: '+201001119090',
      isExtraPlace: false,
      consentRecordedBy: 'staff@nileent.example',
    });
    expect(visit.statusHistory).toEqual([
      expect.objectContaining({
        fromStatus: null,
        toStatus: 'confirmed',
        changedBy: 'staff@nileent.example',
        exceptions: [],
      }),
    ]);
    expect(await publicOpening('05:00')).toMatchObject({ status: 'full', remaining: 0 });
    expect((await staffOpenings(day.date)).find((opening) => opening.start === day.at('05:00'))).toMatchObject({
      capacity: 1,
      booked: 1,
      timing: 'ahead',
      isFull: true,
    });
  });

  it('answers a taken place with the next free times, and seats one more only by the extra place, with its reason', async () => {
    const taken = await book(booking(day.at('05:00'), { patient: { ...booking('').patient, firstName: 'Mona' } }));
    expect([taken.status, taken.body.error?.details.code]).toEqual([409, 'SLOT_FULL']);
    expect(taken.body.error?.details.nextOpenings?.[0]?.start).toBe(day.at('05:30'));

    const noReason = await book(booking(day.at('05:00'), { isExtraPlace: true }));
    expect(noReason.status).toBe(400);
    expect(noReason.body.error?.details.errors).toEqual([
      expect.objectContaining({ path: ['extraPlaceReason'], message: 'validation.required' }),
    ]);

    const extra = await book(
      booking(day.at('05:00'), {
        source: 'walk-in',
        isExtraPlace: true,
        extraPlaceReason: 'Post-operative check',
        patient: { ...booking('').patient, firstName: 'Mona', email: 'mona@example.com' },
      }),
    );
    expect(extra.status).toBe(201);
    const visit = await detail(String(extra.body.data?.documentId));
    expect(visit).toMatchObject({ isExtraPlace: true, source: 'walk-in', email: 'mona@example.com' });
    expect(visit.statusHistory[0]).toMatchObject({ exceptions: ['extraPlace'], note: 'Post-operative check' });
    expect((await staffOpenings(day.date)).find((opening) => opening.start === day.at('05:00'))).toMatchObject({
      capacity: 1,
      booked: 2,
    });

    // An extra place where a seat is free is a plain booking.
    const plain = await book(booking(day.at('06:00'), { isExtraPlace: true, extraPlaceReason: 'Not needed' }));
    expect(plain.status).toBe(201);
    expect(await detail(String(plain.body.data?.documentId))).toMatchObject({ isExtraPlace: false });

    // The list counts the visits seated beyond capacity.
    const list = await fetch(`${cmsUrl}/api/staff/appointments?${new URLSearchParams({ q: marker, from: day.date })}`, {
      headers: staff,
    });
    expect(((await list.json()) as { meta: { extraPlaces: number } }).meta.extraPlaces).toBe(1);
  });

  it('records a walk-in after the fact today, and refuses a caller at that time', async () => {
    const rated = (await staffOpenings(today.date)).find((opening) => opening.start === today.at('00:00'));
    expect(rated).toMatchObject({ status: 'closed', timing: 'earlierToday', isFull: false });

    const caller = await book(booking(today.at('00:00')));
    expect(caller.status).toBe(400);
    expect(caller.body.error?.details.errors).toEqual([
      expect.objectContaining({ path: ['start'], message: 'validation.pastOnlyForWalkIn' }),
    ]);
    const walkIn = await book(booking(today.at('00:00'), { source: 'walk-in' }));
    expect(walkIn.status).toBe(201);
    const visit = await detail(String(walkIn.body.data?.documentId));
    expect(visit.statusHistory[0]?.exceptions).toEqual(['walkInAfterTheFact']);
  });

  it('books a walk-in standing at the desk and checks them in at once, on their visit’s day only', async () => {
    // She wants no SMS (the desk's stop): the clinic writes to her by email.
    const email = uniqueAddress('walk-in');
    const patient = {
      ...{ firstName: 'Wafaa', lastName: marker, email, phone: '0100 111 9292', phoneChannel: 'sms' },
      ...{ age: '52', contractType: 'cash' },
    };
    // The session's places are the other tests': a walk-in of the day still gets in, as an extra place.
    const walkIn = {
      ...{ source: 'walk-in', checkInNow: true, patient, wantsSms: false },
      ...{ isExtraPlace: true, extraPlaceReason: 'Fever' },
    };
    const later = await book(booking(day.at('05:30'), walkIn));
    expect(later.body.error?.details.errors).toEqual([
      expect.objectContaining({ path: ['checkInNow'], message: 'validation.checkInToday' }),
    ]);
    const caller = await book(booking(today.at('00:00'), { ...walkIn, source: 'phone' }));
    expect(caller.body.error?.details.errors?.map((error) => error.path.join('.'))).toContain('checkInNow');
    expect((await publicOpening('05:30'))?.status).toBe('open');

    const here = await book(booking(today.at('00:00'), walkIn));
    expect(here.status).toBe(201);
    // Today's hours here are timed: the walk-in is called in by the booked time, with no number.
    expect(here.body.data?.arrival).toMatchObject({ queueNumber: null, arrivedBy: expect.stringContaining('@') });
    const visit = await detail(String(here.body.data?.documentId));
    expect(visit.statusHistory.map((entry) => entry.arrival?.kind ?? null)).toEqual([null, 'checkedIn']);
    // One message, of her place (in the booking's Arabic): none of the booking made a moment before.
    const { messages } = await readVisitMessages(cmsUrl, staff, String(here.body.data?.documentId));
    expect(messages.map((message) => [message.kind, message.channel])).toEqual([['checkedIn', 'email']]);
    expect((await waitForEmail(email)).subject).toBe('تم تسجيل وصولك لموعد 12:00 ص');
  });

  it('refuses a time the hours do not offer, and a booking that does not read', async () => {
    const unoffered = await book(booking(day.at('08:00')));
    expect(unoffered.status).toBe(400);
    expect(unoffered.body.error?.details.errors?.[0]?.message).toBe('validation.slotNotInSchedule');
    const unread = await book({ ...booking(day.at('05:30')), consent: { givenVerbally: false }, source: 'website' });
    expect(unread.status).toBe(400);
    expect(unread.body.error?.details.errors?.map((error) => error.path.join('.')).sort()).toEqual([
      'consent.givenVerbally',
      'consent.policyVersion',
      'source',
    ]);
    expect((await publicOpening('05:30'))?.status).toBe('open');
  });

  it('finds the distinct patients booked under a phone however it is written, never an anonymized one', async () => {
    const other = `${marker}x`;
    const first = await bookPlace(cmsUrl, place, day.at('06:00'), {
      overrides: {
        patient: {
          firstName: 'Samir',
          lastName: other,
          email: 'samir@example.com',
          phone: '01001119191',
          age: 70,
          contractType: 'cash',
        },
      },
    });
    expect(first.status).toBe(201);
    const found = await lookUp('٠١٠٠١١١٩١٩١');
    expect(found.status).toBe(200);
    expect(found.body.data).toEqual([
      expect.objectContaining({ firstName: 'Samir', lastName: other, age: 70, email: 'samir@example.com' }),
    ]);

    // The desk's three bookings for Hala and Mona under one phone are two patients.
    const family = await lookUp('+20 100 111 9090');
    expect(family.body.data.map((patient) => patient.firstName).sort()).toEqual(['Hala', 'Mona']);

    const { documentId } = (
      (await (
        await fetch(`${cmsUrl}/api/staff/appointments?${new URLSearchParams({ q: other, from: day.date })}`, {
          headers: staff,
        })
      ).json()) as { data: { documentId: string }[] }
    ).data[0] as { documentId: string };
    await executeSql('UPDATE appointments SET anonymized_at = ? WHERE document_id = ?', [
      toSqlDateTime(new Date()),
      documentId,
    ]);
    expect((await lookUp('01001119191')).body.data).toEqual([]);
    expect((await lookUp('1234')).status).toBe(400);
  });
});
