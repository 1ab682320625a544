import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For a route handler's test, which is the server: the CMS's answers come from the returned mock
 * (`fetch` stubbed for each test and reset after), and the route's logged failures are kept quiet
 * for the test to read from `console.error`.
 */
export function stubCmsFetch() {
  const cms = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', cms);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    cms.mockReset();
  });
  return cms;
}

/** What a route answers while the CMS is out of reach: its status, its cache-control and its body. */
export async function answerWhileCmsAway(cms: ReturnType<typeof stubCmsFetch>, ask: () => Promise<Response>) {
  cms.mockRejectedValue(new TypeError('fetch failed'));
  const answer = await ask();
  return [answer.status, answer.headers.get('cache-control'), await answer.json()];
}

/** The answer every route gives while the CMS is out of reach: 503, never kept, no details. */
export const CMS_AWAY_ANSWER = [503, 'no-store', { ok: false, code: 'SERVICE_UNAVAILABLE' }];

/** The same from a route that hands the CMS's answers on (lib/browser-read.ts): in the CMS's error shape. */
export const CMS_AWAY_HANDED_ON = [
  503,
  'no-store',
  {
    data: null,
    error: {
      status: 503,
      name: 'ServiceUnavailableError',
      message: 'The CMS did not answer',
      details: { code: 'SERVICE_UNAVAILABLE' },
    },
  },
];
