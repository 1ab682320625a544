import { describe, expect, it } from 'vitest';
import { createCmsClient } from './client';
import { isCmsError } from './errors';
import { createFetchStub } from './test-support';

const BASE = 'http://cms.test';

describe('media api', () => {
  it('reads a file from the CMS’s uploads, outside its API, with every segment encoded', async () => {
    const { fetch, calls } = createFetchStub(
      () => new Response(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'content-type': 'image/jpeg' } }),
    );
    const { body, contentType } = await createCmsClient({ baseUrl: BASE, fetch }).openMedia(['doctor one.jpg']);
    expect(new URL(calls[0]?.url ?? '').pathname).toBe('/uploads/doctor%20one.jpg');
    expect(contentType).toBe('image/jpeg');
    expect(new Uint8Array(await new Response(body).arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));
    const climbing = await createCmsClient({ baseUrl: BASE, fetch }).openMedia(['..%2Fsecret', 'a/b']);
    expect(climbing.contentType).toBe('image/jpeg');
    expect(new URL(calls[1]?.url ?? '').pathname).toBe('/uploads/..%252Fsecret/a%2Fb');
  });

  it('rejects with a CmsError 404 for a missing file', async () => {
    const { fetch } = createFetchStub(() => new Response('Not Found', { status: 404 }));
    const missing = await createCmsClient({ baseUrl: BASE, fetch })
      .openMedia(['gone.jpg'])
      .catch((error: unknown) => error);
    expect(isCmsError(missing) && missing.status).toBe(404);
  });
});
