import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DELIVERY_POLICY,
  type TDeliveryPolicy,
  type TSendFailure,
  classifyGatewayFailure,
  classifySmtpFailure,
  describeGatewayFailure,
  describeSendFailure,
  planRetry,
  readSendFailure,
} from './message-failures';

/** Failed tries as nodemailer reports them: the command the server refused, its reply code and words. */
const refused = (command: string | null, responseCode: number | null, text: string): TSendFailure => ({
  command,
  responseCode,
  text,
});
const NO_SUCH_MAILBOX = refused('RCPT TO', 550, '550 5.1.1 <someone@refused.example>: mailbox does not exist');
const MAILBOX_FULL_FOR_NOW = refused('RCPT TO', 452, '452 4.2.2 <someone@full.example>: mailbox full, try later');
const TAKEN_FOR_SPAM = refused('DATA', 554, '554 5.7.1 Message rejected as spam');
const CONNECTION_REFUSED = refused('CONN', null, 'connect ECONNREFUSED 127.0.0.1:25');

/** What comes after a mail server's answer. */
const planSmtpRetry = (attempt: number, nowMs: number, policy: TDeliveryPolicy, failure: TSendFailure) =>
  planRetry(attempt, nowMs, policy, classifySmtpFailure(failure));

describe('planRetry', () => {
  const policy = { maxAttempts: 4, baseDelayMs: 1000, maxDelayMs: 3000, senderPauseMs: 60_000 };

  it('waits twice as long after each failed try, up to the longest wait', () => {
    expect([1, 2, 3].map((attempt) => planSmtpRetry(attempt, 10_000, policy, CONNECTION_REFUSED))).toEqual([
      { outcome: 'retry', nextAttemptAtMs: 11_000 },
      { outcome: 'retry', nextAttemptAtMs: 12_000 },
      { outcome: 'retry', nextAttemptAtMs: 13_000 },
    ]);
  });

  it('fails a message for good after its last try', () => {
    expect(planSmtpRetry(4, 10_000, policy, CONNECTION_REFUSED)).toEqual({ outcome: 'fail' });
    expect(
      planSmtpRetry(DEFAULT_DELIVERY_POLICY.maxAttempts, 0, DEFAULT_DELIVERY_POLICY, MAILBOX_FULL_FOR_NOW),
    ).toEqual({
      outcome: 'fail',
    });
  });

  it('spreads the default tries over about three hours before giving up', () => {
    let waited = 0;
    for (let attempt = 1; attempt < DEFAULT_DELIVERY_POLICY.maxAttempts; attempt += 1) {
      const retry = planSmtpRetry(attempt, waited, DEFAULT_DELIVERY_POLICY, MAILBOX_FULL_FOR_NOW);
      if (retry.outcome !== 'retry') throw new Error('given up too early');
      waited = retry.nextAttemptAtMs;
    }
    expect(waited / 3_600_000).toBeCloseTo(3.06, 2);
  });

  it('fails a message at its first try when the server refuses its address or its words for good (5xx to RCPT TO or DATA)', () => {
    expect(planSmtpRetry(1, 10_000, policy, NO_SUCH_MAILBOX)).toEqual({ outcome: 'fail' });
    expect(planSmtpRetry(1, 10_000, policy, TAKEN_FOR_SPAM)).toEqual({ outcome: 'fail' });
    expect(planSmtpRetry(1, 10_000, policy, refused('DATA', 552, '552 5.2.2 Mailbox full'))).toEqual({
      outcome: 'fail',
    });
  });

  it('tries again after a 4xx, a refused connection, a timeout or an error of its own', () => {
    for (const failure of [
      MAILBOX_FULL_FOR_NOW,
      refused('DATA', 451, '451 4.3.0 Temporary local problem'),
      refused('MAIL FROM', 421, '421 Service not available'),
      refused('CONN', 554, '554 No SMTP service here'),
      CONNECTION_REFUSED,
      refused('CONN', null, 'Timeout'),
      refused(null, null, 'Unexpected socket close'),
    ]) {
      expect([failure.text, planSmtpRetry(1, 10_000, policy, failure)]).toEqual([
        failure.text,
        { outcome: 'retry', nextAttemptAtMs: 11_000 },
      ]);
    }
  });

  it('pauses delivery, failing nothing, when the server refuses the clinic’s own account or sender (5xx to AUTH or MAIL FROM)', () => {
    for (const failure of [
      refused('AUTH PLAIN', 535, '535 5.7.8 Authentication credentials invalid'),
      refused('AUTH LOGIN', 535, '535 Authentication failed'),
      refused('MAIL FROM', 553, '553 5.7.1 Sender address rejected: not owned by user'),
    ]) {
      // Whatever try it was, even the message's last: the refusal is not the message's.
      for (const attempt of [1, policy.maxAttempts]) {
        expect([failure.command, planSmtpRetry(attempt, 10_000, policy, failure)]).toEqual([
          failure.command,
          { outcome: 'pauseDelivery', resumeAtMs: 70_000 },
        ]);
      }
    }
  });
});

