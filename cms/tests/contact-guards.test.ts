import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnce } from './support/database-passes';
import { startTestCms } from '@clinic/tools/cms-test-server';
import { buildBookingForm, postBooking } from './support/booking';
import { signInAsStaff } from './support/cms-admin';
import { contactMessage, postContactMessage } from './support/contact';

const PROXY_SECRET = 'proxy-secret-for-the-contact-tests';
const WINDOW_MS = 600_000;

/** A CMS of its own: 2 contact messages per address per 10 minutes. */
describeOnce('[CONTACT]: rate limit', () => {
  let cms: Awaited<ReturnType<typeof startTestCms>>;

  beforeAll(async () => {
    cms = await startTestCms({
      env: {
        CONTACT_RATE_LIMIT_MAX: '2',
        CONTACT_RATE_LIMIT_WINDOW_MS: String(WINDOW_MS),
        WEB_PROXY_SECRET: PROXY_SECRET,
      },
    });
  });
  afterAll(() => cms.stop());

  const viaWebServer = (address: string) => ({ 'x-clinic-proxy-secret': PROXY_SECRET, 'x-forwarded-for': address });

  const countStored = async (subject: string) => {
    const response = await fetch(`${cms.url}/api/staff/messages?pageSize=50`, {
      headers: await signInAsStaff(cms.url),
    });
    return ((await response.json()) as { data: { subject: string }[] }).data.filter(
      (message) => message.subject === subject,
    ).length;
  };

  it('answers the third message from one address with 429 and Retry-After, and stores only two', async () => {
    const subject = contactMessage().subject;
    // The router also accepts these spellings of the path: they must count against the same limit.
    const first = await postContactMessage(
      cms.url,
      { data: contactMessage({ subject }) },
      {
        path: '/api/contact-messages/send/',
      },
    );
    const second = await postContactMessage(
      cms.url,
      { data: contactMessage({ subject }) },
      {
        path: '/API/Contact-Messages/Send',
      },
    );
    const third = await postContactMessage(cms.url, { data: contactMessage({ subject }) });
    expect([first.status, second.status, third.status]).toEqual([201, 201, 429]);
    expect(Number(third.retryAfter)).toBeGreaterThan(0);
    expect(Number(third.retryAfter)).toBeLessThanOrEqual(WINDOW_MS / 1000);
    expect(third.body).toEqual({
      data: null,
      error: {
        status: 429,
        name: 'RateLimitError',
        message: 'Too many contact messages from this address; try again later',
        details: { code: 'RATE_LIMITED' },
      },
    });
    expect(await countStored(subject)).toBe(2);
  });

  it('ignores X-Forwarded-For unless the request proves it comes from the web server', async () => {
    const forged = { 'x-clinic-proxy-secret': 'wrong', 'x-forwarded-for': '203.0.113.7' };
    expect((await postContactMessage(cms.url, { data: contactMessage() }, { headers: forged })).status).toBe(429);
  });

  it('counts each visitor behind the web server by their own address', async () => {
    const send = (address: string) =>
      postContactMessage(cms.url, { data: contactMessage() }, { headers: viaWebServer(address) });
    expect((await send('198.51.100.20')).status).toBe(201);
    expect((await send('198.51.100.20')).status).toBe(201);
    expect((await send('198.51.100.20')).status).toBe(429);
    expect((await send('198.51.100.21')).status).toBe(201);
  });

  it('keeps the booking limit apart from the contact limit', async () => {
    // Same address, over its contact limit: the booking is judged on its own (400, not 429).
    expect((await postBooking(cms.url, buildBookingForm({}))).status).toBe(400);
  });
});
