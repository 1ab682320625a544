import { describe, expect, it } from 'vitest';
import { readSitemapPaths } from './load-site.mjs';

describe('readSitemapPaths', () => {
  it('reads each <loc> as a path, entities decoded and Arabic kept percent-encoded', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>http://127.0.0.1:4100/ar</loc></url>
  <url><loc>http://127.0.0.1:4100/ar/doctor/7-%D8%A3%D8%AD%D9%85%D8%AF</loc><lastmod>2026-11-01</lastmod></url>
  <url><loc>http://127.0.0.1:4100/en/blog?page=2&amp;tag=ears</loc></url>
</urlset>`;
    expect(readSitemapPaths(xml)).toEqual(['/ar', '/ar/doctor/7-%D8%A3%D8%AD%D9%85%D8%AF', '/en/blog?page=2&tag=ears']);
  });
});
