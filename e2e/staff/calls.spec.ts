import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { findAxeViolations } from '../fixtures/accessibility';
import { bookAppointments } from '../fixtures/api-bookings';
import { findHtmlErrors } from '../fixtures/html-validity';
import { findSidewaysScrollAtReflowWidth } from '../fixtures/reflow';
import { DASHBOARD, uniqueSurname } from '../fixtures/staff-area';

/** What receptionists read on the call list; written out, not read from the message files. */
const CALLS = {
  en: {
    title: 'Calls to make',
    call: (name: string) => `Call ${name}`,
    whatsApp: (name: string) => `Message ${name} on WhatsApp`,
    noAnswer: 'No answer',
    oneUnanswered: '1 unanswered call, the last at',
    notCalledYet: 'Not called yet',
  },
  ar: {
    title: 'اتصالات مطلوبة',
    call: (name: string) => `الاتصال بـ${name}`,
    whatsApp: (name: string) => `مراسلة ${name} على واتساب`,
    noAnswer: 'لم يرد',
    oneUnanswered: 'اتصال واحد بلا رد، آخرها',
    notCalledYet: 'لم يُتصل به بعد',
  },
} as const;

/** Each language's own doctor and week, soon enough to be near the top of the list. */
const PLACE = { en: { doctor: 4, daysAhead: 6 }, ar: { doctor: 4, daysAhead: 10 } } as const;

test.describe('[ADMIN]: the call list', () => {
  test('two receptionists work it at once: the phone and WhatsApp at hand, each one’s outcomes on the other’s screen', async ({
    browser,
    lang,
    signIn,
  }) => {
    test.setTimeout(90_000);
    // Two screens sharing outcomes do not depend on the language: once, in Arabic; the call list's
    // words are the staff sweep's (staff/pages.spec.ts).
    test.skip(lang !== 'ar', 'language-independent');
    const text = CALLS[lang];
    const marker = uniqueSurname('Calls');
    const { booked } = await bookAppointments(PLACE[lang].doctor, PLACE[lang].daysAhead, marker, [
      { firstName: 'Hala', phone: '01001110021' },
      { firstName: 'Inas', phone: '01001110022' },
    ]);
    const [hala, inas] = [`Hala ${marker}`, `Inas ${marker}`];
    const desks = await Promise.all([browser.newContext(), browser.newContext()]);
    for (const desk of desks) await signIn('staff', desk);
    const [first, second] = await Promise.all(desks.map((desk) => desk.newPage()));
    if (!first || !second) throw new Error('Two pages expected');
    const served: { path: string; html: string }[] = [];
    for (const page of [first, second]) {
      const response = await page.goto(`/${lang}/admin/calls`);
      served.push({ path: `/${lang}/admin/calls`, html: (await response?.text()) ?? '' });
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    }
    const card = (page: typeof first, name: string) => page.getByRole('article', { name });

    // The patient's phone one tap away, and a WhatsApp chat opened with a message in the patient's
    // language (these patients booked in English) naming the booking.
    await expect(card(first, hala).getByRole('link', { name: text.call(hala) })).toHaveAttribute(
      'href',
      'tel:+201001110021',
    );
    const whatsApp = await card(first, hala)
      .getByRole('link', { name: text.whatsApp(hala) })
      .getAttribute('href');
    const chat = new URL(whatsApp ?? '');
    expect(`${chat.origin}${chat.pathname}`).toBe('https://wa.me/201001110021');
    expect(chat.searchParams.get('text')).toMatch(
      new RegExp(`^Hello Hala, this is Nile ENT Clinics about your appointment ${booked[0]?.bookingNumber} on `),
    );
    await expect(card(second, hala)).toContainText(text.notCalledYet);

    // One desk's unanswered call shows on the other's list without a reload.
    await card(first, hala).getByRole('button', { name: text.noAnswer }).click();
    await expect(card(first, hala)).toContainText(text.oneUnanswered);
    await expect(card(second, hala)).toContainText(text.oneUnanswered, { timeout: 15_000 });

    // One desk confirms; the visit leaves both lists, the other's without a reload.
    await card(first, inas).getByRole('button', { name: DASHBOARD[lang].confirm, exact: true }).click();
    await expect(card(first, inas)).toHaveCount(0);
    await expect(card(second, inas)).toHaveCount(0, { timeout: 15_000 });
    await expect(card(second, hala)).toBeVisible();

    // The page itself: no accessibility violations, valid HTML, and nothing sideways at 320 px.
    expect(await findAxeViolations(first)).toEqual([]);
    expect(await findSidewaysScrollAtReflowWidth(first)).toBeNull();
    expect(findHtmlErrors(served)).toEqual([]);
    await Promise.all(desks.map((desk) => desk.close()));
  });
});
