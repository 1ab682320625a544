import { expect, inject, it } from 'vitest';
import { bookPlace, createOneDaySchedule, earlyHours, findSeededPlace, futureDay } from './support/booking';
import { createFullAccessToken, signInAsStaff } from './support/cms-admin';
import { describeOnPostgres } from './support/database-passes';
import { readWhatsApp } from './support/mail';
import { findVisitByNumber, uniqueMobile } from './support/patient-messages';

const BOOKINGS = 50;

/** The Cloud API down for a while: every message waits, and arrives once it is back. */
describeOnPostgres('[FAULTS]: WhatsApp’s Cloud API down while bookings are made', () => {
  it('delivers the messages of 50 bookings made meanwhile, each once', async () => {
    const cmsUrl = inject('cmsUrl');
    const mailUrl = inject('mailUrl');
    const staff = await signInAsStaff(cmsUrl);
    // The doctor at offset 13 on a day of their own: 36 half hours from 05:00, two places each.
    const place = await findSeededPlace(cmsUrl, 13);
    const day = futureDay(26);
    const hours = { ...earlyHours('23:00'), capacity: 2 };
    await createOneDaySchedule(cmsUrl, await createFullAccessToken(cmsUrl), place, day, hours);
    const times = Array.from({ length: BOOKINGS }, (_, index) => {
      const minutes = 5 * 60 + Math.floor(index / 2) * 30;
      return day.at(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`);
    });
    const mobiles = times.map(() => uniqueMobile());

    // The API stays down until a try has met it, however long the bookings take on a busy machine (a
    // 3-second outage could end before the first try, and then nothing was tried while it lasted).
    const setOutage = (ms: number) => fetch(`${mailUrl}/whatsapp/outage?ms=${ms}`, { method: 'POST' });
    expect((await setOutage(60_000)).status).toBe(204);
    let booked: Awaited<ReturnType<typeof bookPlace>>[] = [];
    try {
      booked = await Promise.all(
        times.map((time, index) =>
          bookPlace(cmsUrl, place, time, {
            overrides: {
              patient: {
                firstName: 'Omar',
                lastName: 'Said',
                phone: mobiles[index]?.typed,
                age: 45,
                contractType: 'cash',
              },
            },
          }),
        ),
      );
      expect(booked.map((answer) => answer.status)).toEqual(times.map(() => 201));
      const [first] = booked;
      await expect
        .poll(async () => (await findVisitByNumber(cmsUrl, staff, String(first?.body.data?.bookingNumber))).messages, {
          timeout: 30_000,
          interval: 250,
        })
        .toMatchObject([{ channel: 'whatsapp', lastError: expect.any(String) }]);
    } finally {
      await setOutage(0);
    }

    const receivedOnce = async () => {
      const counts = await Promise.all(
        mobiles.map(async (mobile) => (await readWhatsApp(mobile.e164, mailUrl)).length),
      );
      return counts.filter((count) => count === 1).length;
    };
    await expect.poll(receivedOnce, { timeout: 30_000, interval: 500 }).toBe(BOOKINGS);
    // The first booking's message, tried while the API was down, is recorded as sent once it was back.
    const [first] = booked;
    const visit = await findVisitByNumber(cmsUrl, staff, String(first?.body.data?.bookingNumber));
    expect(visit.messages).toMatchObject([{ channel: 'whatsapp' }]);
    expect(visit.messages[0]?.attempts).toBeGreaterThan(1);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await receivedOnce()).toBe(BOOKINGS);
  });
});
