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
import { createFullAccessToken, signInAsStaff } from './support/cms-admin';
import { sendJson } from './support/requests';
import { readVisitDetail } from './support/staff-requests';

type Note = { text: string; isForDoctor: boolean; writtenBy: string; createdAt: string };
/** The notes route's answer: the note stored, or the refusal naming each field at fault. */
type NoteAnswer = { data: Note; error: { details: { errors: { path: string[]; message: string }[] } } };

/** Staff notes on an appointment: written by staff for staff, on the doctor's sheet only when marked so. */
describe('[ADMIN]: staff notes on an appointment', () => {
  let cmsUrl: string;
  let staff: Record<string, string>;
  let place: Place;
  let documentId: string;
  let bookingNumber: string;
  // A day of its own, past the demo visits' first two weeks.
  const day = futureDay(29);
  const marker = uniqueSurname('Notes');

  const addNote = (data: unknown, id = documentId) =>
    sendJson<NoteAnswer>('POST', `${cmsUrl}/api/staff/appointments/${id}/notes`, staff, data);

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    staff = await signInAsStaff(cmsUrl);
    place = await findSeededPlace(cmsUrl, 10);
    await createOneDaySchedule(
      cmsUrl,
      await createFullAccessToken(cmsUrl),
      place,
      day,
      slotHours('05:00', '06:00', 30),
    );
    const booked = await bookPlace(cmsUrl, place, day.at('05:00'), {
      overrides: {
        patient: {
          firstName: 'Nermine',
          lastName: marker,
          email: 'nermine@example.com',
          phone: '01001110051',
          age: 61,
          contractType: 'cash',
        },
      },
    });
    expect(booked.status).toBe(201);
    bookingNumber = String(booked.body.data?.bookingNumber);
    const found = await fetch(`${cmsUrl}/api/staff/appointments?${new URLSearchParams({ q: bookingNumber })}`, {
      headers: staff,
    });
    documentId = ((await found.json()) as { data: { documentId: string }[] }).data[0]?.documentId ?? '';
  });

  it('keeps each note with its author and time, as typed, oldest first, in the appointment’s detail', async () => {
    const before = Date.now();
    const first = await addNote({ text: '  Hard of hearing: speak up  ', isForDoctor: true });
    expect(first.status).toBe(201);
    const { data: stored } = first.body;
    expect(stored).toMatchObject({
      text: 'Hard of hearing: speak up',
      isForDoctor: true,
      writtenBy: 'staff@nileent.example',
    });
    expect(Date.parse(stored.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect((await addNote({ text: `<img src=x onerror=alert(1)> ${marker}` })).status).toBe(201);

    const data = await readVisitDetail<{ staffNotes: Note[]; notes: string | null }>(cmsUrl, staff, documentId);
    expect(data.staffNotes.map(({ text, isForDoctor }) => [text, isForDoctor])).toEqual([
      ['Hard of hearing: speak up', true],
      [`<img src=x onerror=alert(1)> ${marker}`, false],
    ]);
    // The patient's own notes are a field of their booking, apart from what staff write.
    expect(data.notes).toBeNull();
  });

  it('puts only the notes for the doctor on the day sheet, and none in the export', async () => {
    const sheet = await fetch(`${cmsUrl}/api/staff/day-sheet?date=${day.date}&doctor=${place.doctor}`, {
      headers: staff,
    });
    const { data } = (await sheet.json()) as {
      data: { bookingNumber: string; doctorNotes: { text: string; writtenBy: string }[] }[];
    };
    const visit = data.find((row) => row.bookingNumber === bookingNumber);
    expect(visit?.doctorNotes.map(({ text, writtenBy }) => [text, writtenBy])).toEqual([
      ['Hard of hearing: speak up', 'staff@nileent.example'],
    ]);

    const exported = await fetch(
      `${cmsUrl}/api/staff/appointments/export?${new URLSearchParams({ from: day.date, to: day.date, q: marker })}`,
      { headers: staff },
    );
    const text = await exported.text();
    expect(text).toContain(bookingNumber);
    expect(text).not.toContain('Hard of hearing');
    expect(text).not.toContain('onerror');
  });

  it('refuses a note that is empty, too long or mistyped, field by field, and one for no appointment', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [{ text: '   ' }, { text: 'validation.required' }],
      [{ text: 'x'.repeat(1001) }, { text: 'validation.tooLong' }],
      [{ text: 'ok', isForDoctor: 'yes' }, { isForDoctor: 'validation.invalidType' }],
      [null, { _form: 'validation.required' }],
    ];
    for (const [data, fields] of cases) {
      const response = await addNote(data);
      expect(response.status).toBe(400);
      const { error } = response.body;
      expect(
        Object.fromEntries(error.details.errors.map((entry) => [entry.path.join('.') || '_form', entry.message])),
      ).toEqual(fields);
    }
    expect((await addNote({ text: 'Lost' }, 'abcdefghijklmnopqrstuvwx')).status).toBe(404);
  });
});
