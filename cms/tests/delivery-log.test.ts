import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type Place, bookPlace, createOneDaySchedule, findSeededPlace, futureDay, slotHours } from './support/booking';
import { createFullAccessToken, signInAsReceptionist, signInAsStaff } from './support/cms-admin';
import { waitForEmail } from './support/mail';
import { executeSql } from './support/sql';

type Headers = Record<string, string>;
type Entry = {
  id: number;
  kind: string;
  state: string;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  appointmentId: string;
  bookingNumber: string | null;
};
type LogBody = {
  data?: Entry[];
  meta?: { states: Record<string, number>; pagination: { total: number } };
  error?: { details?: { errors?: { path: string[]; message: string }[] } };
};

/**
 * Managers read how each message to a patient was delivered, across every booking; nothing in the log
 * says what a message said or where it went, and no other role reads it.
 */
describe('[MESSAGES]: the delivery log', () => {
  let cmsUrl: string;
  let manager: Headers;
  let place: Place;
  let bookingNumber: string;
  const day = futureDay(2);
  const email = `delivery-${randomUUID()}@example.com`;

  const deliveries = async (query: Record<string, string>, headers: Headers = manager) => {
    const response = await fetch(`${cmsUrl}/api/staff/deliveries?${new URLSearchParams(query)}`, { headers });
    return { status: response.status, text: await response.clone().text(), body: (await response.json()) as LogBody };
  };

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    manager = await signInAsStaff(cmsUrl);
    place = await findSeededPlace(cmsUrl, 10);
    await createOneDaySchedule(
      cmsUrl,
      await createFullAccessToken(cmsUrl),
      place,
      day,
      slotHours('06:00', '06:30', 30),
    );
    const booked = await bookPlace(cmsUrl, place, day.at('06:00'), {
      overrides: {
        patient: {
          firstName: 'Rasha',
          lastName: 'Delivery',
          email,
          // A landline: no SMS, so the log holds the email alone.
          phone: '0223456781',
          age: 40,
          contractType: 'cash',
        },
      },
    });
    expect(booked.status).toBe(201);
    bookingNumber = String(booked.body.data?.bookingNumber);
  });

  it("lists the booking's message as sent, found by its booking number however it is typed", async () => {
    await waitForEmail(email);
    await expect
      .poll(async () => (await deliveries({ bookingNumber })).body.data?.map((entry) => entry.state))
      .toEqual(['sent']);
    const typed = bookingNumber.toLowerCase().replace(/-/g, ' ');
    const { status, body, text } = await deliveries({ bookingNumber: typed });
    expect(status).toBe(200);
    expect(body.data).toEqual([
      expect.objectContaining({ kind: 'received', state: 'sent', attempts: 1, lastError: null, bookingNumber }),
    ]);
    expect(body.data?.[0]?.sentAt).toEqual(expect.any(String));
    expect(body.meta?.states).toMatchObject({ sent: 1, failed: 0, queued: 0 });
    expect(text).not.toContain(email);
    expect(text).not.toContain('Rasha');
  });

  it('shows a failed message with why, and counts each state over the same filters', async () => {
    const [entry] = (await deliveries({ bookingNumber })).body.data ?? [];
    await executeSql("UPDATE patient_messages SET state = 'failed', last_error = ? WHERE id = ?", [
      '550 mailbox unavailable',
      entry?.id,
    ]);
    const failed = await deliveries({ bookingNumber, state: 'failed' });
    expect(failed.body.data).toEqual([
      expect.objectContaining({ state: 'failed', lastError: '550 mailbox unavailable' }),
    ]);
    expect((await deliveries({ bookingNumber, state: 'sent' })).body.data).toEqual([]);
    expect((await deliveries({ bookingNumber, state: 'sent' })).body.meta?.states).toMatchObject({
      sent: 0,
      failed: 1,
    });
    expect((await deliveries({ bookingNumber, kind: 'confirmed' })).body.data).toEqual([]);
  });

  it('answers managers only, refuses every write, and says which filter is wrong', async () => {
    expect((await deliveries({}, await signInAsReceptionist(cmsUrl))).status).toBe(403);
    expect((await deliveries({}, {})).status).toBe(403);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const response = await fetch(`${cmsUrl}/api/staff/deliveries`, { method, headers: manager });
      expect([404, 405], method).toContain(response.status);
    }
    for (const [query, field, message] of [
      [{ bookingNumber: 'not a booking' }, 'bookingNumber', 'validation.invalidBookingNumber'],
      [{ state: 'lost' }, 'state', 'validation.invalidChoice'],
      [{ from: '2026-12-02', to: '2026-12-01' }, 'to', 'validation.invalidDate'],
    ] as const) {
      const { status, body } = await deliveries(query);
      expect(status).toBe(400);
      expect(body.error?.details?.errors).toEqual([expect.objectContaining({ path: [field], message })]);
    }
  });
});
