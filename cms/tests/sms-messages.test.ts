import { countSmsSegments } from '@clinic/domain';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type Place, createOneDaySchedule, earlyHours, findSeededPlace, futureDay } from './support/booking';
import { createFullAccessToken, signInAsStaff } from './support/cms-admin';
import { readSms, refuseSmsTo } from './support/mail';
import { executeSql, toSqlDateTime } from './support/sql';
import {
  bookAtDesk,
  bookMobileOnly,
  findVisitByNumber,
  openManageLink,
  readVisitMessages,
  uniqueMobile,
} from './support/patient-messages';

/** The short manage link an SMS ends with, and its 256-bit token. */
const SHORT_LINK = /http:\/\/127\.0\.0\.1:\d+\/m\/([A-Za-z0-9_-]{43})$/;

/** The clinic writes to a patient's mobile by SMS, through the configured gateway (the test CMS's capture). */
describe('[MESSAGES]: SMS to the patient’s mobile', () => {
  let cmsUrl: string;
  let staff: Record<string, string>;
  let place: Place;
  // The doctor at offset 11 on a day of their own: half-hour appointments of one place from 05:00.
  const day = futureDay(14);

  /** Books `time` for a patient with `mobile`, taking SMS, and no email, in `locale`; answers the booking number. */
  const bookWithoutEmail = async (mobile: string, locale: 'en' | 'ar', time = '05:00') =>
    (
      await bookMobileOnly(cmsUrl, staff, {
        place,
        start: day.at(time),
        locale,
        patient: { firstName: 'Mona', phone: mobile, phoneChannel: 'sms' },
      })
    ).bookingNumber;

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    staff = await signInAsStaff(cmsUrl);
    place = await findSeededPlace(cmsUrl, 11);
    await createOneDaySchedule(cmsUrl, await createFullAccessToken(cmsUrl), place, day, earlyHours('07:00'));
  });

  it('sends a booking without email its SMS in Arabic, in at most two parts, with a short link that opens it', async () => {
    const mobile = uniqueMobile();
    const bookingNumber = await bookWithoutEmail(mobile.typed, 'ar');
    await expect.poll(async () => (await readSms(mobile.e164)).length).toBe(1);
    const [sms] = await readSms(mobile.e164);
    expect(sms?.from).toBe('NileENT');
    expect(sms?.text).toMatch(new RegExp(`^استلمنا حجزك ${bookingNumber}`));
    expect(countSmsSegments(sms?.text ?? '')).toMatchObject({ encoding: 'ucs2', segments: 2 });
    const [, token] = SHORT_LINK.exec(sms?.text ?? '') ?? [];
    const opened = await openManageLink(cmsUrl, token);
    expect(opened.status).toBe(200);

    // The gateway reports it on the phone (sms-webhooks.test.ts has the reports' rules).
    await expect
      .poll(async () => (await findVisitByNumber(cmsUrl, staff, bookingNumber)).messages)
      .toMatchObject([{ kind: 'received', channel: 'sms', segments: 2, state: 'delivered' }]);
  });

  it('fails an SMS to a number the gateway refuses at once, with why, and Send again sends it once it is taken', async () => {
    const mobile = uniqueMobile();
    await refuseSmsTo(mobile.e164);
    const bookingNumber = await bookWithoutEmail(mobile.typed, 'en', '05:30');
    const { documentId } = await findVisitByNumber(cmsUrl, staff, bookingNumber);
    await expect
      .poll(async () => (await readVisitMessages(cmsUrl, staff, documentId)).messages[0]?.state)
      .toBe('failed');
    const [failed] = (await readVisitMessages(cmsUrl, staff, documentId)).messages;
    expect(failed).toMatchObject({ channel: 'sms', attempts: 1, lastErrorReason: 'numberRefused' });
    expect(JSON.stringify(failed)).not.toContain(mobile.e164);

    await refuseSmsTo(mobile.e164, 'DELETE');
    const resent = await fetch(`${cmsUrl}/api/staff/appointments/${documentId}/messages/${failed?.id}/resend`, {
      method: 'POST',
      headers: staff,
    });
    expect(resent.status).toBe(200);
    await expect.poll(async () => (await readSms(mobile.e164)).length).toBe(1);
    expect((await readSms(mobile.e164))[0]?.text).toMatch(new RegExp(`^Booking ${bookingNumber} received`));
  });

  it('reminds an Arabic patient without email by SMS, once, within two UCS-2 parts', async () => {
    const mobile = uniqueMobile();
    const bookingNumber = await bookWithoutEmail(mobile.typed, 'ar', '06:30');
    // The test CMS reminds 60 days before, at any hour: this visit was booked, as far as it knows, 90 days ago.
    const longAgo = toSqlDateTime(new Date(Date.now() - 90 * 24 * 60 * 60 * 1000));
    const backdate = 'UPDATE appointments SET created_at = ? WHERE booking_number = ?';
    expect(await executeSql(backdate, [longAgo, bookingNumber])).toBe(1);
    const reminders = async () => (await readSms(mobile.e164)).filter((sms) => sms.text.startsWith('تذكير بموعدك'));
    await expect.poll(async () => (await reminders()).length, { timeout: 10_000 }).toBe(1);
    const [reminder] = await reminders();
    expect(reminder?.text).toContain(bookingNumber);
    expect(countSmsSegments(reminder?.text ?? '')).toMatchObject({ encoding: 'ucs2', segments: 2 });
  });

  it('confirms a walk-in the desk books by SMS, the only message a patient without email gets', async () => {
    const mobile = uniqueMobile();
    const documentId = await bookAtDesk(cmsUrl, staff, {
      place,
      start: day.at('06:00'),
      phone: mobile.typed,
      extra: { source: 'walk-in' },
    });
    expect((await readVisitMessages(cmsUrl, staff, documentId)).messages).toMatchObject([
      { channel: 'sms', kind: 'confirmed' },
    ]);
    await expect.poll(async () => (await readSms(mobile.e164))[0]?.text).toMatch(/^Visit confirmed with /);
  });
});
