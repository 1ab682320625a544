import { type TWaitingLinkView, normalizeEgyptianPhone } from '@clinic/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Place, futureDay, uniqueSurname } from './support/booking';
import { readSms, readWhatsApp, refuseSmsTo } from './support/mail';
import { sendJson } from './support/requests';
import { executeSql, querySql } from './support/sql';
import { SETTLE, nextPhone, type openWaitingDesk, openTestDoctorDesk } from './support/waiting-list';

type Answer<Data> = {
  data?: Data;
  error?: { status: number; details?: { errors?: { path: string[]; message: string }[] } };
};

const toE164 = (phone: string) => {
  const normalized = normalizeEgyptianPhone(phone);
  if (!normalized.ok) throw new Error(`${phone} is no phone`);
  return normalized.e164;
};

/**
 * A patient joins a doctor's waiting list from the site: a code to their mobile first (so nobody signs
 * a stranger's phone up for messages), then the entry, whose link's token is answered once.
 */
describe('[WAITING LIST]: a patient joins from the site with a code sent to their mobile', () => {
  let cmsUrl: string;
  let place: Place;
  let close = async () => {};
  let desk: ReturnType<typeof openWaitingDesk>;
  const day = futureDay(10);
  const marker = uniqueSurname('Join');

  const sendCode = (phone: string, extra: Record<string, unknown> = {}) =>
    sendJson<Answer<{ channel: string; expiresAt: string }>>(
      'POST',
      `${cmsUrl}/api/waiting-list/phone-code`,
      {},
      {
        phone,
        phoneChannel: 'sms',
        locale: 'en',
        ...extra,
      },
    );
  const join = (firstName: string, phone: string, code: string, extra: Record<string, unknown> = {}) =>
    sendJson<Answer<{ token: string }>>(
      'POST',
      `${cmsUrl}/api/waiting-list/join`,
      {},
      {
        doctor: place.doctor,
        branch: null,
        fromDate: day.date,
        toDate: day.date,
        dayParts: ['morning', 'evening'],
        locale: 'en',
        patient: { firstName, lastName: marker, phone, age: 33, contractType: 'cash', phoneChannel: 'sms' },
        consent: { accepted: true, policyVersion: '2026-12-01' },
        code,
        ...extra,
      },
    );
  /** The newest code sent to `phone` by SMS. */
  const smsCodeOf = async (phone: string) => {
    await expect.poll(async () => (await readSms(toE164(phone))).length, SETTLE).toBeGreaterThan(0);
    const [newest] = await readSms(toE164(phone));
    return String(newest?.text.match(/^(\d{6}) /)?.[1]);
  };
  /** A new mobile, and the code sent to it by SMS. */
  const codeSentToNewPhone = async () => {
    const phone = nextPhone();
    expect((await sendCode(phone)).status).toBe(200);
    return { phone, code: await smsCodeOf(phone) };
  };
  /** A code that is not `code`. */
  const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  /** The field errors of a refusal, as path → message key. */
  const fieldErrorsOf = (answer: Answer<unknown>) =>
    Object.fromEntries((answer.error?.details?.errors ?? []).map((error) => [error.path.join('.'), error.message]));
  /** The refusal of the code, when `firstName` joins with `code` on `phone`. */
  const codeRefusalOf = async (firstName: string, phone: string, code: string) =>
    fieldErrorsOf((await join(firstName, phone, code)).body).code;
  const codeRowOf = async (phone: string) =>
    (
      await querySql<{ code_hash: string; tries: number }>(
        'SELECT code_hash, tries FROM waiting_list_phone_codes WHERE phone = ?',
        [toE164(phone)],
      )
    )[0];

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    ({ place, desk, close } = await openTestDoctorDesk(cmsUrl, { name: `Dr Join ${marker}`, date: day.date, marker }));
  });

  afterAll(() => close());

  it('texts a code kept only as its hash, and the right code puts the patient on the list with a link to their entry, once', async () => {
    const phone = nextPhone();
    const sent = await sendCode(phone);
    expect([sent.status, sent.body.data?.channel]).toEqual([200, 'sms']);
    expect(Date.parse(String(sent.body.data?.expiresAt)) - Date.now()).toBeGreaterThan(9 * 60_000);
    const code = await smsCodeOf(phone);
    const [sms] = await readSms(toE164(phone));
    expect(sms?.text).toBe(`${code} is your code for the clinic waiting list. It expires in 10 minutes.`);
    const row = await codeRowOf(phone);
    expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.code_hash).not.toContain(code);

    const joined = await join('Joiner', phone, code);
    expect(joined.status).toBe(200);
    const token = String(joined.body.data?.token);
    const opened = await sendJson<Answer<TWaitingLinkView>>('POST', `${cmsUrl}/api/waiting-list/link`, {}, { token });
    expect([opened.body.data?.entry.state, opened.body.data?.entry.dayParts, opened.body.data?.offer]).toEqual([
      'open',
      ['morning', 'evening'],
      null,
    ]);
    const entry = await desk.entryOf('Joiner');
    expect([entry?.patient.phone, (entry as { source?: string })?.source]).toEqual([toE164(phone), 'website']);
    // The code is spent: a second entry cannot be made with it.
    expect(await codeRefusalOf('Again', phone, code)).toBe('validation.phoneCodeExpired');
  });

  it('locks a code after five wrong tries, counted however many arrive at once', async () => {
    const { phone, code } = await codeSentToNewPhone();
    const wrong = await Promise.all(Array.from({ length: 7 }, () => join('Guesser', phone, otherThan(code))));
    expect(wrong.map((answer) => answer.status)).toEqual(Array(7).fill(400));
    expect(wrong.map((answer) => fieldErrorsOf(answer.body).code).sort()).toEqual([
      ...Array(3).fill('validation.phoneCodeLocked'),
      ...Array(4).fill('validation.phoneCodeWrong'),
    ]);
    expect((await codeRowOf(phone))?.tries).toBe(5);
    // Now even the right code is refused: a new one must be asked for.
    expect(await codeRefusalOf('Guesser', phone, code)).toBe('validation.phoneCodeLocked');
    await sendCode(phone);
    expect((await join('Guesser', phone, await smsCodeOf(phone))).status).toBe(200);
  });

  it('refuses a code sent to another phone, and an expired one', async () => {
    const [first, second] = [nextPhone(), nextPhone()];
    await sendCode(first);
    const firstCode = await smsCodeOf(first);
    expect(await codeRefusalOf('Stranger', second, firstCode)).toBe('validation.phoneCodeExpired');
    await sendCode(second);
    const secondCode = await smsCodeOf(second);
    if (secondCode !== firstCode) {
      expect(await codeRefusalOf('Stranger', second, firstCode)).toBe('validation.phoneCodeWrong');
    }
    // Ten minutes on, as the clock would have it.
    await executeSql('UPDATE waiting_list_phone_codes SET expires_at_ms = ? WHERE phone = ?', [
      Date.now() - 1,
      toE164(first),
    ]);
    expect(await codeRefusalOf('Late', first, firstCode)).toBe('validation.phoneCodeExpired');
  });

  it('keeps the code when the entry is refused (days, a doctor already waited for), and checks the code last', async () => {
    const { phone, code } = await codeSentToNewPhone();
    const today = futureDay(0).date;
    const outOfRange = await join('Early', phone, '000000', { fromDate: today, toDate: today });
    expect(fieldErrorsOf(outOfRange.body)).toEqual({ fromDate: 'validation.waitingDatesOutOfRange' });
    expect((await codeRowOf(phone))?.tries).toBe(0);
    expect(
      (
        await desk.join('Desk caller', {
          patient: { firstName: 'Desk caller', lastName: marker, phone, age: 50, contractType: 'cash' },
        })
      ).status,
    ).toBe(201);
    expect(fieldErrorsOf((await join('Twice', phone, code)).body)).toEqual({
      'patient.phone': 'validation.alreadyWaitingForDoctor',
    });
    expect((await codeRowOf(phone))?.tries).toBe(1);
  });

  it('sends the code by WhatsApp in Arabic when the patient chose it', async () => {
    const phone = nextPhone();
    const sent = await sendCode(phone, { phoneChannel: 'whatsapp', locale: 'ar' });
    expect(sent.body.data?.channel).toBe('whatsapp');
    await expect.poll(async () => (await readWhatsApp(toE164(phone))).length, SETTLE).toBe(1);
    const [message] = await readWhatsApp(toE164(phone));
    expect([message?.template, message?.language, message?.parameters[0]]).toEqual([
      'phone_code',
      'ar',
      expect.stringMatching(/^\d{6}$/),
    ]);
  });

  it('refuses a landline, a fourth code in the hour, and keeps no code the gateway refused', async () => {
    const landline = await sendCode('0223456789');
    expect(fieldErrorsOf(landline.body)).toEqual({ phone: 'validation.phoneCodeNeedsMobile' });
    const phone = nextPhone();
    for (let sent = 0; sent < 3; sent += 1) expect((await sendCode(phone)).status).toBe(200);
    const fourth = await sendCode(phone);
    expect([fourth.status, fourth.body.error?.status]).toEqual([429, 429]);

    const refused = nextPhone();
    await refuseSmsTo(toE164(refused));
    try {
      expect((await sendCode(refused)).status).toBe(503);
      expect(await codeRowOf(refused)).toBeUndefined();
    } finally {
      await refuseSmsTo(toE164(refused), 'DELETE');
    }
  });
});
