import { request as httpRequest } from 'node:http';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type BookingFiles,
  type Place,
  bookingData,
  buildBookingForm,
  createOneDaySchedule,
  findSeededPlace,
  futureDay,
  postBooking,
  slotHours,
} from './support/booking';
import { createFullAccessToken } from './support/cms-admin';
import { PDF_BYTES, SVG_BYTES, listCardImages, makeOversizedJpeg, makePng } from './support/images';
import { countRows } from './support/sql';

const privateFiles = () => listCardImages(inject('privateUploadsDir'));

// The booking route's refusals, each with its own day of the doctor's (booking-api.test.ts books
// the 7th): nothing a refused request sent is stored, neither an appointment nor a card image.
describe('[BOOKING]: availability and booking', () => {
  let cmsUrl: string;
  let place: Place;
  const day = futureDay(31);

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    place = await findSeededPlace(cmsUrl, 2);
    await createOneDaySchedule(
      cmsUrl,
      await createFullAccessToken(cmsUrl),
      place,
      day,
      slotHours('06:00', '08:00', 20),
    );
  });

  describe('refuses bad input with a clear 4xx and leaves nothing behind', () => {
    const patientOf = () => ({
      firstName: 'Mona',
      lastName: 'Refused',
      email: 'm@example.com',
      phone: '01012345678',
      age: 30,
      contractType: 'cash',
    });
    const companyData = () =>
      bookingData(place, day.at('07:00'), { patient: { ...patientOf(), contractType: 'company' } });
    const cards = async (make: () => Promise<Buffer>) => ({
      cardFront: { bytes: await make(), name: 'f.png', type: 'image/png' },
      cardBack: { bytes: await make(), name: 'b.png', type: 'image/png' },
    });
    /** A booking whose patient differs from a valid one by `changes`. */
    const withPatient = (changes: Record<string, unknown>) => async () => ({
      data: bookingData(place, day.at('07:00'), { patient: { ...patientOf(), ...changes } }),
    });
    /** A company patient's booking with a valid back card and this front one. */
    const withCompanyFront = (cardFront: { bytes: Uint8Array; name: string; type: string }) => async () => ({
      data: companyData(),
      files: { cardFront, cardBack: { bytes: await makePng(), name: 'b.png', type: 'image/png' } },
    });
    const refusals: [
      string,
      () => Promise<{ data: unknown; files?: BookingFiles; raw?: RequestInit }>,
      number,
      string?,
    ][] = [
      ['an empty data field', async () => ({ data: {} }), 400, 'patient'],
      ['data that is not JSON', async () => ({ data: '{not json' }), 400, 'data'],
      ['a missing first name', withPatient({ firstName: '' }), 400, 'patient.firstName'],
      ['an age as an object', withPatient({ age: { n: 1 } }), 400, 'patient.age'],
      ['a name of 500 letters', withPatient({ lastName: 'x'.repeat(500) }), 400, 'patient.lastName'],
      ['a script tag in the name', withPatient({ firstName: '<script>alert(1)</script>' }), 400, 'patient.firstName'],
      ['a Saudi phone number', withPatient({ phone: '+966501234567' }), 400, 'patient.phone'],
      [
        'no consent',
        async () => ({
          data: bookingData(place, day.at('07:00'), { consent: { accepted: false, policyVersion: '2026-11-01' } }),
        }),
        400,
        'consent.accepted',
      ],
      ['a past slot', async () => ({ data: bookingData(place, '2020-01-06T10:00:00+02:00') }), 400, 'start'],
      ['a time outside the schedule', async () => ({ data: bookingData(place, day.at('06:05')) }), 400, 'start'],
      [
        'a doctor who does not work at the branch',
        async () => ({ data: { ...bookingData(place, day.at('07:00')), branch: await otherBranch() } }),
        400,
        'branch',
      ],
      ['company without card images', withPatient({ contractType: 'company' }), 400, 'cardFront'],
      [
        'cash with card images',
        async () => ({ data: bookingData(place, day.at('07:00')), files: await cards(makePng) }),
        400,
        'cardFront',
      ],
      [
        'a PDF renamed .jpg',
        withCompanyFront({ bytes: PDF_BYTES, name: 'card.jpg', type: 'image/jpeg' }),
        400,
        'cardFront',
      ],
      ['an SVG', withCompanyFront({ bytes: SVG_BYTES, name: 'card.svg', type: 'image/svg+xml' }), 400, 'cardFront'],
      [
        'a 6 MB image',
        withCompanyFront({ bytes: makeOversizedJpeg(), name: 'big.jpg', type: 'image/jpeg' }),
        413,
        'cardFront',
      ],
    ];

    const otherBranch = async () => {
      const response = await fetch(`${cmsUrl}/api/branches?pagination[pageSize]=100`);
      const { data } = (await response.json()) as { data: { documentId: string }[] };
      const doctor = await fetch(`${cmsUrl}/api/doctors/${place.doctor}?populate[branches][fields][0]=name`);
      const { data: withBranches } = (await doctor.json()) as { data: { branches: { documentId: string }[] } };
      const other = data.find((branch) => !withBranches.branches.some((own) => own.documentId === branch.documentId));
      if (!other) throw new Error('Every branch has this doctor');
      return other.documentId;
    };

    it.each(refusals)('%s', async (_name, build, expectedStatus, expectedPath) => {
      const filesBefore = privateFiles();
      const appointmentsBefore = await countRows('SELECT COUNT(*) AS n FROM appointments', []);
      const { data, files } = await build();
      const response = await postBooking(cmsUrl, buildBookingForm(data, files));
      expect(response.status).toBe(expectedStatus);
      expect(response.body.error?.status).toBe(expectedStatus);
      if (expectedPath) {
        const paths = ((response.body.error?.details.errors ?? []) as { path: string[] }[]).map((error) =>
          error.path.join('.'),
        );
        expect(paths.some((path) => path === expectedPath || path.startsWith(`${expectedPath}.`))).toBe(true);
      }
      expect(JSON.stringify(response.body)).not.toMatch(/node_modules|\/work\/|at .*\.js:\d+/);
      expect(await countRows('SELECT COUNT(*) AS n FROM appointments', [])).toBe(appointmentsBefore);
      expect(privateFiles()).toEqual(filesBefore);
    });

    const REQUIRED_FIELDS = [
      'doctor',
      'branch',
      'start',
      'source',
      'consent',
      'patient.firstName',
      'patient.lastName',
      'patient.phone',
      'patient.age',
      'patient.contractType',
    ];

    it.each(REQUIRED_FIELDS)('a booking without %s', async (field) => {
      const data = structuredClone(bookingData(place, day.at('07:20'))) as unknown as Record<
        string,
        Record<string, unknown>
      >;
      const [head, tail] = field.split('.') as [string, string | undefined];
      if (tail) delete data[head]?.[tail];
      else delete data[head];
      const appointmentsBefore = await countRows('SELECT COUNT(*) AS n FROM appointments', []);
      const response = await postBooking(cmsUrl, buildBookingForm(data));
      expect(response.status).toBe(400);
      const errors = (response.body.error?.details.errors ?? []) as { path: string[]; message: string }[];
      expect(errors).toContainEqual(
        expect.objectContaining({ path: field.split('.'), message: 'validation.required' }),
      );
      expect(await countRows('SELECT COUNT(*) AS n FROM appointments', [])).toBe(appointmentsBefore);
    });

    it('a request with no multipart body', async () => {
      const response = await fetch(`${cmsUrl}/api/appointments/book`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: bookingData(place, day.at('07:00')) }),
      });
      expect(response.status).toBe(400);
    });

    it('a request declaring a body over the limit is refused before it is read', async () => {
      const url = new URL(`${cmsUrl}/api/appointments/book`);
      const status = await new Promise<number>((resolve, reject) => {
        const request = httpRequest(
          {
            host: url.hostname,
            port: url.port,
            path: url.pathname,
            method: 'POST',
            agent: false,
            headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(50 * 1024 * 1024) },
          },
          (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          },
        );
        request.on('error', reject);
        request.write('--x\r\n');
      });
      expect(status).toBe(413);
    });
  });
});
