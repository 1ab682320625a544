import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures/test';
import { bookAppointments } from '../fixtures/api-bookings';
import { cairoDate, uniqueSurname } from '../fixtures/staff-area';

/**
 * The page's address and every address it links to on this site (calling or writing to the patient,
 * tel: and wa.me, is what those links are for): none may carry what staff typed about a person.
 */
const readAddresses = async (page: Page) => [
  page.url(),
  ...(await page
    .locator('a[href]')
    .evaluateAll((links) =>
      links.map((link) => (link as HTMLAnchorElement).href).filter((href) => href.startsWith(location.origin)),
    )),
];

test.describe('[ADMIN]: no personal data in a staff URL', () => {
  test('a name or a phone searched for stays out of the address bar, the links and an old bookmark', async ({
    page,
    lang,
    signIn,
  }) => {
    test.skip(lang !== 'en', 'language-independent');
    const marker = uniqueSurname('Private');
    const phone = `0100${String(Date.now()).slice(-7)}`;
    const {
      booked: [visit],
    } = await bookAppointments(5, 27, marker, [{ firstName: 'Nour', phone }]);
    if (!visit) throw new Error('Nothing booked');
    const day = cairoDate(visit.start);
    const personal = [marker, phone, phone.slice(1), encodeURIComponent(marker)];
    const expectNothingPersonal = async () => {
      const addresses = await readAddresses(page);
      const leaked = addresses.filter((address) => personal.some((part) => address.includes(part)));
      expect(leaked).toEqual([]);
    };
    await signIn();

    // The appointments list, searched by the patient's name, then sorted and exported from.
    await page.goto(`/en/admin/appointments?from=${day}&to=${day}`);
    await page.getByLabel('Search', { exact: true }).fill(marker);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('link', { name: `Open appointment ${visit.bookingNumber}` }).first()).toBeVisible();
    await expect(page).toHaveURL(/[?&]ref=[\w-]+/);
    await expect(page.getByLabel('Search', { exact: true })).toHaveValue(marker);
    await expectNothingPersonal();

    // A person's requests, found by phone: the results, a visit's correction, and back.
    await page.goto('/en/admin/patient-data');
    await page.getByLabel('Phone or email', { exact: true }).fill(phone);
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByRole('heading', { name: 'Visits', exact: true })).toBeVisible();
    await expectNothingPersonal();
    await page.getByRole('link', { name: `Correct visit ${visit.bookingNumber}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/patient-data\/appointments\/[a-z0-9]{24}\?ref=/);
    await expectNothingPersonal();
    await page.getByRole('link', { name: 'Back to their data' }).click();
    await expect(page.getByRole('heading', { name: 'Visits', exact: true })).toBeVisible();
    await expectNothingPersonal();

    // An old bookmark with the search as typed is sent on sealed, and still finds the visit.
    await page.goto(`/en/admin/appointments?from=${day}&to=${day}&q=${marker}`);
    await expect(page).toHaveURL(/[?&]ref=[\w-]+/);
    await expect(page.getByRole('link', { name: `Open appointment ${visit.bookingNumber}` }).first()).toBeVisible();
    await expectNothingPersonal();
  });
});
