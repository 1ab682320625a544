import { request } from 'node:http';
import { beforeAll, expect, inject, it } from 'vitest';
import { describeOnce } from './support/database-passes';

/** The answer's headers, over a kept-alive connection as the web app and nginx hold them. */
const readHeaders = (url: string) =>
  new Promise<Record<string, string | string[] | undefined>>((resolve, reject) => {
    const asked = request(url, { headers: { connection: 'keep-alive' } }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(answer.headers));
    });
    asked.on('error', reject);
    asked.end();
  });

describeOnce('[OPERATIONS]: kept-alive connections to the CMS', () => {
  let cmsUrl: string;

  beforeAll(() => {
    cmsUrl = inject('cmsUrl');
  });

  it('keeps an idle connection open for 65 s, longer than nginx keeps its own (60 s)', async () => {
    // A busy Node server takes one new connection per turn of its event loop: the web app's
    // connections must outlast a lull in the traffic instead of being opened again (Node's default: 5 s).
    for (const path of ['/_health', '/api/doctors?locale=en', '/api/availability']) {
      const headers = await readHeaders(`${cmsUrl}${path}`);
      expect([path, headers.connection, headers['keep-alive']]).toEqual([path, 'keep-alive', 'timeout=65']);
    }
  });
});
