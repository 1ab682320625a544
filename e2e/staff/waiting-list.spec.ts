import { expect, type Page } from '@playwright/test';
import { findAxeViolations } from '../fixtures/accessibility';
import { findHtmlErrors } from '../fixtures/html-validity';
import { findSidewaysScrollAtReflowWidth } from '../fixtures/reflow';
import { cairoDayAhead, uniqueSurname } from '../fixtures/staff-area';
import { test } from '../fixtures/test';
import { fillDoctorForOneDay } from '../fixtures/waiting-list';

/**
 * What the desk reads on the waiting list in Arabic, the language this spec runs in; written out, not
 * read from the message files. The page's words in both languages are the staff sweep's.
 */
const PAGE = { title: 'قائمة الانتظار', doctor: 'الطبيب', branch: 'الفرع', show: 'عرض القائمة', nobody: /: لا أحد$/ };
const FORM = {
  name: /^إضافة متصل إلى قائمة /,
  dates: { from: 'من', to: 'إلى' },
  parts: ['الصباح (قبل 12:00)', 'بعد الظهر (12:00–17:00)', 'المساء (من 17:00)'],
  caller: { phone: 'الهاتف', firstName: 'الاسم الأول', lastName: 'اسم العائلة', age: 'العمر' },
  consent: /^وافق المريض، هاتفيًا أو هنا/,
  add: 'أضِف إلى القائمة',
  partsRequired: 'اختر فترة واحدة من اليوم على الأقل.',
  datesOutOfRange: 'اختر أيامًا من الغد حتى آخر يوم نحجز فيه، على أن يسبق أولها آخرها.',
  added: (name: string) => `أُضيف ${name} إلى القائمة.`,
};
const LIST = {
  position: (position: number) => `رقم ${position}`,
  remove: (name: string) => `إزالة ${name} من القائمة`,
  reason: 'السبب',
  removeButton: 'إزالة من القائمة',
  removed: (name: string) => `أُزيل ${name} من القائمة.`,
  closed: 'غادروا القائمة في الأسبوعين الماضيين',
  states: { removed: 'أزاله الموظفون', booked: 'حُجز له من القائمة', offerTaken: 'حُجز' },
  heldUntil: 'ومحجوز له حتى',
  take: 'احجزه للمتصل',
  taken: /^تم الحجز: /,
};

/** A doctor and a day no other spec books, so no other spec's cancellation is offered to these callers. */
const PLACE = { doctor: 11, daysAhead: 27 } as const;

/** Fills the add-a-caller form for the day, every part of it ticked, the caller's consent given. */
const fillCaller = async (page: Page, date: string, caller: { firstName: string; lastName: string; phone: string }) => {
  const form = page.getByRole('form', { name: FORM.name });
  for (const label of Object.values(FORM.dates)) await form.getByLabel(label, { exact: true }).fill(date);
  await form.getByLabel(FORM.caller.phone, { exact: true }).fill(caller.phone);
  await form.getByLabel(FORM.caller.firstName).fill(caller.firstName);
  await form.getByLabel(FORM.caller.lastName).fill(caller.lastName);
  await form.getByLabel(FORM.caller.age, { exact: true }).fill('52');
  await form.getByLabel(FORM.consent).check();
  return form;
};

