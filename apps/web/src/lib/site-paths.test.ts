import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSitePath, listSiteRoutes } from './site-paths';

const LANG_FOLDER = path.resolve(import.meta.dirname, '..', 'app', '[lang]');

/** Every folder under app/[lang] with a page or a route handler, as its route: groups left out. */
const readAppRoutes = (folder: string, route: string[] = []): string[] => {
  const entries = readdirSync(folder, { withFileTypes: true });
  const here = entries.some((entry) => entry.isFile() && /^(page\.tsx|route\.ts)$/.test(entry.name))
    ? [`/${route.join('/')}`]
    : [];
  const below = entries
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && entry.name !== '[...rest]')
    .flatMap((entry) => {
      const isGroup = /^\(.+\)$/.test(entry.name);
      return readAppRoutes(path.join(folder, entry.name), isGroup ? route : [...route, entry.name]);
    });
  return [...here, ...below];
};

describe('isSitePath', () => {
  it('lists exactly the pages and route handlers the app has under /{lang}', () => {
    expect([...new Set(readAppRoutes(LANG_FOLDER))].sort()).toEqual([...listSiteRoutes()].sort());
  });

  it.each([
    ['', true],
    ['/', true],
    ['/doctor/999999', true],
    ['/doctor/abc', true],
    ['/doctors/', true],
    ['/blog/12-%D8%A7%D9%84%D8%A3%D8%B0%D9%86', true],
    ['/admin/appointments/abc123/cards/front', true],
    ['/sitemap.xml', true],
    ['/nonexistent', false],
    ['/doctor', false],
    ['/doctor/3-x/extra', false],
    ['/sitemapXxml', false],
    ['/admin/nothing', false],
  ])('%j → %s', (pathAfterLanguage, expected) => {
    expect(isSitePath(pathAfterLanguage)).toBe(expected);
  });
});
