import { randomInt, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { type Place, bookPlace, createOneDaySchedule, earlyHours, findSeededPlace, type futureDay } from './booking';
import { createFullAccessToken } from './cms-admin';

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
  readAt: string | null;
  fallbackOf: number | null;
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

/**
 * Booking overrides for the test patient (Mona Saleh unless named otherwise) who reads email at `email`,
 * and takes SMS on her mobile (the WhatsApp tests choose WhatsApp).
 */
export const patientWithEmail = (email: string, firstName = 'Mona') => ({
  patient: {
    firstName,
    lastName: 'Saleh',
    email,
    phone: '01012345678',
    phoneChannel: 'sms',
    age: 34,
    contractType: 'cash',
  },
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
 * `phone`, taking SMS, and no email unless `extra` gives one (or another channel); answers the booking's id.
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
        patient: {
          firstName: 'Nour',
          lastName: 'Adel',
          phone,
          phoneChannel: 'sms',
          age: 40,
          contractType: 'cash',
          ...patient,
        },
        consent: { givenVerbally: true, policyVersion: '1' },
        ...rest,
      },
    }),
  });
  const body = (await booked.json()) as { data: { documentId: string } };
  expect([booked.status, booked.status === 201 ? '' : JSON.stringify(body)]).toEqual([201, '']);
  return body.data.documentId;
};

/**
 * The times of `day` for a suite that books one after another: two places each half hour from 05:00
 * (openTwoPlaceDay's hours); each call takes the next.
 */
export const takeTimesOf = (day: { at: (time: string) => string }) => {
  let taken = 0;
  return () => {
    const minutes = 5 * 60 + Math.floor(taken++ / 2) * 30;
    return day.at(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`);
  };
};

/** The seeded doctor at `offset` with hours of their own on `day`: half hours of two places from 05:00 to 23:00. */
export const openTwoPlaceDay = async (cmsUrl: string, offset: number, day: ReturnType<typeof futureDay>) => {
  const place = await findSeededPlace(cmsUrl, offset);
  const hours = { ...earlyHours('23:00'), capacity: 2 };
  await createOneDaySchedule(cmsUrl, await createFullAccessToken(cmsUrl), place, day, hours);
  return place;
};

/**
 * Books `start` for a patient with a mobile and no email, as `patient` and `locale` say: the booking's
 * number, id (as staff find it by its number) and manage token; the test fails unless it is a 201.
 */
export const bookMobileOnly = async (
  cmsUrl: string,
  staff: Record<string, string>,
  {
    place,
    start,
    patient,
    locale = 'en',
  }: { place: Place; start: string; patient: Record<string, unknown>; locale?: string },
) => {
  const booked = await bookPlace(cmsUrl, place, start, {
    overrides: { locale, patient: { lastName: 'Saleh', age: 34, contractType: 'cash', ...patient } },
  });
  expect([booked.status, booked.status === 201 ? '' : JSON.stringify(booked.body)]).toEqual([201, '']);
  const { bookingNumber, manageToken } = booked.body.data as { bookingNumber: string; manageToken: string };
  const { documentId } = await findVisitByNumber(cmsUrl, staff, bookingNumber);
  return { bookingNumber, documentId, manageToken };
};

/** Opens a booking's manage page by its token, as the link in a message does: the CMS's answer. */
export const openManageLink = (cmsUrl: string, token: string | undefined) =>
  fetch(`${cmsUrl}/api/manage-booking/open`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: { token } }),
  });
