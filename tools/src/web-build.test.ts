import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { forgetRegeneratedPages } from './web-build';

describe('forgetRegeneratedPages', () => {
  // The shape Next 16 writes: the build's prerendered pages under .next/server/app, the pages a running
  // server regenerated since under .next/server/route-cache, one folder per route.
  const webDir = mkdtempSync(path.join(tmpdir(), 'clinic-web-build-'));
  const builtPage = path.join(webDir, '.next', 'server', 'app', 'en', 'who-we-are.html');
  const regeneratedPage = path.join(
    webDir,
    '.next',
    'server',
    'route-cache',
    'APP_PAGE',
    'c267',
    '$',
    'en',
    'who-we-are.html',
  );
  for (const page of [builtPage, regeneratedPage]) {
    mkdirSync(path.dirname(page), { recursive: true });
    writeFileSync(page, '<img src="/_next/image?url=%2Fuploads%2Fabout_faq_a725090d91.jpg">');
  }
  afterAll(() => rmSync(webDir, { recursive: true, force: true }));

  it('drops the pages another server regenerated and keeps the build’s own', () => {
    forgetRegeneratedPages(webDir);
    expect(existsSync(path.join(webDir, '.next', 'server', 'route-cache'))).toBe(false);
    expect(existsSync(builtPage)).toBe(true);
  });

  it('has nothing to do for a build no server has run from yet', () => {
    expect(() => forgetRegeneratedPages(webDir)).not.toThrow();
    expect(existsSync(builtPage)).toBe(true);
  });
});
