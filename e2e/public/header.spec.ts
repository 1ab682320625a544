import { expect, type Page, test } from '@playwright/test';
import { cmsUrl } from '../fixtures/booking';
import { expectationsFor } from '../fixtures/locales';

const TEXT = {
  en: {
    menu: 'Menu',
    doctors: 'Doctors',
    faq: 'FAQ',
    call: 'Call the clinic',
    whatsapp: 'Message the clinic on WhatsApp',
  },
  ar: {
    menu: 'القائمة',
    doctors: 'الأطباء',
    faq: 'الأسئلة الشائعة',
    call: 'اتصل بالعيادة',
    whatsapp: 'راسل العيادة على واتساب',
  },
} as const;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

const setUp = (page: Page, projectName: string) => {
  const expected = expectationsFor(projectName);
  const text = TEXT[expected.lang];
  const navigation = page.getByRole('navigation', { name: expected.mainNavigation });
  return { ...expected, text, navigation, menuButton: navigation.getByRole('button', { name: text.menu }) };
};

/** The phone and WhatsApp numbers as the CMS holds them in main-info. */
const readClinicNumbers = async (lang: string) => {
  const response = await fetch(`${cmsUrl()}/api/main-info?locale=${lang}`);
  const { data } = (await response.json()) as { data: { phone: string; whatsapp: string } };
  return data;
};

test.describe('[HEADER]: the site header', () => {
  test.describe('on a phone, by touch', () => {
    test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

    test('the menu opens under the header, marks the page on screen, closes on a touch outside and when a link is followed', async ({
      page,
    }, testInfo) => {
      const { lang, text, navigation, menuButton } = setUp(page, testInfo.project.name);
      await page.goto(`/${lang}/faq`);
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(navigation.getByRole('link', { name: text.doctors })).toBeHidden();

      await menuButton.tap();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      await expect(navigation.getByRole('link')).toHaveCount(9);
      await expect(navigation.getByRole('link', { name: text.faq })).toHaveAttribute('aria-current', 'page');
      await expect(navigation.getByRole('link', { name: text.doctors })).not.toHaveAttribute('aria-current');
      // The panel starts where the header ends (over its 1 px border) and the language switcher is its last entry.
      const header = await page.getByRole('banner').boundingBox();
      const panel = await page.locator(`#${await menuButton.getAttribute('aria-controls')}`).boundingBox();
      const headerBottom = (header?.y ?? 0) + (header?.height ?? 0);
      expect(Math.abs((panel?.y ?? 0) - headerBottom)).toBeLessThanOrEqual(1);
      await expect(navigation.locator('a[hreflang]')).toBeVisible();

      // A touch on the page below the open menu.
      await page.touchscreen.tap(PHONE.width / 2, PHONE.height - 20);
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

      await menuButton.tap();
      await navigation.getByRole('link', { name: text.doctors }).tap();
      await expect(page).toHaveURL(new RegExp(`/${lang}/doctors$`));
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await menuButton.tap();
      await expect(navigation.getByRole('link', { name: text.doctors })).toHaveAttribute('aria-current', 'page');
      await expect(navigation.getByRole('link', { name: text.faq })).not.toHaveAttribute('aria-current');
    });

    test('the header stays on screen while the page scrolls, and what takes focus is not under it', async ({
      page,
    }, testInfo) => {
      const { lang, text } = setUp(page, testInfo.project.name);
      await page.goto(`/${lang}/doctors`);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      const header = page.getByRole('banner');
      await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
      await expect(page.getByRole('link', { name: text.call })).toBeInViewport();
      await expect(page.getByRole('link', { name: text.whatsapp })).toBeInViewport();

      // A link near the top of the content, reached while the page is scrolled to its end.
      const firstLinkInContent = page.locator('#main a[href]').first();
      await firstLinkInContent.focus();
      const headerBottom = ((await header.boundingBox())?.height ?? 0) - 1;
      expect((await firstLinkInContent.boundingBox())?.y).toBeGreaterThanOrEqual(headerBottom);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.goto(`/${lang}/doctors#main`);
      expect((await page.locator('#main').boundingBox())?.y).toBeGreaterThanOrEqual(headerBottom);
    });
  });

  test.describe('on a phone, by keyboard', () => {
    test.use({ viewport: PHONE });

    test('focus stays between the menu button and the menu while it is open, and Escape closes it', async ({
      page,
    }, testInfo) => {
      const { lang, navigation, menuButton } = setUp(page, testInfo.project.name);
      await page.goto(`/${lang}`);
      await menuButton.focus();
      await page.keyboard.press('Enter');
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      const stops = navigation.getByRole('link');
      await expect(stops).toHaveCount(9);
      for (let index = 0; index < 9; index += 1) {
        await page.keyboard.press('Tab');
        await expect(stops.nth(index)).toBeFocused();
      }
      await page.keyboard.press('Tab');
      await expect(menuButton).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(stops.nth(8)).toBeFocused();

      await page.keyboard.press('Escape');
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(menuButton).toBeFocused();
      await expect(stops.first()).toBeHidden();
      // Closed, the menu keeps nobody in: Tab goes on to the page.
      await page.keyboard.press('Tab');
      await expect(menuButton).not.toBeFocused();
      await expect(navigation.locator(':focus')).toHaveCount(0);
    });
  });

  for (const [size, viewport] of [
    ['390 px', PHONE],
    ['1366 px', DESKTOP],
  ] as const) {
    test(`at ${size}, call and WhatsApp are one tap away and dial main-info's numbers`, async ({ page }, testInfo) => {
      const { lang, text } = setUp(page, testInfo.project.name);
      await page.setViewportSize(viewport);
      const numbers = await readClinicNumbers(lang);
      await page.goto(`/${lang}/branches`);
      const call = page.getByRole('banner').getByRole('link', { name: text.call });
      const whatsapp = page.getByRole('banner').getByRole('link', { name: text.whatsapp });
      await expect(call).toBeInViewport();
      await expect(whatsapp).toBeInViewport();
      await expect(call).toHaveAttribute('href', `tel:${numbers.phone}`);
      await expect(whatsapp).toHaveAttribute('href', `https://wa.me/${numbers.whatsapp.replace(/\D/g, '')}`);
      for (const link of [call, whatsapp]) {
        const box = await link.boundingBox();
        expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(44);
      }
    });
  }

  test.describe('on a desktop', () => {
    test.use({ viewport: DESKTOP });

    test('the links are a row with the page on screen marked, and there is no menu button', async ({
      page,
    }, testInfo) => {
      const { lang, text, navigation, menuButton } = setUp(page, testInfo.project.name);
      const doctor = await page.request.get(`/${lang}/doctors`);
      const doctorPath = (await doctor.text()).match(new RegExp(`href="(/${lang}/doctor/[^"]+)"`))?.[1];
      expect(doctorPath).toBeTruthy();
      await page.goto(doctorPath ?? '');
      await expect(menuButton).toBeHidden();
      const links = navigation.getByRole('link');
      await expect(links).toHaveCount(8);
      const tops = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getBoundingClientRect().top));
      expect(new Set(tops).size).toBe(1);
      // A doctor's page belongs to the doctors' section.
      await expect(navigation.getByRole('link', { name: text.doctors })).toHaveAttribute('aria-current', 'true');
      await expect(navigation.locator('[aria-current]')).toHaveCount(1);
    });
  });
});
