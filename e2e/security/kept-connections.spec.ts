import { request } from 'node:http';
import { expect, test } from '@playwright/test';
import { expectationsFor } from '../fixtures/locales';

/** The answer's headers, over a kept-alive connection as a browser or nginx holds it. */
const readHeaders = (url: string) =>
  new Promise<Record<string, string | string[] | undefined>>((resolve, reject) => {
    const asked = request(url, { headers: { connection: 'keep-alive' } }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(answer.headers));
    });
    asked.on('error', reject);
    asked.end();
  });

test.describe('[OPERATIONS]: kept-alive connections to the site', () => {
  test('an idle connection stays open for 65 s, longer than nginx keeps its own (60 s)', async ({
    baseURL,
  }, testInfo) => {
    test.skip(expectationsFor(testInfo.project.name).lang !== 'en', 'language-independent');
    // A busy Node server takes one new connection per turn of its event loop: a returning visitor's
    // click, or nginx after a lull, must find the connection still open (Node's default: 5 s).
    for (const path of ['/en', '/ar/doctors', '/api/next-free-times', '/icon.svg']) {
      const headers = await readHeaders(`${baseURL}${path}`);
      expect([path, headers.connection, headers['keep-alive']]).toEqual([path, 'keep-alive', 'timeout=65']);
    }
  });
});
