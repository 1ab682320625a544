import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type Place,
  bookPlace,
  bookingData,
  buildBookingForm,
  createOneDaySchedule,
  findSeededPlace,
  futureDay,
  postBookingsTogether,
  slotHours,
  sessionHours,
} from './support/booking';
import { createFullAccessToken, signInAsStaff } from './support/cms-admin';
import { readEmails, readSms, waitForEmail } from './support/mail';
import {
  findVisitByNumber,
  patientWithEmail,
  readVisitMessages,
  uniqueAddress,
  uniqueMobile,
} from './support/patient-messages';
import { countRows, executeSql, toSqlDateTime } from './support/sql';

const SPEC_SENTENCE = 'Call center will contact with you soon to confirm your booking';
const OUTAGE_BOOKINGS = 50;

/** The clinic tells the patient of each change, through an outbox written with the change itself. */
describe('[MESSAGES]: what the clinic tells a patient', () => {
  let cmsUrl: string;
  let staff: Record<string, string>;
  let place: Place;
  // A day of its own: half-hour appointments of one place from 05:00, and a walk-in session of 60.
  const day = futureDay(12);

  const findByNumber = (bookingNumber: string) => findVisitByNumber(cmsUrl, staff, bookingNumber);
  const detail = (documentId: string) => readVisitMessages(cmsUrl, staff, documentId);
  const post = (path: string, data: unknown) =>
    fetch(`${cmsUrl}/api/staff/appointments${path}`, {
      method: 'POST',
      headers: { ...staff, 'content-type': 'application/json' },
      body: JSON.stringify({ data }),
    });

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    staff = await signInAsStaff(cmsUrl);
    place = await findSeededPlace(cmsUrl, 11);
    const token = await createFullAccessToken(cmsUrl);
    await createOneDaySchedule(cmsUrl, token, place, day, slotHours('05:00', '06:00', 30));
    await createOneDaySchedule(cmsUrl, token, place, day, sessionHours('06:00', '08:00', OUTAGE_BOOKINGS + 20));
  });

  it('says a booking is received, in its language, with the spec’s sentence; confirmed and cancelled follow, never the staff’s note', async () => {
    const english = uniqueAddress('received');
    const booked = await bookPlace(cmsUrl, place, day.at('05:00'), { overrides: patientWithEmail(english) });
    expect(booked.status).toBe(201);
    const received = await waitForEmail(english);
    expect(received.subject).toContain(String(booked.body.data?.bookingNumber));
    expect(received.text).toContain(SPEC_SENTENCE);
    expect(received.html).toContain('<html lang="en" dir="ltr">');
    expect(received.messageId).toMatch(/^<[0-9a-f-]{36}@nileent\.example>$/);
    expect(received.attachments).toEqual([]);

    const visit = await findByNumber(String(booked.body.data?.bookingNumber));
    await expect
      .poll(async () =>
        (await detail(visit.documentId)).messages.map((message) => `${message.channel} ${message.state}`),
      )
      .toEqual(['email sent', 'sms delivered']);
    expect((await post(`/${visit.documentId}/status`, { from: 'pending', to: 'confirmed' })).status).toBe(200);
    await expect.poll(async () => (await readEmails(english)).length).toBe(2);
    const [confirmed] = await readEmails(english);
    expect(confirmed?.subject).toMatch(/^Appointment confirmed: /);
    // The calendar file: the booked instant in UTC, its booking's UID, an alarm two hours before.
    const [calendar] = confirmed?.attachments ?? [];
    expect(calendar).toMatchObject({
      filename: `booking-${booked.body.data?.bookingNumber}.ics`,
      contentType: 'text/calendar',
    });
    const utc = (instant: string) => `${new Date(instant).toISOString().replace(/[-:]|\.\d{3}/g, '')}`;
    expect(calendar?.content).toContain(`DTSTART:${utc(day.at('05:00'))}`);
    expect(calendar?.content).toContain(`UID:${booked.body.data?.bookingNumber}@`);
    expect(calendar?.content).toMatch(/BEGIN:VALARM[\s\S]*TRIGGER:-PT2H[\s\S]*END:VALARM/);

    const cancel = { from: 'confirmed', to: 'canceled', reason: { category: 'other', note: 'staff-only remark' } };
    expect((await post(`/${visit.documentId}/status`, cancel)).status).toBe(200);
    await expect.poll(async () => (await readEmails(english)).length).toBe(3);
    const [canceled] = await readEmails(english);
    expect(canceled?.subject).toMatch(/^Appointment cancelled: /);
    expect(`${canceled?.text}${canceled?.html}`).not.toContain('staff-only remark');
    const emails = (await detail(visit.documentId)).messages.filter((message) => message.channel === 'email');
    expect(emails.map((message) => message.kind)).toEqual(['received', 'confirmed', 'canceled']);
  });

  it('writes Arabic right to left, and tells of a move with the time it had', async () => {
    const arabic = uniqueAddress('moved');
    const booked = await bookPlace(cmsUrl, place, day.at('05:00'), {
      overrides: { ...patientWithEmail(arabic, 'منى'), locale: 'ar' },
    });
    expect(booked.status).toBe(201);
    const received = await waitForEmail(arabic);
    expect(received.html).toContain('<html lang="ar" dir="rtl">');
    expect(received.text).toContain('سيتواصل معك مركز الاتصال قريبًا لتأكيد الحجز');
    const visit = await findByNumber(String(booked.body.data?.bookingNumber));
    expect(
      (await post(`/${visit.documentId}/reschedule`, { from: visit.startsAt, start: day.at('05:30') })).status,
    ).toBe(200);
    await expect.poll(async () => (await readEmails(arabic)).length).toBe(2);
    const [moved] = await readEmails(arabic);
    expect(moved?.subject).toMatch(/^نُقل موعدك إلى /);
    expect(moved?.text).toContain('كان الموعد السابق');
  });

  it('sends nothing for a booking the seat guard rolls back, and no email to a patient with none', async () => {
    const [first, second] = [uniqueAddress('race'), uniqueAddress('race')];
    // Both ask for the last place of a slot at once: one booking commits, the other rolls back.
    await createOneDaySchedule(
      cmsUrl,
      await createFullAccessToken(cmsUrl),
      place,
      futureDay(13),
      slotHours('05:00', '05:30', 30),
    );
    const start = futureDay(13).at('05:00');
    const answers = await postBookingsTogether(
      cmsUrl,
      [first, second].map((email) => ({ form: buildBookingForm(bookingData(place, start, patientWithEmail(email))) })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const winner = answers[0]?.status === 201 ? first : second;
    const loser = winner === first ? second : first;
    await waitForEmail(winner);
    expect(await countRows('SELECT COUNT(*) AS n FROM patient_messages WHERE recipient = ?', [loser])).toBe(0);
    expect(await readEmails(loser)).toEqual([]);

    // The public form takes a patient with no email: the booking is made, and only their mobile is written to.
    const withoutEmail = await bookPlace(cmsUrl, place, day.at('06:00'), {
      overrides: { patient: { ...patientWithEmail('').patient, email: undefined, phone: '01001112288' } },
    });
    expect(withoutEmail.status).toBe(201);
    const unreachable = await findByNumber(String(withoutEmail.body.data?.bookingNumber));
    expect(unreachable.messages.map((message) => `${message.channel} ${message.kind}`)).toEqual(['sms received']);
  });

  it('reminds a visit booked long before, once, and not one booked after its reminder’s moment', async () => {
    const [early, late] = [uniqueAddress('reminder'), uniqueAddress('reminder')];
    const mobile = uniqueMobile();
    const first = await bookPlace(cmsUrl, place, day.at('06:00'), {
      overrides: { patient: { ...patientWithEmail(early).patient, phone: mobile.typed } },
    });
    const second = await bookPlace(cmsUrl, place, day.at('06:00'), { overrides: patientWithEmail(late) });
    expect([first.status, second.status]).toEqual([201, 201]);
    // The test CMS reminds 60 days before, at any hour: the first was booked, as far as it knows, 90 days ago.
    const longAgo = toSqlDateTime(new Date(Date.now() - 90 * 24 * 60 * 60 * 1000));
    expect(
      await executeSql('UPDATE appointments SET created_at = ? WHERE booking_number = ?', [
        longAgo,
        String(first.body.data?.bookingNumber),
      ]),
    ).toBe(1);
    const reminders = async (email: string) =>
      (await readEmails(email)).filter((mail) => mail.subject.startsWith('Reminder: your appointment'));
    await expect.poll(async () => (await reminders(early)).length, { timeout: 10_000 }).toBe(1);
    expect((await reminders(early))[0]?.text).toContain('If you cannot come');
    // The job looks every second: three more looks, still one reminder by each channel, and none for the late booking.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect((await reminders(early)).length).toBe(1);
    expect((await readSms(mobile.e164)).filter((sms) => sms.text.startsWith('Reminder: your visit'))).toHaveLength(1);
    expect(await reminders(late)).toEqual([]);
  });

  it('sends a failed message again from its first try, with its Message-ID, and only a failed one', async () => {
    const email = uniqueAddress('resend');
    const booked = await bookPlace(cmsUrl, place, day.at('06:00'), { overrides: patientWithEmail(email) });
    const visit = await findByNumber(String(booked.body.data?.bookingNumber));
    await waitForEmail(email);
    await expect.poll(async () => (await detail(visit.documentId)).messages[0]?.state).toBe('sent');
    const [message] = (await detail(visit.documentId)).messages;
    const resend = (messageId: number, documentId = visit.documentId) =>
      fetch(`${cmsUrl}/api/staff/appointments/${documentId}/messages/${messageId}/resend`, {
        method: 'POST',
        headers: staff,
      });
    const refused = await resend(Number(message?.id));
    expect([
      refused.status,
      ((await refused.json()) as { error: { details: { code: string } } }).error.details.code,
    ]).toEqual([409, 'INVALID_TRANSITION']);
    // As the delivery leaves a message its tries could not deliver.
    await executeSql("UPDATE patient_messages SET state = 'failed', last_error = ? WHERE id = ?", [
      '550 mailbox unavailable',
      Number(message?.id),
    ]);
    expect((await detail(visit.documentId)).messages[0]).toMatchObject({
      state: 'failed',
      lastError: '550 mailbox unavailable',
    });
    expect((await resend(Number(message?.id))).status).toBe(200);
    await expect.poll(async () => (await readEmails(email)).length).toBe(2);
    const [again, before] = await readEmails(email);
    expect(again?.messageId).toBe(before?.messageId);
    await expect
      .poll(async () => (await detail(visit.documentId)).messages[0])
      .toMatchObject({ state: 'sent', attempts: 1 });
    expect((await resend(999_999_999)).status).toBe(404);
    const other = await findByNumber(
      String(
        (await bookPlace(cmsUrl, place, day.at('06:00'), { overrides: patientWithEmail(uniqueAddress('other')) })).body
          .data?.bookingNumber,
      ),
    );
    expect((await resend(Number(message?.id), other.documentId)).status).toBe(404);
  });

  it('sends again, with the same Message-ID, the messages whose sender died mid-send, and the others beside them once', async () => {
    const orphaned = [uniqueAddress('orphaned'), uniqueAddress('orphaned')];
    const copies = async (email: string) => (await readEmails(email)).map((mail) => mail.messageId);
    for (const email of orphaned) {
      const booked = await bookPlace(cmsUrl, place, day.at('06:00'), { overrides: patientWithEmail(email) });
      expect(booked.status).toBe(201);
      await waitForEmail(email);
      await expect
        .poll(async () => (await findByNumber(String(booked.body.data?.bookingNumber))).messages[0]?.state)
        .toBe('sent');
    }
    const sentIds = await Promise.all(orphaned.map(copies));
    // As processes killed mid-send leave them: claimed, their leases run out, the emails perhaps gone.
    for (const email of orphaned) {
      await executeSql(
        "UPDATE patient_messages SET state = 'sending', lease_until_ms = ?, sent_at_ms = NULL WHERE recipient = ?",
        [Date.now() - 1, email],
      );
    }
    const next = uniqueAddress('next');
    expect((await bookPlace(cmsUrl, place, day.at('06:00'), { overrides: patientWithEmail(next) })).status).toBe(201);
    await expect
      .poll(async () => Promise.all([...orphaned, next].map(async (email) => (await copies(email)).length)), {
        timeout: 10_000,
      })
      .toEqual([2, 2, 1]);
    expect(await Promise.all(orphaned.map(copies))).toEqual(sentIds.map(([id]) => [id, id]));
  });

  it(`delivers every message of ${OUTAGE_BOOKINGS} bookings made while the mail server is down, each once`, async () => {
    const mailUrl = inject('mailUrl');
    const emails = Array.from({ length: OUTAGE_BOOKINGS }, () => uniqueAddress('outage'));
    // The server stays down until a try has met it, however long the bookings take on a busy machine.
    expect((await fetch(`${mailUrl}/outage?ms=60000`, { method: 'POST' })).status).toBe(204);
    try {
      const answers = await Promise.all(
        emails.map((email) => bookPlace(cmsUrl, place, day.at('06:00'), { overrides: patientWithEmail(email) })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(emails.map(() => 201));
      await expect
        .poll(
          () =>
            countRows(
              "SELECT COUNT(*) AS n FROM patient_messages WHERE last_error IS NOT NULL AND recipient LIKE 'outage-%'",
              [],
            ),
          { timeout: 30_000, interval: 250 },
        )
        .toBeGreaterThan(0);
    } finally {
      await fetch(`${mailUrl}/outage?ms=0`, { method: 'POST' });
    }
    await expect
      .poll(async () => (await Promise.all(emails.map((email) => readEmails(email)))).map((mail) => mail.length), {
        timeout: 30_000,
        interval: 500,
      })
      .toEqual(emails.map(() => 1));
    // The first ones were tried while the server turned them away, and tried again.
    const retried = await countRows(
      "SELECT COUNT(*) AS n FROM patient_messages WHERE state = 'sent' AND attempts > 1 AND recipient LIKE 'outage-%'",
      [],
    );
    expect(retried).toBeGreaterThan(0);
  });
});
