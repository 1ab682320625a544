import { createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type Place,
  bookPlace,
  createOneDaySchedule,
  findSeededPlace,
  futureDay,
  uniqueSurname,
  slotHours,
} from './support/booking';
import { createFullAccessToken, signInAsReceptionist, signInAsStaff } from './support/cms-admin';
import { contactMessage, postContactMessage } from './support/contact';
import { makePng } from './support/images';
import { querySql } from './support/sql';
import { sendJson } from './support/requests';

type Headers = Record<string, string>;
type PersonData = {
  appointments: (Record<string, unknown> & { documentId: string; bookingNumber: string; messages: unknown[] })[];
  contactMessages: Record<string, unknown>[];
  upcoming: string[];
};
type Answer<T> = {
  status: number;
  text: string;
  body: { data: T | null; error?: { name: string; details: Record<string, unknown> & { errors?: unknown[] } } };
};

/**
 * A person asks what the clinic holds about them, to have it corrected, or erased (Law 151/2020).
 * Salma booked twice with her phone and email, and wrote through the contact form; Hany shares
 * nothing with her. A manager finds, exports, corrects and erases her data, and only hers.
 */
describe('[PRIVACY]: a person’s requests about their data', () => {
  let cmsUrl: string;
  let manager: Headers;
  let place: Place;
  const marker = uniqueSurname('Request');
  const day = futureDay(21);
  const phone = '01001230101';
  const email = `salma.${marker.toLowerCase()}@example.com`;
  const subject = `Question ${marker}`;
  const visits: { documentId: string; bookingNumber: string }[] = [];

  const call = <T>(method: string, urlPath: string, headers: Headers, data?: unknown): Promise<Answer<T>> =>
    sendJson<Answer<T>['body']>(method, `${cmsUrl}/api${urlPath}`, headers, data);
  const find = (query: Record<string, string>, headers: Headers = manager) =>
    call<PersonData>('GET', `/staff/patient-data?${new URLSearchParams(query)}`, headers);
  const logEntries = (action: string) =>
    querySql<{ action: string; booking_number: string | null; details: string | null }>(
      'SELECT action, booking_number, details FROM patient_data_access_log WHERE action = ? ORDER BY id DESC',
      [action],
    );

  const book = async (time: string, firstName: string, patientPhone: string, patientEmail: string) => {
    const card = { bytes: await makePng(), name: 'card.png', type: 'image/png' };
    const booked = await bookPlace(cmsUrl, place, day.at(time), {
      overrides: {
        patient: {
          firstName,
          lastName: marker,
          email: patientEmail,
          phone: patientPhone,
          age: 38,
          notes: `Hearing check for ${firstName}`,
          contractType: 'company',
        },
      },
      files: { cardFront: card, cardBack: card },
    });
    expect(booked.status).toBe(201);
    const bookingNumber = String(booked.body.data?.bookingNumber);
    const listed = await call<{ documentId: string }[]>(
      'GET',
      `/staff/appointments?${new URLSearchParams({ q: bookingNumber })}`,
      manager,
    );
    return { documentId: String(listed.body.data?.[0]?.documentId), bookingNumber };
  };

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    manager = await signInAsStaff(cmsUrl);
    place = await findSeededPlace(cmsUrl, 6);
    await createOneDaySchedule(
      cmsUrl,
      await createFullAccessToken(cmsUrl),
      place,
      day,
      slotHours('05:00', '07:00', 30),
    );
    visits.push(await book('05:00', 'Salma', phone, email));
    visits.push(await book('05:30', 'Salma', `+2${phone}`, email.toUpperCase()));
    visits.push(await book('06:00', 'Hany', '01001230102', `hany.${marker.toLowerCase()}@example.com`));
    const message = contactMessage({ email, phone, subject });
    expect((await postContactMessage(cmsUrl, { data: message })).status).toBe(201);
  });

  it('finds everything held about the person by phone or by email, and nobody else’s', async () => {
    const queries: Record<string, string>[] = [
      { phone },
      { phone: '+20 100 123 0101' },
      { email: email.toUpperCase() },
    ];
    for (const query of queries) {
      const { status, body, text } = await find({ ...query, locale: 'ar' });
      expect(status).toBe(200);
      expect(body.data?.appointments.map((visit) => visit.bookingNumber).sort()).toEqual(
        [visits[0]?.bookingNumber, visits[1]?.bookingNumber].sort(),
      );
      expect(body.data?.appointments[0]).toMatchObject({
        firstName: 'Salma',
        lastName: marker,
        phone: '+201001230101',
        age: 38,
        notes: 'Hearing check for Salma',
        cards: { front: true, back: true },
        status: 'pending',
      });
      expect(body.data?.appointments[0]).not.toHaveProperty('cardFrontFile');
      expect(body.data?.appointments[0]).not.toHaveProperty('id');
      expect(body.data?.contactMessages.map((message) => message.subject)).toEqual([subject]);
      expect(body.data?.upcoming.sort()).toEqual([visits[0]?.bookingNumber, visits[1]?.bookingNumber].sort());
      expect(text).not.toContain('Hany');
    }
    // The log says a manager looked someone up, and how, never the phone or email itself.
    const [entry] = await logEntries('findPatientData');
    expect(JSON.parse(entry?.details ?? '{}')).toEqual({ by: 'email', appointments: 2, contactMessages: 1 });
    expect(entry?.details).not.toContain(marker.toLowerCase());
  });

  it('answers only managers, and a query that names nobody, or two ways at once, with a 400', async () => {
    const receptionist = await signInAsReceptionist(cmsUrl);
    for (const [method, urlPath] of [
      ['GET', `/staff/patient-data?phone=${phone}`],
      ['GET', `/staff/patient-data/export?phone=${phone}`],
      ['PUT', `/staff/patient-data/appointments/${visits[0]?.documentId}`],
      ['POST', '/staff/patient-data/erase'],
    ] as const) {
      for (const headers of [receptionist, {}]) {
        const refused = await call(method, urlPath, headers, method === 'GET' ? undefined : { phone, confirmed: true });
        expect([method, urlPath, refused.status]).toEqual([method, urlPath, 403]);
        expect(refused.text).not.toContain('Salma');
      }
    }
    for (const [query, field, message] of [
      [{}, 'phone', 'validation.required'],
      [{ phone, email }, 'email', 'validation.invalidType'],
      [{ phone: '12' }, 'phone', 'validation.invalidPhone'],
    ] as const) {
      const refused = await find(query);
      expect(refused.status).toBe(400);
      expect(refused.body.error?.details.errors).toContainEqual(expect.objectContaining({ path: [field], message }));
    }
  });

  it('exports the same data for the person, and logs it as an export', async () => {
    const exported = await call<PersonData>('GET', `/staff/patient-data/export?phone=${phone}&locale=ar`, manager);
    expect(exported.body.data?.appointments).toHaveLength(2);
    const [entry] = await logEntries('exportPatientData');
    expect(JSON.parse(entry?.details ?? '{}')).toEqual({ by: 'phone', appointments: 2, contactMessages: 1 });
  });

  it('corrects the name, phone, email and age of one visit, and records which fields changed', async () => {
    const target = visits[1];
    const corrected = await call<{ changed: string[] }>(
      'PUT',
      `/staff/patient-data/appointments/${target?.documentId}`,
      manager,
      { firstName: 'Salma', lastName: `${marker} Hassan`, phone, email, age: 39 },
    );
    expect(corrected.status).toBe(200);
    // The email was booked in capitals and stored in lower case: it is no change.
    expect(corrected.body.data?.changed.sort()).toEqual(['age', 'lastName']);
    const detail = await call<Record<string, unknown>>('GET', `/staff/appointments/${target?.documentId}`, manager);
    expect(detail.body.data).toMatchObject({ lastName: `${marker} Hassan`, age: 39, email, phone: '+201001230101' });
    const [entry] = await logEntries('correctPatientData');
    expect(entry).toMatchObject({ booking_number: target?.bookingNumber });
    expect(JSON.parse(entry?.details ?? '{}')).toEqual({ fields: 'lastName,age' });

    const invalid = await call('PUT', `/staff/patient-data/appointments/${target?.documentId}`, manager, {
      firstName: '',
      lastName: marker,
      phone: 'not a phone',
      age: 39,
    });
    expect(invalid.status).toBe(400);
    const errors = (invalid.body.error?.details.errors ?? []) as { path: string[] }[];
    const fields = errors.map((error) => error.path.join('.'));
    expect([...new Set(fields)].sort()).toEqual(['firstName', 'phone']);
    const missing = await call('PUT', '/staff/patient-data/appointments/nosuchappointment000000000', manager, {
      firstName: 'Salma',
      lastName: marker,
      phone,
      age: 39,
    });
    expect(missing.status).toBe(404);
  });

  it('refuses to erase while a visit is still booked ahead, then erases the person and only them', async () => {
    const refused = await call('POST', '/staff/patient-data/erase', manager, { phone, confirmed: true });
    expect(refused.status).toBe(409);
    expect([...((refused.body.error?.details.upcoming ?? []) as string[])].sort()).toEqual(
      [visits[0]?.bookingNumber, visits[1]?.bookingNumber].sort(),
    );
    const unconfirmed = await call('POST', '/staff/patient-data/erase', manager, { phone });
    expect(unconfirmed.status).toBe(400);

    for (const visit of visits.slice(0, 2)) {
      const cancelled = await call('POST', `/staff/appointments/${visit.documentId}/status`, manager, {
        from: 'pending',
        to: 'canceled',
        reason: { category: 'patientRequest' },
      });
      expect(cancelled.status).toBe(200);
    }
    const cardFiles = await querySql<{ card_front_file: string; card_back_file: string }>(
      'SELECT card_front_file, card_back_file FROM appointments WHERE phone = ?',
      ['+201001230101'],
    );
    // She replied STOP to an SMS: her number is kept to honour it, shown with what is held about her.
    const stop = JSON.stringify({ from: '+201001230101', text: 'STOP' });
    const replied = await fetch(`${cmsUrl}/api/sms/replies`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-signature': createHmac('sha256', inject('smsWebhookSecret')).update(stop).digest('hex'),
      },
      body: stop,
    });
    expect(replied.status).toBe(200);
    expect((await find({ phone })).body.data).toMatchObject({ messageStops: [{ source: 'reply', channel: 'sms' }] });
    const erased = await call('POST', '/staff/patient-data/erase', manager, { phone, confirmed: true });
    expect(erased.status).toBe(200);
    expect(await querySql('SELECT id FROM message_stops WHERE phone = ?', ['+201001230101'])).toEqual([]);
    expect(erased.body.data).toEqual({ appointments: 2, contactMessages: 1, waitingEntries: 0 });

    const stored = await querySql<{ first_name: string; phone: string; email: string; card_front_file: string | null }>(
      'SELECT first_name, phone, email, card_front_file FROM appointments WHERE booking_number IN (?, ?)',
      [visits[0]?.bookingNumber, visits[1]?.bookingNumber],
    );
    expect(stored).toEqual([
      { first_name: 'Anonymized', phone: '', email: 'anonymized@example.invalid', card_front_file: null },
      { first_name: 'Anonymized', phone: '', email: 'anonymized@example.invalid', card_front_file: null },
    ]);
    const uploads = inject('privateUploadsDir');
    for (const row of cardFiles) {
      for (const file of [row.card_front_file, row.card_back_file]) {
        expect(existsSync(path.join(uploads, file))).toBe(false);
      }
    }
    expect(await querySql('SELECT id FROM contact_messages WHERE subject = ?', [subject])).toEqual([]);
    expect((await find({ phone })).body.data).toMatchObject({
      appointments: [],
      contactMessages: [],
      messageStops: [],
      upcoming: [],
    });
    // Hany is untouched.
    const hany = await call<Record<string, unknown>>('GET', `/staff/appointments/${visits[2]?.documentId}`, manager);
    expect(hany.body.data).toMatchObject({ firstName: 'Hany', cards: { front: true, back: true } });
    const [entry] = await logEntries('erasePatientData');
    expect(JSON.parse(entry?.details ?? '{}')).toEqual({
      by: 'phone',
      confirmed: true,
      appointments: 2,
      contactMessages: 1,
      waitingEntries: 0,
    });
  });
});