test.describe('[ADMIN]: the waiting list', () => {
  test('the desk puts callers on a full doctor’s list, takes one off, and books a cancelled place for the first', async ({
    page,
    lang,
    signIn,
  }) => {
    test.setTimeout(90_000);
    test.skip(lang !== 'ar', 'language-independent: the words of both languages are the staff sweep’s');
    await signIn();
    const marker = uniqueSurname('Waiting');
    const [fatma, salma] = [`Fatma ${marker}`, `Salma ${marker}`];
    const { place, day, cancel } = await fillDoctorForOneDay({
      doctorIndex: PLACE.doctor,
      daysAhead: PLACE.daysAhead,
      marker,
      phone: '01001110109',
    });

    await page.goto(`/${lang}/admin/waiting-list`);
    await expect(page.getByRole('heading', { level: 1, name: PAGE.title })).toBeVisible();
    await page.getByLabel(PAGE.doctor, { exact: true }).selectOption(place.doctor);
    await page.getByLabel(PAGE.branch, { exact: true }).first().selectOption(place.branch);
    await page.getByRole('button', { name: PAGE.show }).click();
    await expect(page).toHaveURL(new RegExp(`doctor=${place.doctor}`));
    await expect(page.getByRole('heading', { level: 2, name: PAGE.nobody })).toBeVisible();

    // No part of the day is refused in the browser, days past the horizon by the CMS: each on its field.
    const form = await fillCaller(page, day.date, { firstName: 'Fatma', lastName: marker, phone: '01001110101' });
    for (const part of FORM.parts) await form.getByLabel(part).uncheck();
    await form.getByRole('button', { name: FORM.add }).click();
    await expect(form.getByText(FORM.partsRequired)).toBeVisible();
    await form.getByLabel(FORM.parts[0] ?? '').check();
    await form.getByLabel(FORM.dates.to, { exact: true }).fill(cairoDayAhead(PLACE.daysAhead + 10).date);
    await form.getByRole('button', { name: FORM.add }).click();
    await expect(form.getByLabel(FORM.dates.to, { exact: true })).toHaveAccessibleDescription(FORM.datesOutOfRange);
    await form.getByLabel(FORM.dates.to, { exact: true }).fill(day.date);
    await form.getByRole('button', { name: FORM.add }).click();
    await expect(page.getByText(FORM.added(fatma))).toBeVisible();
    await expect(page.getByRole('article', { name: fatma })).toContainText(LIST.position(1));
    await fillCaller(page, day.date, { firstName: 'Salma', lastName: marker, phone: '01001110102' });
    await form.getByRole('button', { name: FORM.add }).click();
    await expect(page.getByRole('article', { name: salma })).toContainText(LIST.position(2));

    // Salma is taken off with the desk's reason, and shows among those who left.
    const salmaCard = page.getByRole('article', { name: salma });
    await salmaCard.getByText(LIST.remove(salma)).click();
    await salmaCard.getByLabel(LIST.reason).fill('Booked another doctor');
    await salmaCard.getByRole('button', { name: LIST.removeButton }).click();
    await expect(page.getByText(LIST.removed(salma))).toBeVisible();
    const closed = page.getByRole('region', { name: LIST.closed });
    await expect(closed.getByRole('article', { name: salma })).toContainText(LIST.states.removed);
    await expect(closed.getByRole('article', { name: salma })).toContainText('Booked another doctor');

    // Hoda cancels online: her place is held for Fatma, first in line, on the open page without a reload.
    await cancel();
    const fatmaCard = page.getByRole('article', { name: fatma });
    await expect(fatmaCard).toContainText(LIST.heldUntil, { timeout: 20_000 });
    const served = [{ path: page.url(), html: await (await page.request.get(page.url())).text() }];
    expect(await findAxeViolations(page)).toEqual([]);
    expect(findHtmlErrors(served)).toEqual([]);
    expect(await findSidewaysScrollAtReflowWidth(page)).toBeNull();

    // The desk books it for her on the phone: her visit opens, and she has left the list, booked.
    await fatmaCard.getByRole('button', { name: LIST.take }).click();
    await expect(page.getByText(LIST.taken)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${lang}/admin/appointments/[a-z0-9]{24}$`));
    await expect(page.getByText(fatma).first()).toBeVisible();
    await page.goto(`/${lang}/admin/waiting-list?doctor=${place.doctor}&branch=${place.branch}`);
    await expect(closed.getByRole('article', { name: fatma })).toContainText(LIST.states.booked);
    await expect(closed.getByRole('article', { name: fatma }).getByRole('listitem')).toContainText(
      LIST.states.offerTaken,
    );
    await expect(page.getByRole('heading', { level: 2, name: PAGE.nobody })).toBeVisible();
  });
});
