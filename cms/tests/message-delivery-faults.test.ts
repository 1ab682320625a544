import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestCms } from '../../scripts/lib/cms-test-server.mjs';
import { type Place, bookPlace, createOneDaySchedule, findSeededPlace, futureDay } from './support/booking';
import { createFullAccessToken } from './support/cms-admin';
import { describeOnPostgres } from './support/database-passes';
import { databaseOf, querySql } from './support/sql';
import { waitFor } from './support/wait';

type Captured = { to: string[]; messageId: string };

const BOOKINGS_PER_PROCESS = 30;
const KILLED_BOOKINGS = 24;

/**
 * Patient messages with more than one CMS process, and with one killed mid-send: a CMS of its own on
 * PostgreSQL, the production database, as the other fault tests. A claim not renewed expires after 2 s here.
 */
describeOnPostgres('[FAULTS]: patient messages across processes and a killed CMS', () => {
  let cms: Awaited<ReturnType<typeof startTestCms>>;
  let place: Place;
  const day = futureDay(8);
  /** The second process over the same database, started by the first test that needs it. */
  let sibling: ReturnType<typeof cms.startSibling> | undefined;
  const siblingUrl = async () => {
    sibling ??= cms.startSibling();
    return (await sibling).url;
  };

  const allEmails = async () => (await (await fetch(`${cms.mailUrl}/messages`)).json()) as Captured[];
  const copiesOf = (emails: Captured[], address: string) => emails.filter((email) => email.to.includes(address));
  const book = async (cmsUrl: string, email: string, time: string) => {
    const booked = await bookPlace(cmsUrl, place, day.at(time), {
      overrides: {
        patient: { firstName: 'Rana', lastName: 'Said', email, phone: '01012345678', age: 30, contractType: 'cash' },
      },
    });
    expect(booked.status).toBe(201);
  };

  beforeAll(async () => {
    cms = await startTestCms({
      env: { BOOKING_RATE_LIMIT_MAX: '100000', MESSAGE_POLL_MS: '100', MESSAGE_LEASE_MS: '2000' },
    });
    place = await findSeededPlace(cms.url, 12);
    await createOneDaySchedule(cms.url, await createFullAccessToken(cms.url), place, day, {
      startTime: '05:00',
      endTime: '07:00',
      mode: 'fcfs',
      capacity: 2 * BOOKINGS_PER_PROCESS + KILLED_BOOKINGS + 10,
    });
  });
  afterAll(() => cms?.stop());

  it('has two CMS processes on one database send each message once', async () => {
    const otherUrl = await siblingUrl();
    const run = randomUUID();
    const addresses = Array.from({ length: 2 * BOOKINGS_PER_PROCESS }, (_, index) => `two-${run}-${index}@example.com`);
    // A mail server slow enough that one pass's batch of 20 takes longer than a claim lasts (2 s): each
    // message's claim must run from when it was taken, not from when the pass began.
    await fetch(`${cms.mailUrl}/slow?ms=150`, { method: 'POST' });
    // Each process takes half the bookings, and both deliver the outbox they share.
    await Promise.all(addresses.map((address, index) => book(index % 2 === 0 ? cms.url : otherUrl, address, '05:00')));
    expect(
      await waitFor(async () => {
        const emails = await allEmails();
        return addresses.every((address) => copiesOf(emails, address).length > 0);
      }, 20_000),
    ).toBe(true);
    // Several more passes of both processes later, still one each.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await fetch(`${cms.mailUrl}/slow?ms=0`, { method: 'POST' });
    const emails = await allEmails();
    expect(addresses.map((address) => copiesOf(emails, address).length)).toEqual(addresses.map(() => 1));
  });

  it('keeps a message claimed while its send takes longer than a claim lasts, so the other process never sends it again', async () => {
    const otherUrl = await siblingUrl();
    const run = randomUUID();
    const addresses = Array.from({ length: 4 }, (_, index) => `slow-${run}-${index}@example.com`);
    // Each send takes 3 s, a claim 2 s: only a claim renewed while its send is under way holds.
    await fetch(`${cms.mailUrl}/slow?ms=3000`, { method: 'POST' });
    await Promise.all(addresses.map((address, index) => book(index % 2 === 0 ? cms.url : otherUrl, address, '05:00')));
    expect(
      await waitFor(async () => {
        const emails = await allEmails();
        return addresses.every((address) => copiesOf(emails, address).length > 0);
      }, 20_000),
    ).toBe(true);
    // A second send taken after an expired claim would arrive up to one slow send later.
    await new Promise((resolve) => setTimeout(resolve, 3500));
    await fetch(`${cms.mailUrl}/slow?ms=0`, { method: 'POST' });
    const emails = await allEmails();
    expect(addresses.map((address) => copiesOf(emails, address).length)).toEqual(addresses.map(() => 1));
    const tries = await querySql<{ attempts: number }>(
      `SELECT attempts FROM patient_messages WHERE recipient IN (${addresses.map(() => '?').join(', ')})`,
      addresses,
      databaseOf(cms),
    );
    expect(tries.map((row) => Number(row.attempts))).toEqual(addresses.map(() => 1));
  });

  it('loses no message when the CMS is killed mid-send: at most one repeat, under the same Message-ID', async () => {
    const run = randomUUID();
    const addresses = Array.from({ length: KILLED_BOOKINGS }, (_, index) => `killed-${run}-${index}@example.com`);
    // A slow mail server: the kill finds messages claimed and half sent.
    await fetch(`${cms.mailUrl}/slow?ms=400`, { method: 'POST' });
    for (const address of addresses) await book(cms.url, address, '05:00');
    // Killed while it holds a claim: after the first email arrived the process may be between two
    // passes, holding none, and then no message would need a second try (CI met that once).
    const isMidSend = async () =>
      (
        await querySql<{ recipient: string }>(
          `SELECT recipient FROM patient_messages WHERE state = 'sending' AND recipient IN (${addresses.map(() => '?').join(', ')})`,
          addresses,
          databaseOf(cms),
        )
      ).length > 0;
    const deadline = Date.now() + 10_000;
    let isHoldingClaim = await isMidSend();
    while (!isHoldingClaim && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      isHoldingClaim = await isMidSend();
    }
    await cms.kill('SIGKILL');
    expect(isHoldingClaim).toBe(true);
    const deliveredBeforeKill = (await allEmails()).filter((email) => addresses.includes(email.to[0] ?? '')).length;
    expect(deliveredBeforeKill).toBeLessThan(KILLED_BOOKINGS);
    await fetch(`${cms.mailUrl}/slow?ms=0`, { method: 'POST' });
    await cms.restart();

    expect(
      await waitFor(async () => {
        const emails = await allEmails();
        return addresses.every((address) => copiesOf(emails, address).length > 0);
      }, 30_000),
    ).toBe(true);
    const emails = await allEmails();
    for (const address of addresses) {
      const copies = copiesOf(emails, address);
      expect([address, copies.length <= 2, new Set(copies.map((copy) => copy.messageId)).size]).toEqual([
        address,
        true,
        1,
      ]);
    }
    // The message the killed process held was taken again once its claim ran out: a second try.
    const tries = await querySql<{ attempts: number }>(
      `SELECT attempts FROM patient_messages WHERE recipient IN (${addresses.map(() => '?').join(', ')})`,
      addresses,
      databaseOf(cms),
    );
    expect(Math.max(...tries.map((row) => Number(row.attempts)))).toBeGreaterThanOrEqual(2);
  });
});