describe('describeSendFailure', () => {
  it('names why the server refused a message, from its enhanced status code, its words or its reply code', () => {
    const reasons = [
      NO_SUCH_MAILBOX,
      refused('RCPT TO', 550, '550 5.2.1 Mailbox disabled, not accepting messages'),
      refused('RCPT TO', 550, '550 5.5.0 Requested action not taken: mailbox unavailable'),
      refused('RCPT TO', 554, "554 delivery error: dd This user doesn't exist here"),
      refused('RCPT TO', 553, '553 sorry, that domain isn’t in my list of allowed rcpthosts'),
      MAILBOX_FULL_FOR_NOW,
      refused('DATA', 552, '552-5.2.2 The email account that you tried to reach is over quota.'),
      refused('RCPT TO', 452, '452 Mailbox quota exceeded'),
      TAKEN_FOR_SPAM,
      refused(
        'DATA',
        550,
        '550-5.7.1 [203.0.113.9] Our system has detected that this message is likely unsolicited mail.',
      ),
      refused('DATA', 554, '554 Message refused: listed on a block list'),
      refused('DATA', 554, '554 Transaction failed'),
      refused('DATA', 451, '451 4.3.0 Temporary local problem'),
      CONNECTION_REFUSED,
    ].map((failure) => describeSendFailure(failure).reason);
    expect(reasons).toEqual([
      'addressRefused',
      'addressRefused',
      'addressRefused',
      'addressRefused',
      'addressRefused',
      'mailboxFull',
      'mailboxFull',
      'mailboxFull',
      'rejectedAsSpam',
      'rejectedAsSpam',
      'rejectedAsSpam',
      'other',
      'other',
      'other',
    ]);
  });

  it('reads the reason only in an answer about the message, never in one about the connection or the sender', () => {
    expect(describeSendFailure(refused('MAIL FROM', 421, '421 4.7.0 Try again later, blocked for now')).reason).toBe(
      'other',
    );
    expect(describeSendFailure(refused('CONN', 554, '554 5.7.1 Your IP is on a block list')).reason).toBe('other');
  });

  it('keeps the server’s words with every address taken out: the delivery log never shows one', () => {
    expect(describeSendFailure(NO_SUCH_MAILBOX).serverText).toBe('550 5.1.1 <…>: mailbox does not exist');
    expect(
      describeSendFailure(
        refused(
          'RCPT TO',
          550,
          '550 5.1.1 Recipient Sara.Ali+clinic@mail.example.com (to=sara.ali@mail.example.com) unknown',
        ),
      ).serverText,
    ).toBe('550 5.1.1 Recipient … (to=…) unknown');
    expect(describeSendFailure(refused('RCPT TO', 550, '550 <سارة@مثال.مصر> غير موجود')).serverText).toBe(
      '550 <…> غير موجود',
    );
    expect(describeSendFailure(CONNECTION_REFUSED).serverText).toBe('connect ECONNREFUSED 127.0.0.1:25');
  });

  it('reads nodemailer’s error: the command, the reply code and the server’s words, or the error’s own message', () => {
    const rejected = Object.assign(
      new Error("Can't send mail - all recipients were rejected: 550 5.1.1 <a@b.example>: no"),
      {
        code: 'EENVELOPE',
        command: 'RCPT TO',
        responseCode: 550,
        response: '550 5.1.1 <a@b.example>: no',
      },
    );
    expect(readSendFailure(rejected)).toEqual({
      command: 'RCPT TO',
      responseCode: 550,
      text: '550 5.1.1 <a@b.example>: no',
    });
    const refusedConnection = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), {
      code: 'ESOCKET',
      command: 'CONN',
    });
    expect(readSendFailure(refusedConnection)).toEqual({
      command: 'CONN',
      responseCode: null,
      text: 'connect ECONNREFUSED 127.0.0.1:25',
    });
    expect(readSendFailure('lost')).toEqual({ command: null, responseCode: null, text: 'lost' });
  });
});

describe('an SMS gateway’s answers', () => {
  const policy = { ...DEFAULT_DELIVERY_POLICY, maxAttempts: 4 };
  const answer = (status: number | null, text = 'answer') => ({ status, text });

  it('tries again after a timeout, 408, 429 or a 5xx; pauses for 401 and 403; fails any other 4xx at once', () => {
    const classes = [null, 408, 429, 500, 503, 401, 403, 400, 404, 422].map((status) =>
      classifyGatewayFailure(answer(status)),
    );
    expect(classes).toEqual([
      'mayPass',
      'mayPass',
      'mayPass',
      'mayPass',
      'mayPass',
      'clinic',
      'clinic',
      'forGood',
      'forGood',
      'forGood',
    ]);
    expect(planRetry(1, 0, policy, classifyGatewayFailure(answer(429)))).toEqual({
      outcome: 'retry',
      nextAttemptAtMs: 30_000,
    });
    expect(planRetry(1, 0, policy, classifyGatewayFailure(answer(401)))).toEqual({
      outcome: 'pauseDelivery',
      resumeAtMs: DEFAULT_DELIVERY_POLICY.senderPauseMs,
    });
    expect(planRetry(1, 0, policy, classifyGatewayFailure(answer(400)))).toEqual({ outcome: 'fail' });
  });

  it('tells staff a refused number, and never the number itself', () => {
    expect(describeGatewayFailure(answer(400, 'invalid destination +201001234567'))).toEqual({
      reason: 'numberRefused',
      serverText: 'invalid destination …',
    });
    expect(describeGatewayFailure(answer(503, 'down for 010 0123 4567, try later'))).toEqual({
      reason: 'other',
      serverText: 'down for …, try later',
    });
  });
});
