import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import arabic from '../../apps/web/messages/ar.json' with { type: 'json' };
import english from '../../apps/web/messages/en.json' with { type: 'json' };
import { test } from '../fixtures/test';
import { readSitemapPaths } from '../fixtures/site-routes';
import { readToolsEnv } from '@clinic/tools/env';

const SITEMAP_SCHEMA = path.join(
  path.dirname(createRequire(import.meta.url).resolve('sitemap/package.json')),
  'schema',
  'sitemap.xsd',
);

/** The properties search engines need for each structured-data type the site emits. */
const REQUIRED_PROPERTIES: Record<string, string[]> = {
  MedicalOrganization: ['name', 'url', 'subOrganization'],
  Physician: ['name', 'medicalSpecialty'],
  MedicalClinic: ['name', 'address', 'telephone', 'medicalSpecialty'],
  MedicalProcedure: ['name'],
  BlogPosting: ['headline', 'datePublished', 'author'],
  FAQPage: ['mainEntity'],
  BreadcrumbList: ['itemListElement'],
};

/** The properties of a JSON-LD block that hold an address (`url`, `image`, `item`, `logo`), at any depth, with where they are. */
const listLinks = (value: unknown, where = ''): [string, unknown][] => {
  if (Array.isArray(value)) return value.flatMap((item, index) => listLinks(item, `${where}[${index}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]): [string, unknown][] =>
    ['url', 'image', 'item', 'logo'].includes(key) && typeof item === 'string'
      ? [[`${where}.${key}`, item]]
      : listLinks(item, `${where}.${key}`),
  );
};

const countBranches = async (request: APIRequestContext, lang: string) => {
  const response = await request.get(`${readToolsEnv().CMS_URL}/api/branches?locale=${lang}&pagination[pageSize]=1`);
  return ((await response.json()) as { meta: { pagination: { total: number } } }).meta.pagination.total;
};

test.describe('[SITE]: findable', () => {
  test('the sitemap validates against the sitemaps.org schema', async ({ request, lang }) => {
    const response = await request.get(`/${lang}/sitemap.xml`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/xml');
    const directory = mkdtempSync(path.join(tmpdir(), 'sitemap-'));
    try {
      const file = path.join(directory, 'sitemap.xml');
      writeFileSync(file, await response.body());
      const validate = () =>
        execFileSync('xmllint', ['--noout', '--nonet', '--schema', SITEMAP_SCHEMA, file], { stdio: 'pipe' });
      expect(validate).not.toThrow();
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  test('a doctor’s page names each language’s address, with that language’s slug, in its HTML alone: no Link header says otherwise', async ({
    request,
    lang,
  }) => {
    const list = await (await request.get(`/${lang}/doctors`)).text();
    const doctorPath = list.match(new RegExp(`href="(/${lang}/doctor/[^"]+)"`))?.[1];
    expect(doctorPath).toBeDefined();
    const answer = await request.get(String(doctorPath));
    // The answer's hreflang header was next-intl's guess, with this language's slug under the other's prefix.
    expect(answer.headers().link ?? '').not.toContain('rel="alternate"');
    const alternates = [...(await answer.text()).matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)];
    expect(alternates.map(([, hreflang]) => hreflang).sort()).toEqual(['ar', 'en', 'x-default']);
    for (const [, hreflang, address] of alternates) {
      const other = await request.get(String(address), { maxRedirects: 0 });
      expect([hreflang, other.status()]).toEqual([hreflang, 200]);
    }
  });

  test('the list, booking and contact pages take their title and description from their messages, with their canonical address', async ({
    page,
    lang,
  }) => {
    const messages = lang === 'en' ? english : arabic;
    const pages = [
      ['/blog', messages.BlogPage],
      ['/booking', messages.BookingPage],
      ['/branches', messages.BranchesPage],
      ['/contact', messages.ContactPage],
      ['/doctors', messages.DoctorsPage],
      ['/faq', messages.FaqPage],
      ['/services', messages.ServicesPage],
    ] as const;
    for (const [sitePath, words] of pages) {
      await page.goto(`/${lang}${sitePath}`, { waitUntil: 'domcontentloaded' });
      const title = await page.title();
      expect(title.slice(0, words.title.length + 3)).toBe(`${words.title} | `);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', words.description);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${lang}${sitePath}$`));
    }
  });

  test('robots.txt keeps the staff area out and points to both sitemaps', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Disallow: \/en\/admin/);
    expect(robots).toMatch(/Disallow: \/ar\/admin/);
    expect(robots).toMatch(/Sitemap: .*\/en\/sitemap\.xml/);
    expect(robots).toMatch(/Sitemap: .*\/ar\/sitemap\.xml/);
  });

  test('every JSON-LD block parses and carries its type’s required properties', async ({ page, request, lang }) => {
    const paths = await readSitemapPaths(request, lang);
    const samples = [
      `/${lang}`,
      `/${lang}/faq`,
      ...['/doctor/', '/branches/', '/services/', '/blog/'].map((kind) =>
        paths.find((candidate) => candidate.includes(kind)),
      ),
    ];
    const seenTypes = new Set<string>();
    for (const samplePath of samples) {
      expect(samplePath).toBeDefined();
      await page.goto(samplePath ?? '/');
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(blocks.length, samplePath).toBeGreaterThan(0);
      for (const block of blocks) {
        const data = JSON.parse(block) as Record<string, unknown>;
        expect(data['@context']).toBe('https://schema.org');
        const type = String(data['@type']);
        seenTypes.add(type);
        for (const property of REQUIRED_PROPERTIES[type] ?? []) {
          expect(data[property], `${samplePath} ${type}.${property}`).toBeTruthy();
        }
        // Every address in it is absolute: a search engine reads the block without the page's address.
        for (const [where, link] of listLinks(data)) {
          expect(link, `${samplePath} ${type}.${where}`).toMatch(/^https?:\/\//);
        }
        // The clinic group's branches are its clinics, each findable with its page, phone, address and hours.
        for (const clinic of (data.subOrganization ?? []) as Record<string, unknown>[]) {
          expect(clinic['@type']).toBe('MedicalClinic');
          for (const property of ['name', 'url', 'telephone', 'address', 'openingHoursSpecification']) {
            expect(clinic[property], `${samplePath} subOrganization.${property}`).toBeTruthy();
          }
          const hours = clinic.openingHoursSpecification as { dayOfWeek: string; opens: string; closes: string }[];
          expect(hours.length).toBeGreaterThan(0);
          for (const day of hours) {
            expect(day.dayOfWeek).toMatch(/^https:\/\/schema\.org\/(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day$/);
            expect(`${day.opens}-${day.closes}`).toMatch(/^\d\d:\d\d-\d\d:\d\d$/);
          }
        }
        if (type === 'MedicalOrganization') {
          expect((data.subOrganization as unknown[]).length).toBe(await countBranches(request, lang));
        }
      }
    }
    expect([...seenTypes].sort()).toEqual(Object.keys(REQUIRED_PROPERTIES).sort());
  });
});
