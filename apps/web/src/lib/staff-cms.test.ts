import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openStaffCmsReading } from './staff-cms';

// Server-only modules; this test is the server. The request's cookies are the test's to set.
vi.mock('server-only', () => ({}));
const cookieJar = new Map<string, string>();
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (cookieJar.has(name) ? { name, value: cookieJar.get(name) } : undefined),
    has: (name: string) => cookieJar.has(name),
  }),
  headers: async () => new Headers(),
}));

const PROFILE = {
  id: 7,
  username: 'reception',
  email: 'reception@example.com',
  role: 'receptionist',
  branches: ['b1'],
  doctor: null,
};
const INBOX = { data: [], meta: { unread: 3, pagination: { page: 1, pageSize: 1, pageCount: 3, total: 3 } } };
const readUnread = ({ client, forwarded }: Parameters<Parameters<typeof openStaffCmsReading>[1]>[0]) =>
  client.listMessages({ show: 'unread', page: 1, pageSize: 1 }, { headers: forwarded, cache: 'no-store' });

/** The CMS: each request waits until the test answers it, so the order they were sent in shows. */
const createCms = () => {
  const waiting: { path: string; answer: (response: Response) => void }[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(
    (input) =>
      new Promise((resolve) => {
        waiting.push({ path: new URL(String(input)).pathname, answer: resolve });
      }),
  );
  const sent = () => waiting.map(({ path }) => path);
  const answer = (path: string, response: Response) =>
    waiting.find((request) => request.path === path)?.answer(response);
  return { fetch, sent, answer };
};

/** Where a redirect thrown by next/navigation leads. */
const redirectTarget = (error: unknown) => String((error as { digest?: string }).digest ?? '').split(';')[2];

describe('openStaffCmsReading', () => {
  let cms: ReturnType<typeof createCms>;
  beforeEach(() => {
    cms = createCms();
    vi.stubGlobal('fetch', cms.fetch);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    cookieJar.clear();
  });

  it('sends the page’s reads beside the session’s check, not after it, and answers once both have', async () => {
    cookieJar.set('clinic_staff_session', 'staff-jwt');
    const opened = openStaffCmsReading('en', readUnread);
    await vi.waitFor(() => expect(cms.sent()).toEqual(['/api/staff/messages', '/api/staff/me']));
    cms.answer('/api/staff/messages', Response.json(INBOX));
    cms.answer('/api/staff/me', Response.json({ data: PROFILE }));
    const { cms: staff, answer } = await opened;
    expect(answer.unread).toBe(3);
    expect(staff.session).toEqual({ token: 'staff-jwt', user: PROFILE });
    for (const [, init] of cms.fetch.mock.calls) {
      expect(new Headers(init?.headers).get('authorization')).toBe('Bearer staff-jwt');
    }
  });

  it('a session the CMS refuses goes to the sign-in page, whatever the read answered', async () => {
    cookieJar.set('clinic_staff_session', 'expired-jwt');
    const opened = openStaffCmsReading('ar', readUnread);
    await vi.waitFor(() => expect(cms.sent()).toHaveLength(2));
    cms.answer('/api/staff/messages', Response.json(INBOX));
    cms.answer('/api/staff/me', Response.json({ error: { status: 401, name: 'UnauthorizedError' } }, { status: 401 }));
    const error = await opened.catch((thrown: unknown) => thrown);
    expect(redirectTarget(error)).toBe('/ar/admin/login?reason=expired');
  });

  it('a read the CMS refuses too leaves the guard’s redirect to speak, with no unhandled rejection', async () => {
    cookieJar.set('clinic_staff_session', 'expired-jwt');
    const opened = openStaffCmsReading('en', readUnread);
    await vi.waitFor(() => expect(cms.sent()).toHaveLength(2));
    const refused = () => Response.json({ error: { status: 401, name: 'UnauthorizedError' } }, { status: 401 });
    cms.answer('/api/staff/messages', refused());
    // The read's failure settles first; only the guard's answer decides.
    await new Promise((resolve) => setTimeout(resolve, 10));
    cms.answer('/api/staff/me', refused());
    const error = await opened.catch((thrown: unknown) => thrown);
    expect(redirectTarget(error)).toBe('/en/admin/login?reason=expired');
  });

  it('without the session cookie reads nothing and goes to the sign-in page', async () => {
    const error = await openStaffCmsReading('en', readUnread).catch((thrown: unknown) => thrown);
    expect(redirectTarget(error)).toBe('/en/admin/login');
    expect(cms.fetch).not.toHaveBeenCalled();
  });
});
