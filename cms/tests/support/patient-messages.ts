import { randomInt, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Place } from './booking';

/** One message of the outbox to a patient, as staff see it on the visit. */
type Message = {
  id: number;
  kind: string;
  channel: string;
  segments: number | null;
  state: string;
  attempts: number;
  lastError: string | null;
  lastErrorReason: string | null;
  sentAt: string | null;
  deliveredAt: string | null;
};
/** A visit as staff open it, with every message the clinic has written to its patient. */
type VisitWithMessages = {
  documentId: string;
  bookingNumber: string;
  startsAt: string;
  messages: Message[];
  messageStops: { source: string; channel: string; createdAt: string }[];
};

/** An email address no other test writes to, so what the mail capture holds for it is this test's alone. */
export const uniqueAddress = (label: string) => `${label}-${randomUUID()}@example.com`;

/** A mobile number no other test books with: the national form a patient types, and E.164 as the CMS stores it. */
export const uniqueMobile = () => {
  const subscriber = String(randomInt(0, 100_000_000)).padStart(8, '0');
  return { typed: `010${subscriber}`, e164: `+2010${subscriber}` };
};

/** Booking overrides for the test patient (Mona Saleh unless named otherwise) who reads email at `email`. */
export const patientWithEmail = (email: string, firstName = 'Mona') => ({
  patient: { firstName, lastName: 'Saleh', email, phone: '01012345678', age: 34, contractType: 'cash' },
});

/** A visit as staff open it, with its messages; the test fails if staff cannot open it. */
export const readVisitMessages = async (cmsUrl: string, staff: Record<string, string>, documentId: string) => {
  const response = await fetch(`${cmsUrl}/api/staff/appointments/${documentId}`, { headers: staff });
  const body = (await response.json()) as { data: VisitWithMessages };
  expect([response.status, body.data === null ? JSON.stringify(body) : 'found']).toEqual([200, 'found']);
  return body.data;
};

/** The visit a booking number names, as staff find it by searching for the number, with its messages. */
export const findVisitByNumber = async (cmsUrl: string, staff: Record<string, string>, bookingNumber: string) => {
  const response = await fetch(`${cmsUrl}/api/staff/appointments?${new URLSearchParams({ q: bookingNumber })}`, {
    headers: staff,
  });
  const [row] = ((await response.json()) as { data: { documentId: string }[] }).data;
  return readVisitMessages(cmsUrl, staff, String(row?.documentId));
};

/**
 * Books `start` at the desk (confirmed at once, so the patient is written to) for a patient with
 * `phone` and no email unless `extra` gives one; answers the booking's id.
 */
export const bookAtDesk = async (
  cmsUrl: string,
  staff: Record<string, string>,
  { place, start, phone, extra = {} }: { place: Place; start: string; phone: string; extra?: Record<string, unknown> },
) => {
  const { patient, ...rest } = extra as { patient?: Record<string, unknown> };
  const booked = await fetch(`${cmsUrl}/api/staff/appointments`, {
    method: 'POST',
    headers: { ...staff, 'content-type': 'application/json' },
    body: JSON.stringify({
      data: {
        ...place,
        start,
        source: 'phone',
        locale: 'en',
        patient: { firstName: 'Nour', lastName: 'Adel', phone, age: 40, contractType: 'cash', ...patient },
        consent: { givenVerbally: true, policyVersion: '1' },
        ...rest,
      },
    }),
  });
  expect(booked.status).toBe(201);
  return ((await booked.json()) as { data: { documentId: string } }).data.documentId;
};
