import { randomUUID } from 'node:crypto';
import { DEFAULT_DELIVERY_POLICY } from '@clinic/domain';
import { beforeAll, expect, inject, it } from 'vitest';
import { type Place, createOneDaySchedule, findSeededPlace, futureDay, sessionHours } from './support/booking';
import { createFullAccessToken, signInAsStaff } from './support/cms-admin';
import { describeOnce } from './support/database-passes';
import { readEmails, waitForEmail } from './support/mail';
import { querySql } from './support/sql';

type Headers = Record<string, string>;
type Message = {
  id: number;
  kind: string;
  state: string;
  attempts: number;
  lastError: string | null;
  lastErrorReason: string | null;
};
type JobsHealth = { status: string; jobs: { name: string; status: string }[] };

/**
 * What the mail server answers decides what becomes of a message (tools/src/mail-capture.ts
 * refuses `@refused.example` with 550 to RCPT TO, `@full.example` with 452, `@spam.example` with 554
 * to DATA, and the clinic's sender with 553 to MAIL FROM when told). Staff see why, never the address.
 */
describeOnce('[MESSAGES]: what the mail server refused', () => {
  let cmsUrl: string;
  let mailUrl: string;
  let manager: Headers;
  let place: Place;
  const day = futureDay(19);

  const call = (method: string, path: string, data?: unknown) =>
    fetch(`${cmsUrl}/api${path}`, {
      method,
      headers: { ...manager, 'content-type': 'application/json' },
      body: data === undefined ? undefined : JSON.stringify({ data }),
    });
  const patient = (email: string | undefined) => ({
    firstName: 'Karim',
    lastName: 'Fathy',
    email,
    phone: '01001230142',
    phoneChannel: 'sms',
    age: 41,
  });
  /** A booking made at the desk (confirmed at once, so the patient is written to): its id and number. */
  const bookAtDesk = async (email: string) => {
    const response = await call('POST', '/staff/appointments', {
      doctor: place.doctor,
      branch: place.branch,
      start: day.at('05:00'),
      source: 'phone',
      locale: 'en',
      patient: { ...patient(email), contractType: 'cash' },
      consent: { givenVerbally: true, policyVersion: '1' },
    });
    const body = (await response.json()) as { data: { documentId: string; bookingNumber: string } };
    expect(response.status).toBe(201);
    return body.data;
  };
  const messageOf = async (documentId: string) => {
    const response = await call('GET', `/staff/appointments/${documentId}`);
    const [message] = ((await response.json()) as { data: { messages: Message[] } }).data.messages;
    return message;
  };
  const readHealth = async () => {
    const response = await fetch(`${cmsUrl}/_health/jobs`);
    const body = (await response.json()) as JobsHealth;
    return { status: response.status, delivery: body.jobs.find((job) => job.name === 'message-delivery')?.status };
  };

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    mailUrl = inject('mailUrl');
    manager = await signInAsStaff(cmsUrl);
    place = await findSeededPlace(cmsUrl, 13);
    await createOneDaySchedule(
      cmsUrl,
      await createFullAccessToken(cmsUrl),
      place,
      day,
      sessionHours('05:00', '07:00', 30),
    );
  });

  it('fails a message at its first try when the server refuses its address or its words for good, and says why without the address', async () => {
    const missing = `someone-${randomUUID()}@refused.example`;
    const spam = `filtered-${randomUUID()}@spam.example`;
    const [toMissing, toSpam] = [await bookAtDesk(missing), await bookAtDesk(spam)];
    await expect.poll(async () => (await messageOf(toMissing.documentId))?.state, { timeout: 10_000 }).toBe('failed');
    expect(await messageOf(toMissing.documentId)).toMatchObject({
      kind: 'confirmed',
      state: 'failed',
      attempts: 1,
      lastErrorReason: 'addressRefused',
      lastError: '550 5.1.1 <…>: mailbox does not exist',
    });
    await expect.poll(async () => (await messageOf(toSpam.documentId))?.state, { timeout: 10_000 }).toBe('failed');
    expect(await messageOf(toSpam.documentId)).toMatchObject({
      attempts: 1,
      lastErrorReason: 'rejectedAsSpam',
      lastError: '554 5.7.1 Message rejected as spam',
    });

    const log = await call(
      'GET',
      `/staff/deliveries?${new URLSearchParams({ bookingNumber: toMissing.bookingNumber })}`,
    );
    const text = await log.text();
    expect(JSON.parse(text).data).toEqual([
      expect.objectContaining({ channel: 'sms', state: expect.any(String), lastErrorReason: null }),
      expect.objectContaining({
        channel: 'email',
        state: 'failed',
        attempts: 1,
        lastErrorReason: 'addressRefused',
        lastError: '550 5.1.1 <…>: mailbox does not exist',
      }),
    ]);
    expect(text).not.toContain(missing.split('@')[0]);
    // Nor does the outbox keep the address anywhere but where it sends to.
    const [stored] = await querySql<{ last_error: string }>(
      'SELECT last_error FROM patient_messages WHERE recipient = ?',
      [missing],
    );
    expect(stored?.last_error).toBe('550 5.1.1 <…>: mailbox does not exist');
  });

  it('keeps trying a mailbox full for now, showing why while the message waits, and fails it after its last try', async () => {
    const full = await bookAtDesk(`busy-${randomUUID()}@full.example`);
    await expect
      .poll(
        async () => {
          const message = await messageOf(full.documentId);
          return {
            isWaiting: message?.state === 'queued' || message?.state === 'sending',
            isRetried: Number(message?.attempts) >= 2,
            reason: message?.lastErrorReason,
            serverText: message?.lastError,
          };
        },
        { timeout: 10_000 },
      )
      .toEqual({
        isWaiting: true,
        isRetried: true,
        reason: 'mailboxFull',
        serverText: '452 4.2.2 <…>: mailbox full, try later',
      });
    await expect.poll(async () => (await messageOf(full.documentId))?.state, { timeout: 20_000 }).toBe('failed');
    expect(await messageOf(full.documentId)).toMatchObject({
      attempts: DEFAULT_DELIVERY_POLICY.maxAttempts,
      lastErrorReason: 'mailboxFull',
    });
  });

  it('pauses delivery, failing nothing, while the server refuses the clinic’s sender, and raises the jobs’ alarm until a message goes out', async () => {
    const addresses = [`paused-${randomUUID()}@example.com`, `paused-${randomUUID()}@example.com`];
    expect((await fetch(`${mailUrl}/refuse-sender`, { method: 'POST' })).status).toBe(204);
    let refusedSenders: number;
    try {
      const bookings = [await bookAtDesk(String(addresses[0])), await bookAtDesk(String(addresses[1]))];
      await expect.poll(readHealth, { timeout: 10_000 }).toEqual({ status: 503, delivery: 'failed' });
      // The refused tries are not the messages': they wait as they were, with no reason of theirs.
      for (const { documentId } of bookings) {
        expect(await messageOf(documentId)).toMatchObject({
          state: 'queued',
          attempts: 0,
          lastError: null,
          lastErrorReason: null,
        });
      }
      // Five more delivery passes (one every 200 ms here) while paused: no message is tried again.
      await new Promise((resolve) => setTimeout(resolve, 1000));
    } finally {
      const stopped = await fetch(`${mailUrl}/refuse-sender`, { method: 'DELETE' });
      refusedSenders = ((await stopped.json()) as { refused: number }).refused;
    }
    expect(refusedSenders).toBeGreaterThanOrEqual(1);
    expect(refusedSenders).toBeLessThanOrEqual(addresses.length);

    // After the pause (5 s here) delivery takes up again: each message goes out at its first counted try.
    for (const address of addresses) await waitForEmail(address, 20_000);
    await expect.poll(readHealth, { timeout: 10_000 }).toEqual({ status: 200, delivery: 'ok' });
    const tries = await querySql<{ attempts: number; state: string }>(
      'SELECT attempts, state FROM patient_messages WHERE recipient IN (?, ?)',
      addresses,
    );
    expect(tries.map((row) => [row.state, Number(row.attempts)])).toEqual([
      ['sent', 1],
      ['sent', 1],
    ]);
  });

  it('sends a failed message again to the email a manager corrected, and refuses once the booking has none', async () => {
    const mistyped = await bookAtDesk(`karim.fathy-${randomUUID()}@refused.example`);
    await expect.poll(async () => (await messageOf(mistyped.documentId))?.state, { timeout: 10_000 }).toBe('failed');
    const corrected = `karim.fathy-${randomUUID()}@example.com`;
    const correction = await call('PUT', `/staff/patient-data/appointments/${mistyped.documentId}`, patient(corrected));
    expect(correction.status).toBe(200);
    expect(((await correction.json()) as { data: { changed: string[] } }).data.changed).toEqual(['email']);
    const logged = await querySql<{ details: string }>(
      'SELECT details FROM patient_data_access_log WHERE action = ? AND booking_number = ?',
      ['correctPatientData', mistyped.bookingNumber],
    );
    expect(logged.map((entry) => JSON.parse(entry.details))).toEqual([{ fields: 'email' }]);

    const message = await messageOf(mistyped.documentId);
    const resend = (documentId: string, messageId: number) =>
      call('POST', `/staff/appointments/${documentId}/messages/${messageId}/resend`);
    expect((await resend(mistyped.documentId, Number(message?.id))).status).toBe(200);
    const delivered = await waitForEmail(corrected);
    expect(delivered.subject).toContain(mistyped.bookingNumber);
    await expect
      .poll(() => messageOf(mistyped.documentId))
      .toMatchObject({
        state: 'sent',
        attempts: 1,
        lastError: null,
        lastErrorReason: null,
      });

    const removed = await bookAtDesk(`nobody-${randomUUID()}@refused.example`);
    await expect.poll(async () => (await messageOf(removed.documentId))?.state, { timeout: 10_000 }).toBe('failed');
    expect(
      (await call('PUT', `/staff/patient-data/appointments/${removed.documentId}`, patient(undefined))).status,
    ).toBe(200);
    const refused = await resend(removed.documentId, Number((await messageOf(removed.documentId))?.id));
    expect([
      refused.status,
      ((await refused.json()) as { error: { details: { code: string } } }).error.details.code,
    ]).toEqual([409, 'INVALID_TRANSITION']);
    expect(await readEmails(corrected)).toHaveLength(1);
  });
});
