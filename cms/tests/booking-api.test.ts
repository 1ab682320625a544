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
  slotHours,
} from './support/booking';
import sharp from 'sharp';
import { createFullAccessToken, signInAsStaff } from './support/cms-admin';
import { listCardImages, makeJpegWithExif, makePng } from './support/images';
import { countRows, querySql } from './support/sql';
import { readVisitDetail } from './support/staff-requests';

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
    await createOneDaySchedule(cmsUrl, token, place, day, slotHours('06:00', '08:00', 20));
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
    const appointment = await readVisitDetail<{
      documentId: string;
      cardFrontFile?: string;
      cards: { front: boolean; back: boolean };
    }>(cmsUrl, staff, String(stored?.document_id));
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
});
