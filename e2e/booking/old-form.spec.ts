// The old booking form (/booking-old): a plain form post that works with JavaScript turned off.
import { randomFillSync } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import {
  BOOKING,
  cmsUrl,
  fillPatient,
  findAppointments,
  PHONE_VIEWPORT,
  readBookingNumber,
  signInAsStaff,
  submitWithConsent,
  uniqueEmail,
} from '../fixtures/booking';

test.describe('[BOOKING]: the old form, with JavaScript turned off', () => {
  test.use({ viewport: PHONE_VIEWPORT, javaScriptEnabled: false });

  test('a cash booking is a plain form post handled on the server', async ({ page, lang }) => {
    const text = BOOKING[lang];
    const email = uniqueEmail(`old-${lang}`);
    await page.goto(`/${lang}/booking-old`);
    // The last doctors in the list, whom no other test books.
    const visits = page.getByLabel(text.oldVisit).locator('option');
    const lastVisit = (await visits.count()) - 1;
    await page.getByLabel(text.oldVisit).selectOption({ index: lang === 'ar' ? lastVisit - 1 : lastVisit });
    await page.getByRole('button', { name: text.showTimes }).click();
    await expect(page).toHaveURL(/[?&]visit=/);
    await page.getByRole('radio').first().check();
    // Without a script, a phone number that is not Egyptian comes back from the server, with
    // everything else as typed.
    await fillPatient(page, text, email);
    await page.getByRole('textbox', { name: text.phone }).fill('12');
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByRole('textbox', { name: text.phone })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(text.firstName, { exact: true })).toHaveValue(text.patient.firstName);
    await expect(page.getByLabel(text.email, { exact: true })).toHaveValue(email);

    await page.getByRole('textbox', { name: text.phone }).fill('010 1234 5678');
    const bookingNumber = await submitWithConsent(page, text, email);
    const [stored] = await findAppointments(email);
    expect(stored).toMatchObject({ bookingNumber, source: 'old-form', contractType: 'cash' });
  });
});

/**
 * A real PNG of random pixels, stored without compression so it is as large as asked: the card
 * images must get through the server action's and the proxy's body limits (1 MB and 10 MB by default).
 */
const noisePng = (side: number) => {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(side * (side * 3 + 1));
  for (let row = 0; row < side; row += 1) randomFillSync(rows, row * (side * 3 + 1) + 1, side * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

test.describe('[BOOKING]: the old form with card images, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a company booking posts two card images of 1.5 MB each in one plain form post', async ({ page, lang }) => {
    const text = BOOKING[lang];
    const email = uniqueEmail(`old-company-${lang}`);
    const card = noisePng(700);
    expect(card.length).toBeGreaterThan(1_400_000);
    await page.goto(`/${lang}/booking-old`);
    const visits = page.getByLabel(text.oldVisit).locator('option');
    const count = await visits.count();
    await page.getByLabel(text.oldVisit).selectOption({ index: lang === 'ar' ? count - 3 : count - 4 });
    await page.getByRole('button', { name: text.showTimes }).click();
    await page.getByRole('radio').first().check();
    await fillPatient(page, text, email);
    await page.getByRole('radio', { name: text.company }).check();
    await page.getByLabel(text.cardFront).setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: card });
    await page.getByLabel(text.cardBack).setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: card });
    await page.getByRole('button', { name: text.submit }).click();
    const bookingNumber = await readBookingNumber(page, text);
    const [stored] = await findAppointments(email);
    expect(stored).toMatchObject({ bookingNumber, source: 'old-form', contractType: 'company' });
    const { jwt } = await signInAsStaff();
    const front = await fetch(`${cmsUrl()}/api/appointments/${stored?.documentId}/cards/front`, {
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(front.status).toBe(200);
  });
});
