import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { readKeepAliveHeaders } from '@clinic/tools/kept-alive';

test.describe('[OPERATIONS]: kept-alive connections to the site', () => {
  test('an idle connection stays open for 65 s, longer than nginx keeps its own (60 s)', async ({ baseURL, lang }) => {
    test.skip(lang !== 'en', 'language-independent');
    // A busy Node server takes one new connection per turn of its event loop: a returning visitor's
    // click, or nginx after a lull, must find the connection still open (Node's default: 5 s).
    for (const path of ['/en', '/ar/doctors', '/api/next-free-times', '/icon.svg']) {
      expect([path, await readKeepAliveHeaders(`${baseURL}${path}`)]).toEqual([
        path,
        { connection: 'keep-alive', keepAlive: 'timeout=65' },
      ]);
    }
  });
});
