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
  uniqueSurname,
  bookPlace,
} from './support/booking';
import sharp from 'sharp';
import { createFullAccessToken, signInAsStaff } from './support/cms-admin';
import { PDF_BYTES, SVG_BYTES, listCardImages, makeJpegWithExif, makeOversizedJpeg, makePng } from './support/images';
import { countRows, querySql } from './support/sql';

const privateFiles = () => listCardImages(inject('privateUploadsDir'));

describe('[BOOKING]: availability and booking', () => {
  let cmsUrl: string;
  let place: Place;
  let token: string;
  const day = futureDay(7);

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    token = await createFullAccessToken(cmsUrl);
    place = await findSeededPlace(cmsUrl, 2);
    await createOneDaySchedule(cmsUrl, token, place, day, {
      startTime: '06:00',
      endTime: '08:00',
      mode: 'slots',
      slotMinutes: 20,
      capacity: 1,
    });
  });

  const availabilityOf = async (query: string) => {
    const response = await fetch(`${cmsUrl}/api/availability?${query}`);
    return {
      status: response.status,
      body: (await response.json()) as {
        data: {
          days: { date: string; openings: { start: string; end: string; remaining: number; status: string }[] }[];
        };
      },
    };
  };

  it('lists the day’s openings in Cairo time with the places left', async () => {
    const { status, body } = await availabilityOf(
      `doctor=${place.doctor}&branch=${place.branch}&from=${day.date}&days=1`,
    );
    expect(status).toBe(200);
    const [listed] = body.data.days;
    expect(listed?.date).toBe(day.date);
    const early = listed?.openings.filter(
      (opening) => opening.start < day.at('08:00') && opening.start >= day.at('06:00'),
    );
    expect(early?.map((opening) => opening.start)).toEqual(
      ['06:00', '06:20', '06:40', '07:00', '07:20', '07:40'].map(day.at),
    );
    expect(early?.every((opening) => opening.remaining === 1 && opening.status === 'open')).toBe(true);
    expect(early?.[0]?.end).toBe(day.at('06:20'));
  });

  it.each([
    ['no doctor', 'branch=abc&from=2026-01-01'],
    ['days above 31', 'doctor=a&branch=b&days=32'],
    ['days zero', 'doctor=a&branch=b&days=0'],
    ['a malformed date', 'doctor=a&branch=b&from=2026-13-40'],
    ['an id with symbols', 'doctor=a%27%20or%201%3D1&branch=b'],
  ])('refuses an availability query with %s (400)', async (_name, query) => {
    const { status } = await availabilityOf(query);
    expect(status).toBe(400);
  });

  it('answers 404 for an unknown doctor', async () => {
    expect((await availabilityOf(`doctor=zzzzzzzzzzzzzzzzzzzzzzzz&branch=${place.branch}`)).status).toBe(404);
  });

  it('books a cash appointment, answers 201 with the booking only, and fills the slot', async () => {
    const response = await bookPlace(cmsUrl, place, day.at('06:00'));
    expect(response.status).toBe(201);
    const booking = response.body.data;
    expect(booking?.bookingNumber).toMatch(/^ENT-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(booking).toMatchObject({ status: 'pending', start: day.at('06:00'), end: day.at('06:20'), mode: 'slots' });
    expect(JSON.stringify(booking)).not.toMatch(/mona|saleh|0101234/i);
    const { body } = await availabilityOf(`doctor=${place.doctor}&branch=${place.branch}&from=${day.date}&days=1`);
    const slot = body.data.days[0]?.openings.find((opening) => opening.start === day.at('06:00'));
    expect(slot).toMatchObject({ remaining: 0, status: 'full' });
    const readBack = await fetch(`${cmsUrl}/api/appointments?filters[bookingNumber][$eq]=${booking?.bookingNumber}`);
    expect(readBack.status).toBe(403);
  });

  it('stores card images privately, re-encoded without their metadata', async () => {
    const before = privateFiles();
    const files: BookingFiles = {
      cardFront: { bytes: await makeJpegWithExif(), name: 'front.jpg', type: 'image/jpeg' },
      cardBack: { bytes: await makePng(), name: 'back.png', type: 'image/png' },
    };
    const marker = uniqueSurname('Company');
    const data = bookingData(place, day.at('06:20'), {
      patient: {
        firstName: 'Karim',
        lastName: marker,
        email: 'k@example.com',
        phone: '+20 100 000 0000',
        age: 41,
        contractType: 'company',
      },
    });
    const response = await postBooking(cmsUrl, buildBookingForm(data, files));
    expect(response.status).toBe(201);
    const added = privateFiles().filter((name) => !before.includes(name));
    expect(added).toHaveLength(2);
    expect(added.every((name) => name.endsWith('.webp'))).toBe(true);
    expect(
      await countRows(
        'SELECT COUNT(*) AS n FROM appointments WHERE last_name = ? AND card_front_file IS NOT NULL AND card_back_file IS NOT NULL',
        [marker],
      ),
    ).toBe(1);
    const publicUpload = await fetch(`${cmsUrl}/uploads/${added[0]}`);
    expect(publicUpload.status).toBe(404);

    const staff = await signInAsStaff(cmsUrl);
    const [stored] = await querySql<{ document_id: string }>(
      'SELECT document_id FROM appointments WHERE last_name = ?',
      [marker],
    );
    const detail = await fetch(`${cmsUrl}/api/staff/appointments/${stored?.document_id}`, { headers: staff });
    const { data: appointment } = (await detail.json()) as {
      data: { documentId: string; cardFrontFile?: string; cards: { front: boolean; back: boolean } };
    };
    // Staff learn which images exist, never the stored files' names.
    expect(appointment.cards).toEqual({ front: true, back: true });
    expect(appointment.cardFrontFile).toBeUndefined();
    const cardUrl = `${cmsUrl}/api/appointments/${appointment.documentId}/cards/front`;

    const asStaff = await fetch(cardUrl, { headers: staff });
    expect(asStaff.status).toBe(200);
    expect(asStaff.headers.get('content-type')).toBe('image/webp');
    expect(asStaff.headers.get('cache-control')).toBe('no-store');
    const metadata = await sharp(Buffer.from(await asStaff.arrayBuffer())).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();

    expect((await fetch(cardUrl)).status).toBe(403);
    expect((await fetch(cardUrl.replace('/front', '/left'), { headers: staff })).status).toBe(404);
  });

  it('accepts a phone in Arabic-Indic digits and stores it in E.164', async () => {
    const marker = uniqueSurname('Digits');
    const data = bookingData(place, day.at('06:40'), {
      patient: {
        firstName: 'سارة',
        lastName: marker,
        email: 's@example.com',
        phone: '٠١٢٢٣٤٥٦٧٨٩',
        age: '٢٩',
        contractType: 'cash',
      },
    });
    expect((await postBooking(cmsUrl, buildBookingForm(data))).status).toBe(201);
    expect(
      await countRows(
        "SELECT COUNT(*) AS n FROM appointments WHERE last_name = ? AND phone = '+201223456789' AND age = 29",
        [marker],
      ),
    ).toBe(1);
  });

  describe('refuses bad input with a clear 4xx and leaves nothing behind', () => {
    const refusals: [
      string,
      () => Promise<{ data: unknown; files?: BookingFiles; raw?: RequestInit }>,
      number,
      string?,
    ][] = [
      ['an empty data field', async () => ({ data: {} }), 400, 'patient'],
      ['data that is not JSON', async () => ({ data: '{not json' }), 400, 'data'],
      [
        'a missing first name',
        async () => ({ data: bookingData(place, day.at('07:00'), { patient: { ...patientOf(), firstName: '' } }) }),
        400,
        'patient.firstName',
      ],
      [
        'an age as an object',
        async () => ({ data: bookingData(place, day.at('07:00'), { patient: { ...patientOf(), age: { n: 1 } } }) }),
        400,
        'patient.age',
      ],
      [
        'a name of 500 letters',
        async () => ({
          data: bookingData(place, day.at('07:00'), { patient: { ...patientOf(), lastName: 'x'.repeat(500) } }),
        }),
        400,
        'patient.lastName',
      ],
      [
        'a script tag in the name',
        async () => ({
          data: bookingData(place, day.at('07:00'), {
            patient: { ...patientOf(), firstName: '<script>alert(1)</script>' },
          }),
        }),
        400,
        'patient.firstName',
      ],
      [
        'a Saudi phone number',
        async () => ({
          data: bookingData(place, day.at('07:00'), { patient: { ...patientOf(), phone: '+966501234567' } }),
        }),
        400,
        'patient.phone',
      ],
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
      [
        'company without card images',
        async () => ({
          data: bookingData(place, day.at('07:00'), { patient: { ...patientOf(), contractType: 'company' } }),
        }),
        400,
        'cardFront',
      ],
      [
        'cash with card images',
        async () => ({ data: bookingData(place, day.at('07:00')), files: await cards(makePng) }),
        400,
        'cardFront',
      ],
      [
        'a PDF renamed .jpg',
        async () => ({
          data: companyData(),
          files: {
            cardFront: { bytes: PDF_BYTES, name: 'card.jpg', type: 'image/jpeg' },
            cardBack: { bytes: await makePng(), name: 'b.png', type: 'image/png' },
          },
        }),
        400,
        'cardFront',
      ],
      [
        'an SVG',
        async () => ({
          data: companyData(),
          files: {
            cardFront: { bytes: SVG_BYTES, name: 'card.svg', type: 'image/svg+xml' },
            cardBack: { bytes: await makePng(), name: 'b.png', type: 'image/png' },
          },
        }),
        400,
        'cardFront',
      ],
      [
        'a 6 MB image',
        async () => ({
          data: companyData(),
          files: {
            cardFront: { bytes: makeOversizedJpeg(), name: 'big.jpg', type: 'image/jpeg' },
            cardBack: { bytes: await makePng(), name: 'b.png', type: 'image/png' },
          },
        }),
        413,
        'cardFront',
      ],
    ];

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
