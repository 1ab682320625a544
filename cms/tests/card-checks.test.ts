import { describe, expect, it } from 'vitest';
import { futureDay, uniqueSurname } from './support/booking';
import { signInAsReceptionist } from './support/cms-admin';
import { readEmails, readSms } from './support/mail';
import { bookAtDesk, readVisitMessages, uniqueAddress, uniqueMobile } from './support/patient-messages';
import { type JsonAnswer, sendJson } from './support/requests';
import { executeSql, toSqlDateTime } from './support/sql';
import { useWaitingRoomDoctor } from './support/waiting-room';

type CardState = { verdict: string; reason: string | null };
type Answer = {
  data?: CardState & { checkedAt: string; checkedBy: string | null };
  error?: { name: string; details?: Record<string, unknown> };
};
type Detail = {
  cardCheck: (CardState & { checkedBy: string | null }) | null;
  statusHistory: { toStatus: string; changedBy: string | null; cardCheck: CardState | null }[];
};
type CardFigures = { accepted: number; refused: Record<string, number>; unchecked: number };

/** Reception verifies company and syndicate cards: accepted, or refused with a reason the patient hears before the day. */
describe('[CARDS]: company and syndicate cards verified at the desk', () => {
  const marker = uniqueSurname('Cards');
  const day = futureDay(11);
  const suite = useWaitingRoomDoctor(`Dr Cards ${marker}`, day);

  const check = (documentId: string, data: unknown, headers = suite.staff) =>
    sendJson<Answer>('POST', `${suite.cmsUrl}/api/staff/appointments/${documentId}/card-check`, headers, data);
  const refusalOf = (answer: JsonAnswer<Answer>) => [answer.status, answer.body.error?.details?.cardCheck];
  const detail = async (documentId: string) =>
    (await sendJson<{ data: Detail }>('GET', `${suite.cmsUrl}/api/staff/appointments/${documentId}`, suite.staff)).body
      .data;
  /** Books `time` on the test's day at the desk for a patient paying as `contractType`, taking SMS on a mobile of their own. */
  const book = async (time: string, contractType: string, extra: Record<string, unknown> = {}) => {
    const mobile = uniqueMobile();
    const { patient, ...rest } = extra as { patient?: Record<string, unknown> };
    const documentId = await bookAtDesk(suite.cmsUrl, suite.staff, {
      place: suite.place,
      start: day.at(time),
      phone: mobile.typed,
      extra: { ...rest, patient: { lastName: marker, contractType, ...patient } },
    });
    return { documentId, mobile };
  };
  const cardRefusalsOf = async (documentId: string) =>
    (await readVisitMessages(suite.cmsUrl, suite.staff, documentId)).messages.filter(
      (message) => message.kind === 'cardRefused',
    );

  it('refuses a card before the day with its reason, in the history and on the day sheet, and tells the patient in Arabic', async () => {
    const { documentId, mobile } = await book('06:00', 'syndicate', { locale: 'ar', patient: { firstName: 'سلمى' } });
    const refused = await check(documentId, { verdict: 'refused', reason: 'expired' });
    expect(refused.status, refused.text).toBe(200);
    expect(refused.body.data).toMatchObject({ verdict: 'refused', reason: 'expired', checkedBy: expect.any(String) });

    const { cardCheck, statusHistory } = await detail(documentId);
    expect(cardCheck).toMatchObject({ verdict: 'refused', reason: 'expired' });
    expect(statusHistory.map((entry) => [entry.toStatus, entry.cardCheck])).toEqual([
      ['confirmed', null],
      ['confirmed', { verdict: 'refused', reason: 'expired' }],
    ]);
    expect((await cardRefusalsOf(documentId)).map((message) => message.channel)).toEqual(['sms']);
    const refusalSms = async () =>
      (await readSms(mobile.e164)).filter((sms) => sms.text.startsWith('لم نقبل بطاقتك')).map((sms) => sms.text);
    await expect.poll(async () => (await refusalSms()).length).toBe(1);
    expect((await refusalSms())[0]).toMatch(
      /^لم نقبل بطاقتك: انتهت صلاحيتها\. أحضرها معك أو ادفع الكشف\. http\S+\/m\/\S+$/,
    );

    const sheet = await sendJson<{ data: { documentId: string; cardCheck: CardState | null }[] }>(
      'GET',
      `${suite.cmsUrl}/api/staff/day-sheet?${new URLSearchParams({ date: day.date, doctor: suite.place.doctor })}`,
      suite.staff,
    );
    expect(sheet.body.data.find((row) => row.documentId === documentId)?.cardCheck).toEqual({
      verdict: 'refused',
      reason: 'expired',
    });

    // The patient brings a valid card: accepted, and nothing more is sent.
    expect((await check(documentId, { verdict: 'accepted' })).body.data).toMatchObject({ reason: null });
    expect((await detail(documentId)).statusHistory.at(-1)?.cardCheck).toEqual({ verdict: 'accepted', reason: null });
    expect(await cardRefusalsOf(documentId)).toHaveLength(1);
  });

  it('emails an English patient who gave an address, and leaves a refusal on the day to the desk', async () => {
    const email = uniqueAddress('card');
    const { documentId } = await book('06:30', 'company', { patient: { email } });
    expect((await check(documentId, { verdict: 'refused', reason: 'notCovered' })).status).toBe(200);
    const refusalEmail = async () =>
      (await readEmails(email)).find((message) => message.subject.startsWith('Your card was not accepted'));
    await expect.poll(refusalEmail).toBeDefined();
    expect((await refusalEmail())?.text).toContain('and could not accept it: it does not cover this visit.');

    // A visit of today (its stored Cairo day too, which the statistics read).
    const today = (await book('05:00', 'company')).documentId;
    await executeSql('UPDATE appointments SET starts_at = ?, visit_date = ? WHERE document_id = ?', [
      toSqlDateTime(new Date()),
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date()),
      today,
    ]);
    expect((await check(today, { verdict: 'refused', reason: 'unreadable' })).status).toBe(200);
    expect(await cardRefusalsOf(today)).toEqual([]);
  });

  it('verifies only a company or syndicate visit still booked, with a reason for a refusal, in the member’s branches', async () => {
    const cash = (await book('05:00', 'cash')).documentId;
    expect(refusalOf(await check(cash, { verdict: 'accepted' }))).toEqual([409, 'notContract']);
    const company = (await book('05:00', 'company')).documentId;
    const reasonless = await check(company, { verdict: 'refused' });
    expect([reasonless.status, JSON.stringify(reasonless.body.error?.details)]).toEqual([
      400,
      expect.stringContaining('reason'),
    ]);
    const unknown = await check(company, { verdict: 'refused', reason: 'looksFake' });
    expect(unknown.status).toBe(400);
    expect((await check(company, { verdict: 'accepted' }, await signInAsReceptionist(suite.cmsUrl))).status).toBe(404);
    expect((await check(company, { verdict: 'accepted' }, {})).status).toBe(403);
    expect((await detail(company)).cardCheck).toBeNull();
    await executeSql("UPDATE appointments SET status = 'canceled' WHERE document_id = ?", [company]);
    expect(refusalOf(await check(company, { verdict: 'accepted' }))).toEqual([409, 'notOpen']);
  });

  it('counts the range’s verdicts by reason in the statistics', async () => {
    const answer = await sendJson<{ data: { cards: { byBranch: (CardFigures & { documentId: string })[] } } }>(
      'GET',
      `${suite.cmsUrl}/api/staff/statistics?${new URLSearchParams({ from: day.date, to: day.date, doctor: suite.place.doctor })}`,
      suite.staff,
    );
    expect(answer.status, answer.text).toBe(200);
    // Of this test's contract visits not cancelled: one accepted (once refused), one refused as not
    // covered, today's moved off the day, and one never checked.
    expect(answer.body.data.cards.byBranch).toEqual([
      {
        documentId: suite.place.branch,
        name: expect.any(String),
        accepted: 1,
        refused: { unreadable: 0, expired: 0, nameMismatch: 0, notCovered: 1 },
        unchecked: 0,
      },
    ]);
  });
});
