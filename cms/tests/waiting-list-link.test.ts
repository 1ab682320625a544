import type { TWaitingLinkView } from '@clinic/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type Place,
  bookPlace,
  createOneDaySchedule,
  createTestDoctor,
  futureDay,
  uniqueSurname,
  slotHours,
} from './support/booking';
import { createFullAccessToken, signInAsStaff } from './support/cms-admin';
import { readEmails, readSms, readWhatsApp } from './support/mail';
import { sendJson } from './support/requests';
import { executeSql, querySql } from './support/sql';
import { SETTLE, nextPhone, openWaitingDesk } from './support/waiting-list';

type LinkAnswer = { data?: TWaitingLinkView; error?: { status: number; details?: Record<string, unknown> } };

/**
 * The offer's message and the entry's link: a place held for a waiting caller reaches their mobile
 * with a link, and the link lets them take it, pass it on, or leave the list, and nothing else.
 */
describe('[WAITING LIST]: an offer reaches the patient with a link to take it, pass it on, or leave', () => {
  let cmsUrl: string;
  let place: Place;
  let removeDoctor = async () => new Response();
  const day = futureDay(9);
  const marker = uniqueSurname('Link');
  let desk: ReturnType<typeof openWaitingDesk>;

  const sendLink = (action: string, data: Record<string, unknown>) =>
    sendJson<LinkAnswer>('POST', `${cmsUrl}/api/waiting-list/link${action}`, {}, data);
  /** An answer's status, and where the entry and its offer stand after it. */
  const outcomeOf = async (answer: ReturnType<typeof sendLink>) => {
    const { status, body } = await answer;
    return [status, body.data?.entry.state, body.data?.offer?.state];
  };
  /**
   * Puts `names` on the list (SMS to their mobiles unless `extra` says otherwise), books the morning's
   * `time` and has staff cancel it.
   */
  const freePlaceFor = async (time: string, names: string[], extra: Record<string, string> = {}) => {
    const booked = await bookPlace(cmsUrl, place, day.at(time));
    expect(booked.status).toBe(201);
    for (const name of names) {
      const phone = nextPhone();
      const patient = {
        firstName: name,
        lastName: marker,
        phone,
        age: 40,
        contractType: 'cash',
        phoneChannel: 'sms',
        ...extra,
      };
      expect((await desk.join(name, { patient, locale: name.startsWith('Ar') ? 'ar' : 'en' })).status).toBe(201);
    }
    expect((await desk.cancelAsStaff(String(booked.body.data?.bookingNumber))).status).toBe(200);
    await expect.poll(() => desk.liveOfferOf(names[0] ?? ''), SETTLE).not.toBeNull();
  };
  const mobileOf = async (name: string) => String((await desk.entryOf(name))?.patient.phone);
  /** The link's token from the newest SMS to `name`'s mobile. */
  const smsTokenOf = async (name: string) => {
    const mobile = await mobileOf(name);
    await expect.poll(async () => (await readSms(mobile)).length, SETTLE).toBeGreaterThan(0);
    const [newest] = await readSms(mobile);
    return { text: String(newest?.text), token: String(newest?.text.match(/\/w\/([A-Za-z0-9_-]{43})$/)?.[1]) };
  };

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    const staff = await signInAsStaff(cmsUrl);
    const token = await createFullAccessToken(cmsUrl);
    const doctor = await createTestDoctor(cmsUrl, token, `Dr Link ${marker}`);
    place = doctor.place;
    removeDoctor = doctor.remove;
    desk = openWaitingDesk({ cmsUrl, staff, doctor: place.doctor, date: day.date, marker });
    await createOneDaySchedule(cmsUrl, token, place, day, slotHours('09:00', '12:00', 30));
  });

  afterAll(async () => {
    await desk.emptyList();
    await removeDoctor();
  });

  it('texts and emails the offer with the hold’s end and a link that opens it, and the patient takes it: a confirmed visit, confirmed by SMS', async () => {
    const email = `taker-${marker.toLowerCase()}@example.com`;
    await freePlaceFor('09:00', ['Taker'], { email });
    const { text, token } = await smsTokenOf('Taker');
    expect(text).toMatch(
      /^A place is free for you with Dr Link .*, 9:00 am\. Held until \d{1,2}:\d{2} [ap]m\. Take it or pass: http/,
    );
    await expect.poll(async () => (await readEmails(email)).length, SETTLE).toBe(1);
    const [offerEmail] = await readEmails(email);
    expect(offerEmail?.subject).toMatch(/^A place with Dr Link .* is free for you: /);
    const emailToken = String(offerEmail?.text.match(/\/en\/w\/([A-Za-z0-9_-]{43})\n/)?.[1]);
    expect((await sendLink('', { token: emailToken })).body.data?.offer?.state).toBe('live');
    // Only the token's hash is kept.
    const [kept] = await querySql<{ n: number | string }>(
      'SELECT COUNT(*) AS n FROM waiting_list_links WHERE token_hash = ?',
      [token],
    );
    expect(Number(kept?.n)).toBe(0);

    const opened = await sendLink('', { token });
    expect(opened.status).toBe(200);
    const offer = opened.body.data?.offer;
    expect([opened.body.data?.entry.state, opened.body.data?.entry.doctor.en, offer?.state, offer?.start]).toEqual([
      'open',
      `Dr Link ${marker}`,
      'live',
      new Date(day.at('09:00')).toISOString(),
    ]);

    const taken = sendLink('/take', { token, offer: String(offer?.id) });
    expect(await outcomeOf(taken)).toEqual([200, 'booked', 'taken']);
    const bookingNumber = String((await taken).body.data?.offer?.bookingNumber);
    const visit = await querySql<{ status: string; source: string; first_name: string }>(
      'SELECT status, source, first_name FROM appointments WHERE booking_number = ?',
      [bookingNumber],
    );
    expect(visit.map((row) => [row.status, row.source, row.first_name])).toEqual([
      ['confirmed', 'waiting-list', 'Taker'],
    ]);
    const mobile = await mobileOf('Taker');
    await expect.poll(async () => (await readSms(mobile))[0]?.text ?? '', SETTLE).toContain(bookingNumber);
    // Taking it again says what it became.
    const again = await sendLink('/take', { token, offer: String(offer?.id) });
    expect([again.status, again.body.error?.details?.current]).toEqual([409, 'taken']);
  });

  it('passes a declined offer on to the next entry, whose Arabic SMS carries its own link', async () => {
    await freePlaceFor('09:30', ['Passer', 'Ar next']);
    const { token } = await smsTokenOf('Passer');
    const offerId = String((await sendLink('', { token })).body.data?.offer?.id);
    expect(await outcomeOf(sendLink('/decline', { token, offer: offerId }))).toEqual([200, 'open', 'declined']);
    await expect.poll(() => desk.liveOfferOf('Ar next'), SETTLE).not.toBeNull();
    const next = await smsTokenOf('Ar next');
    expect(next.text).toMatch(/^موعد لك، .*، محجوز حتى .*\. http/);
    expect(next.token).not.toBe(token);
    // One entry's link answers nothing about another entry's offer.
    const offerOfNext = String((await sendLink('', { token: next.token })).body.data?.offer?.id);
    expect((await sendLink('/take', { token, offer: offerOfNext })).status).toBe(404);
    await desk.emptyList();
  });

  it('takes a patient who leaves off the list, passing their held place on, and leaving twice changes nothing', async () => {
    await freePlaceFor('10:00', ['Leaver', 'After leaver'], { phoneChannel: 'whatsapp' });
    const mobile = await mobileOf('Leaver');
    await expect.poll(async () => (await readWhatsApp(mobile)).length, SETTLE).toBeGreaterThan(0);
    const [message] = await readWhatsApp(mobile);
    expect(message?.template).toBe('waiting_list_offer');
    const token = String(message?.link?.match(/\/w\/([A-Za-z0-9_-]{43})$/)?.[1]);
    expect(await outcomeOf(sendLink('/leave', { token }))).toEqual([200, 'left', 'withdrawn']);
    await expect.poll(() => desk.liveOfferOf('After leaver'), SETTLE).not.toBeNull();
    expect((await sendLink('/leave', { token })).body.data?.entry.state).toBe('left');
  });

  it('holds the offer’s SMS back from a mobile whose messages are stopped, and still emails it', async () => {
    const phone = nextPhone();
    const email = `stopped-${marker.toLowerCase()}@example.com`;
    await executeSql(
      "INSERT INTO message_stops (appointment_document_id, phone, channel, source, created_at_ms) VALUES (NULL, ?, 'sms', 'reply', ?)",
      [`+20${phone.slice(1)}`, Date.now()],
    );
    await freePlaceFor('11:00', ['Stopped'], { phone, email });
    await expect.poll(async () => (await readEmails(email)).length, SETTLE).toBe(1);
    expect(await readSms(`+20${phone.slice(1)}`)).toEqual([]);
    await desk.emptyList();
  });

  it('erases the words of an entry’s messages and kills its link with the person’s data', async () => {
    await freePlaceFor('10:30', ['Forgotten']);
    const { token } = await smsTokenOf('Forgotten');
    const phone = await mobileOf('Forgotten');
    const erased = await desk.send('POST', '/staff/patient-data/erase', { phone, confirmed: true });
    expect(erased.body.data).toEqual(expect.objectContaining({ waitingEntries: 1 }));
    expect((await sendLink('', { token })).status).toBe(404);
    const words = await querySql<{ recipient: string; body_text: string | null }>(
      'SELECT recipient, body_text FROM patient_messages WHERE kind = ? AND recipient = ?',
      ['offer', phone],
    );
    expect(words).toEqual([]);
    await desk.emptyList();
  });

  it('answers an unknown or malformed token as nothing there, and has no route that reads the links', async () => {
    expect((await sendLink('', { token: 'A'.repeat(43) })).status).toBe(404);
    const malformed = await sendLink('/take', { token: 'short', offer: '1' });
    expect(malformed.status).toBe(400);
    for (const path of ['/api/waiting-list/link', '/api/waiting-list-links']) {
      expect([404, 405]).toContain((await fetch(`${cmsUrl}${path}`)).status);
    }
  });
});
