import { expect } from '@playwright/test';
import { test } from '../fixtures/test';

const TEXTS = {
  en: {
    title: '404 - Page not found',
    heading: "Oops! That Page Can't Be Found.",
    unknownPath: 'Page not found: ',
    invalidParameter: 'Page Not Found: ',
    home: 'Back to Home',
  },
  ar: {
    title: '404 - الصفحة غير موجودة',
    heading: 'عذرًا! لم نتمكن من العثور على هذه الصفحة.',
    unknownPath: 'الصفحة غير موجودة: ',
    invalidParameter: 'لم نعثر على هذه الصفحة: ',
    home: 'العودة إلى الرئيسية',
  },
} as const;

test.describe('[SITE]: errors and ids', () => {
  test('an unknown path is a 404 error page in the visitor’s language, with a way home', async ({ page, lang }) => {
    const { title, heading, unknownPath, home } = TEXTS[lang];
    const response = await page.goto(`/${lang}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(title);
    // The title is in the HTML the server sends, for crawlers and for the tab before any script runs.
    for (const path of [`/${lang}/no-such-page`, `/${lang}/doctor/abc`, `/${lang}/doctor/999999`]) {
      const html = await (await page.request.get(path)).text();
      expect([path, [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1])]).toEqual([path, [title]]);
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    // The path in the text sits between left-to-right isolate marks, so it reads in order in Arabic.
    await expect(page.getByText(unknownPath)).toHaveText(`${unknownPath}/${lang}/no-such-page`);
    await page.getByRole('link', { name: home }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}$`));
  });

  test('a route whose parameter fails says so, with the path, and the loading bar turns to the error colour', async ({
    page,
    lang,
  }) => {
    const texts = TEXTS[lang];
    const response = await page.goto(`/${lang}/doctor/abc`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText(texts.invalidParameter)).toHaveText(`${texts.invalidParameter}/${lang}/doctor/abc`);
    await expect(page.locator('html')).toHaveClass(/load-error/);
    const barColour = await page.evaluate(() => {
      const bar = document.createElement('div');
      bar.id = 'nprogress';
      bar.innerHTML = '<div class="bar"></div>';
      document.body.append(bar);
      const colour = getComputedStyle(bar.firstElementChild as Element).backgroundColor;
      bar.remove();
      return colour;
    });
    expect(barColour).toBe('rgb(185, 28, 28)');

    await page.getByRole('link', { name: texts.home }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}$`));
    await expect(page.locator('html')).not.toHaveClass(/load-error/);
  });

  test('a 404 from inside a page is the site’s own page in the HTML: language, direction, header, footer and words', async ({
    browser,
    baseURL,
    lang,
  }) => {
    const texts = TEXTS[lang];
    const direction = lang === 'ar' ? 'rtl' : 'ltr';
    const paths = [
      `/${lang}/doctor/999999`,
      `/${lang}/doctor/abc`,
      `/${lang}/nonexistent`,
      `/${lang}/services/999999-x`,
    ];
    for (const path of paths) {
      const response = await fetch(`${baseURL}${path}`, { redirect: 'manual' });
      const html = await response.text();
      expect([path, response.status]).toEqual([path, 404]);
      expect(html, path).toMatch(new RegExp(`<html lang="${lang}" dir="${direction}"`));
      expect(html.replace(/<script[\s\S]*?<\/script>/g, ''), path).toContain(texts.heading.replace("'", '&#x27;'));
    }
    // As a browser without JavaScript shows it: the header's and the footer's landmarks, and the way home.
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await noScript.newPage();
    await page.goto(`/${lang}/doctor/999999`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.heading);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('link', { name: texts.home })).toBeVisible();
    await noScript.close();
  });

  test('an id of the wrong form, and an unknown id, are 404s', async ({ request, lang }) => {
    for (const path of [
      `/${lang}/doctor/abc`,
      `/${lang}/doctor/0-x`,
      `/${lang}/doctor/99999-x`,
      `/${lang}/branches/1e3-x`,
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
    }
  });

  test('a wrong or missing slug redirects permanently to the canonical one, once', async ({ request, page, lang }) => {
    // A slug never asked for before is rendered afresh, not served from the page cache.
    const fresh = Math.random().toString(36).slice(2, 10);
    for (const path of [`/${lang}/doctor/1`, `/${lang}/doctor/1-old-name-${fresh}`, `/${lang}/branches/2-x${fresh}`]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(308);
      // One Location header: a proxy that joins repeated headers (as Cloudflare does) would send
      // two copies on as "a, a", which no browser can follow.
      const targets = response
        .headersArray()
        .filter((header) => header.name.toLowerCase() === 'location')
        .map((header) => header.value);
      expect(targets, path).toHaveLength(1);
      const [target = ''] = targets;
      expect(decodeURIComponent(target)).toMatch(new RegExp(`^/${lang}/(doctor/1|branches/2)-[^/]+$`));

      const landed = await page.goto(path);
      expect(landed?.status(), path).toBe(200);
      expect(page.url()).toBe(new URL(target, page.url()).toString());
      expect(landed?.request().redirectedFrom()?.redirectedFrom()).toBeFalsy();
    }
  });
});
