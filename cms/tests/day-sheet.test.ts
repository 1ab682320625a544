import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type Place,
  bookPlace,
  createOneDaySchedule,
  findSeededDoctorAtTwoBranches,
  findSeededPlace,
  futureDay,
  uniqueSurname,
  slotHours,
  sessionHours,
} from './support/booking';
import { createFullAccessToken, signInAsStaff } from './support/cms-admin';
import { cancelAtPatientsRequest } from './support/staff-requests';

type SheetVisit = {
  bookingNumber: string;
  status: string;
  mode: string;
  firstName: string;
  lastName: string;
  age: number | null;
  phone: string;
  contractType: string;
  notes: string | null;
  doctorId: string;
  doctorName: string;
  branchId: string;
  branchName: string;
  email?: unknown;
  cardFrontFile?: unknown;
};
type Sheet = { data: SheetVisit[]; meta: { date: string; isComplete: boolean; pauses: unknown[] } };

/** The doctors' day sheet as the CMS serves it to staff: one day's visits, in time order, grouped by the page. */
describe('[ADMIN]: the day sheet', () => {
  let cmsUrl: string;
  let staff: Record<string, string>;
  let atFirstBranch: Place;
  let atSecondBranch: Place;
  let otherDoctor: Place;
  // Past the demo visits' first two weeks, on a day no other test schedules.
  const day = futureDay(27);
  const marker = uniqueSurname('Sheet');
  const booked: Record<string, string> = {};

  const readSheet = async (query: Record<string, string>, expectedStatus = 200) => {
    const response = await fetch(`${cmsUrl}/api/staff/day-sheet?${new URLSearchParams(query)}`, { headers: staff });
    expect(response.status).toBe(expectedStatus);
    return (await response.json()) as Sheet;
  };
  const ours = (sheet: Sheet) => sheet.data.filter((visit) => visit.lastName === marker);

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    const token = await createFullAccessToken(cmsUrl);
    staff = await signInAsStaff(cmsUrl);
    [atFirstBranch, atSecondBranch] = await findSeededDoctorAtTwoBranches(cmsUrl);
    otherDoctor = await findSeededPlace(cmsUrl, 7);
    if (otherDoctor.doctor === atFirstBranch.doctor) otherDoctor = await findSeededPlace(cmsUrl, 8);
    // Hours before any seeded ones, on one day: a timed hour at each branch, and a first-come session.
    await createOneDaySchedule(cmsUrl, token, atFirstBranch, day, slotHours('05:00', '06:00', 30));
    await createOneDaySchedule(cmsUrl, token, atSecondBranch, day, slotHours('07:00', '08:00', 30));
    await createOneDaySchedule(cmsUrl, token, otherDoctor, day, sessionHours('05:00', '07:00', 5));
    const bookings = [
      ['lateFirst', atFirstBranch, '05:30', 'Basma', 'cash'],
      ['earlyFirst', atFirstBranch, '05:00', 'Amira', 'cash'],
      ['second', atSecondBranch, '07:00', 'Camelia', 'cash'],
      ['walkInA', otherDoctor, '05:00', 'Dalia', 'cash'],
      ['walkInB', otherDoctor, '05:00', 'Eman', 'cash'],
    ] as const;
    for (const [key, place, time, firstName, contractType] of bookings) {
      const response = await bookPlace(cmsUrl, place, day.at(time), {
        overrides: {
          patient: {
            firstName,
            lastName: marker,
            email: `${firstName}@example.com`,
            phone: '01001110031',
            age: 52,
            contractType,
            notes: `Ear pain, ${firstName}`,
          },
        },
      });
      expect([key, response.status]).toEqual([key, 201]);
      booked[key] = String(response.body.data?.bookingNumber);
    }
  });

  it('lists the day’s visits in time order with what the doctor needs of each patient, never the email', async () => {
    const sheet = await readSheet({ date: day.date, locale: 'ar' });
    expect(sheet.meta).toEqual({ date: day.date, isComplete: true, pauses: [] });
    const visits = ours(sheet);
    expect(visits.map((visit) => visit.bookingNumber)).toEqual([
      booked.earlyFirst,
      booked.walkInA,
      booked.walkInB,
      booked.lateFirst,
      booked.second,
    ]);
    expect(visits[0]).toMatchObject({
      firstName: 'Amira',
      age: 52,
      phone: '+201001110031',
      contractType: 'cash',
      notes: 'Ear pain, Amira',
      status: 'pending',
      mode: 'slots',
      doctorId: atFirstBranch.doctor,
      branchId: atFirstBranch.branch,
    });
    expect(visits[1]?.mode).toBe('fcfs');
    // Names in the page's language: Arabic letters for an Arabic page.
    expect(visits[0]?.doctorName).toMatch(/[\u0600-\u06FF]/);
    expect(visits[0]?.email).toBeUndefined();
    expect(visits[0]?.cardFrontFile).toBeUndefined();
  });

  it('keeps to one branch or one doctor when asked', async () => {
    const atSecond = ours(await readSheet({ date: day.date, branch: atSecondBranch.branch }));
    expect(atSecond.map((visit) => visit.bookingNumber)).toEqual([booked.second]);
    const ofOther = ours(await readSheet({ date: day.date, doctor: otherDoctor.doctor }));
    expect(ofOther.map((visit) => visit.bookingNumber)).toEqual([booked.walkInA, booked.walkInB]);
    expect(ours(await readSheet({ date: futureDay(28).date }))).toEqual([]);
  });

  it('leaves a cancelled visit off the sheet', async () => {
    expect(await cancelAtPatientsRequest(cmsUrl, staff, booked.walkInB ?? '')).toBe(200);
    const visits = ours(await readSheet({ date: day.date, doctor: otherDoctor.doctor }));
    expect(visits.map((visit) => visit.bookingNumber)).toEqual([booked.walkInA]);
  });

  it('answers today’s sheet without a day, and refuses a day or an id that is not one', async () => {
    const today = await readSheet({});
    expect(today.meta.date).toBe(futureDay(0).date);
    const refused: Record<string, string>[] = [
      { date: '2026-02-30' },
      { date: 'tomorrow' },
      { branch: "1' OR '1'='1" },
      { locale: 'fr' },
    ];
    for (const query of refused) {
      const response = await fetch(`${cmsUrl}/api/staff/day-sheet?${new URLSearchParams(query)}`, { headers: staff });
      expect([query, response.status]).toEqual([query, 400]);
    }
  });
});
