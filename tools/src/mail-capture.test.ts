import nodemailer, { type SendMailOptions } from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CapturedMessage, type MailCapture, startMailCapture } from './mail-capture';

const sendTo = (capture: MailCapture, message: SendMailOptions) =>
  nodemailer
    .createTransport({ host: '127.0.0.1', port: capture.smtpPort, secure: false, ignoreTLS: true })
    .sendMail({ from: 'no-reply@nileent.example', ...message });

const readMessages = async (capture: MailCapture, query = ''): Promise<CapturedMessage[]> => {
  const response = await fetch(`${capture.url}/messages${query}`);
  expect(response.status).toBe(200);
  return response.json();
};

describe('mail capture', () => {
  let capture: MailCapture;
  beforeAll(async () => {
    capture = await startMailCapture();
  });
  afterAll(() => capture.stop());
  beforeEach(async () => {
    expect((await fetch(`${capture.url}/messages`, { method: 'DELETE' })).status).toBe(204);
  });

  it('keeps what nodemailer sends and lists it as JSON, Arabic intact', async () => {
    await sendTo(capture, {
      to: 'Staff@NileENT.example',
      subject: 'إعادة تعيين كلمة المرور',
      text: 'افتح هذا الرابط',
      html: '<p dir="rtl">افتح هذا الرابط</p>',
    });

    const [message, ...others] = await readMessages(capture);
    expect(others).toEqual([]);
    expect(message).toMatchObject({
      to: ['staff@nileent.example'],
      subject: 'إعادة تعيين كلمة المرور',
      text: 'افتح هذا الرابط',
      html: '<p dir="rtl">افتح هذا الرابط</p>',
    });
    expect(Date.parse(message?.date ?? '')).not.toBeNaN();
  });

  it('lists the newest first and filters by recipient, whatever the case', async () => {
    await sendTo(capture, { to: 'first@example.com', subject: 'one', text: '1' });
    await sendTo(capture, { to: 'second@example.com', cc: 'first@example.com', subject: 'two', text: '2' });

    expect((await readMessages(capture)).map((message) => message.subject)).toEqual(['two', 'one']);
    expect((await readMessages(capture, '?to=FIRST@example.com')).map((message) => message.subject)).toEqual([
      'two',
      'one',
    ]);
    expect((await readMessages(capture, '?to=second@example.com')).map((message) => message.subject)).toEqual(['two']);
    expect(await readMessages(capture, '?to=nobody@example.com')).toEqual([]);
  });

  it('keeps each message’s Message-ID, and turns connections away during an outage', async () => {
    await sendTo(capture, {
      to: 'patient@example.com',
      subject: 'kept',
      text: 'x',
      messageId: '<one@nileent.example>',
    });
    expect((await readMessages(capture))[0]?.messageId).toBe('<one@nileent.example>');

    expect((await fetch(`${capture.url}/outage?ms=60000`, { method: 'POST' })).status).toBe(204);
    await expect(sendTo(capture, { to: 'patient@example.com', subject: 'refused', text: 'x' })).rejects.toMatchObject({
      responseCode: 421,
    });
    await fetch(`${capture.url}/outage?ms=0`, { method: 'POST' });
    await expect(
      sendTo(capture, { to: 'nobody@refused.example', subject: 'bounced', text: 'x' }),
    ).rejects.toMatchObject({
      responseCode: 550,
    });
    await sendTo(capture, { to: 'patient@example.com', subject: 'after', text: 'x' });
    expect((await readMessages(capture)).map((message) => message.subject)).toEqual(['after', 'kept']);
  });

  it('refuses as real servers do: a missing mailbox for good, a full one for now, spam after its words, the sender when told', async () => {
    const send = (to: string) => sendTo(capture, { to, subject: 'refused', text: 'x' });
    await expect(send('nobody@refused.example')).rejects.toMatchObject({
      command: 'RCPT TO',
      responseCode: 550,
      response: '550 5.1.1 <nobody@refused.example>: mailbox does not exist',
    });
    await expect(send('busy@full.example')).rejects.toMatchObject({ command: 'RCPT TO', responseCode: 452 });
    await expect(send('filtered@spam.example')).rejects.toMatchObject({
      command: 'DATA',
      responseCode: 554,
      response: '554 5.7.1 Message rejected as spam',
    });
    expect((await fetch(`${capture.url}/refuse-sender`, { method: 'POST' })).status).toBe(204);
    await expect(send('patient@example.com')).rejects.toMatchObject({ command: 'MAIL FROM', responseCode: 553 });
    const stopped = await fetch(`${capture.url}/refuse-sender`, { method: 'DELETE' });
    expect(await stopped.json()).toEqual({ refused: 1 });
    await sendTo(capture, { to: 'patient@example.com', subject: 'after', text: 'x' });
    expect((await readMessages(capture)).map((message) => message.subject)).toEqual(['after']);
  });

  it('forgets everything on DELETE and answers other paths and methods with errors', async () => {
    await sendTo(capture, { to: 'staff@example.com', subject: 'gone', text: 'soon' });
    await fetch(`${capture.url}/messages`, { method: 'DELETE' });
    expect(await readMessages(capture)).toEqual([]);
    expect((await fetch(`${capture.url}/`)).status).toBe(404);
    expect((await fetch(`${capture.url}/messages`, { method: 'POST' })).status).toBe(405);
  });
});

describe('mail capture limits', () => {
  it('keeps only the latest messages', async () => {
    const capture = await startMailCapture({ limit: 2 });
    try {
      for (const subject of ['one', 'two', 'three'])
        await sendTo(capture, { to: 'a@example.com', subject, text: subject });
      expect((await readMessages(capture)).map((message) => message.subject)).toEqual(['three', 'two']);
    } finally {
      await capture.stop();
    }
  });

  it('refuses a port that is taken', async () => {
    const first = await startMailCapture();
    try {
      await expect(startMailCapture({ httpPort: first.httpPort })).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      await first.stop();
    }
  });
});
