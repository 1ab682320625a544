import { beforeAll, expect, inject, it } from 'vitest';
import { readKeepAliveHeaders } from '@clinic/tools/kept-alive';
import { describeOnce } from './support/database-passes';

describeOnce('[OPERATIONS]: kept-alive connections to the CMS', () => {
  let cmsUrl: string;

  beforeAll(() => {
    cmsUrl = inject('cmsUrl');
  });

  it('keeps an idle connection open for 65 s, longer than nginx keeps its own (60 s)', async () => {
    // A busy Node server takes one new connection per turn of its event loop: the web app's
    // connections must outlast a lull in the traffic instead of being opened again (Node's default: 5 s).
    for (const path of ['/_health', '/api/doctors?locale=en', '/api/availability']) {
      expect([path, await readKeepAliveHeaders(`${cmsUrl}${path}`)]).toEqual([
        path,
        { connection: 'keep-alive', keepAlive: 'timeout=65' },
      ]);
    }
  });
});
