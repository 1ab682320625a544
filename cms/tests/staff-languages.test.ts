import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type Place,
  bookingData,
  buildBookingForm,
  createOneDaySchedule,
  findSeededPlace,
  futureDay,
  postBooking,
  uniqueSurname,
  slotHours,
} from './support/booking';
import { createFullAccessToken, signInAsStaff } from './support/cms-admin';
import { readVisitDetail } from './support/staff-requests';

type Row = { bookingNumber: string; doctorName: string; branchName: string; documentId: string };

/** Staff read every appointment in their page's language, whichever language the patient booked in. */
describe('[ADMIN]: the staff area speaks one language at a time', () => {
  let cmsUrl: string;
  let staff: Record<string, string>;
  let doctors: Place[];
  const names = new Map<string, { en: string; ar: string; branchEn: string; branchAr: string }>();
  const marker = uniqueSurname('Languages');
  const day = futureDay(10);

  const list = async (locale: string, extra: Record<string, string> = {}) => {
    const query = new URLSearchParams({ from: day.date, to: day.date, q: marker, locale, ...extra });
    const response = await fetch(`${cmsUrl}/api/staff/appointments?${query}`, { headers: staff });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: Row[] }).data;
  };

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    staff = await signInAsStaff(cmsUrl);
    const token = await createFullAccessToken(cmsUrl);
    doctors = [await findSeededPlace(cmsUrl, 5), await findSeededPlace(cmsUrl, 6)];
    for (const place of doctors) {
      await createOneDaySchedule(cmsUrl, token, place, day, slotHours('05:00', '06:00', 30));
      const read = async (collection: string, documentId: string, locale: string) =>
        (
          (await (await fetch(`${cmsUrl}/api/${collection}/${documentId}?locale=${locale}`)).json()) as {
            data: { name: string };
          }
        ).data.name;
      names.set(place.doctor, {
        en: await read('doctors', place.doctor, 'en'),
        ar: await read('doctors', place.doctor, 'ar'),
        branchEn: await read('branches', place.branch, 'en'),
        branchAr: await read('branches', place.branch, 'ar'),
      });
    }
    // Each doctor booked once in English and once in Arabic.
    for (const [place, time, locale] of [
      [doctors[0], '05:00', 'en'],
      [doctors[1], '05:00', 'ar'],
      [doctors[0], '05:30', 'ar'],
      [doctors[1], '05:30', 'en'],
    ] as const) {
      if (!place) throw new Error('No seeded doctor');
      const form = buildBookingForm(
        bookingData(place, day.at(time), {
          locale,
          patient: { ...bookingData(place, day.at(time)).patient, lastName: marker },
        }),
      );
      expect((await postBooking(cmsUrl, form)).status).toBe(201);
    }
  });

  it.each(['en', 'ar'] as const)(
    'lists every name in %s, and sorting by doctor keeps each doctor together',
    async (locale) => {
      const rows = await list(locale, { sort: 'doctor', order: 'asc' });
      expect(rows).toHaveLength(4);
      const expected = (doctor: string) => names.get(doctor)?.[locale];
      const shown = rows.map((row) => row.doctorName);
      for (const name of shown)
        expect([expected(doctors[0]?.doctor ?? ''), expected(doctors[1]?.doctor ?? '')]).toContain(name);
      // Two groups of two: one doctor never splits into two places in the list.
      expect(shown[0]).toBe(shown[1]);
      expect(shown[2]).toBe(shown[3]);
      expect(shown[0]).not.toBe(shown[2]);
      const branches = rows.map((row) => row.branchName);
      const branchKey = locale === 'en' ? 'branchEn' : 'branchAr';
      expect(branches.sort()).toEqual(
        doctors.flatMap((place) => [names.get(place.doctor)?.[branchKey], names.get(place.doctor)?.[branchKey]]).sort(),
      );
    },
  );

  it('shows one appointment in either language, with its branch address', async () => {
    const [row] = await list('en');
    for (const locale of ['en', 'ar'] as const) {
      const data = await readVisitDetail<Row & { branchAddress: string }>(cmsUrl, staff, row?.documentId ?? '', locale);
      expect([...names.values()].map((name) => name[locale])).toContain(data.doctorName);
      expect(data.branchAddress.length).toBeGreaterThan(0);
      if (locale === 'ar') expect(data.branchAddress).toMatch(/[\u0600-\u06FF]/);
      else expect(data.branchAddress).not.toMatch(/[\u0600-\u06FF]/);
    }
  });
});
