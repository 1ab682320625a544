import { beforeAll, describe, expect, inject, it } from 'vitest';
import { signInAsStaff } from './support/cms-admin';
import { contactMessage, postContactMessage } from './support/contact';
import { countRows, querySql } from './support/sql';

type StoredMessage = {
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  language: string;
  is_read: number | boolean;
};

const countMessages = () => countRows('SELECT COUNT(*) AS n FROM contact_messages', []);

const findStored = async (subject: string) =>
  querySql<StoredMessage>(
    'SELECT name, email, phone, subject, message, language, is_read FROM contact_messages WHERE subject = ?',
    [subject],
  );

describe('[CONTACT]: contact form endpoint', () => {
  let cmsUrl: string;
  beforeAll(() => {
    cmsUrl = inject('cmsUrl');
  });

  it('stores a valid Arabic message, normalised and unread, and answers without echoing it', async () => {
    const sent = contactMessage();
    const response = await postContactMessage(cmsUrl, { data: sent });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ data: { received: true } });

    const rows = await findStored(sent.subject);
    expect(rows.map((row) => ({ ...row, is_read: Boolean(row.is_read) }))).toEqual([
      {
        name: 'سارة محمود',
        email: 'sara.mahmoud@example.com',
        phone: '+201012345678',
        subject: sent.subject,
        message: 'أريد حجز موعد لابني يوم السبت القادم من فضلكم.',
        language: 'ar',
        is_read: false,
      },
    ]);
  });

  it('lets staff read a sent message while anonymous visitors still cannot list messages', async () => {
    const sent = contactMessage({ phone: '' });
    expect((await postContactMessage(cmsUrl, { data: sent })).status).toBe(201);

    const staff = await fetch(`${cmsUrl}/api/staff/messages?pageSize=50`, { headers: await signInAsStaff(cmsUrl) });
    expect(staff.status).toBe(200);
    const data = ((await staff.json()) as { data: Record<string, unknown>[] }).data.filter(
      (message) => message.subject === sent.subject,
    );
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      name: 'سارة محمود',
      email: 'sara.mahmoud@example.com',
      phone: null,
      subject: sent.subject,
      isRead: false,
    });

    for (const path of ['/api/staff/messages', `/api/contact-messages?filters[subject][$eq]=${sent.subject}`]) {
      const anonymous = await fetch(`${cmsUrl}${path}`);
      expect([path, anonymous.status]).toEqual([path, 403]);
    }
  });

  it.each([
    ['a missing name', { name: undefined }, 'name', 'validation.required'],
    ['a malformed email', { email: 'sara.example.com' }, 'email', 'validation.invalidEmail'],
    ['a too short message', { message: 'شكرا' }, 'message', 'validation.messageTooShort'],
    ['a Saudi phone number', { phone: '+966501234567' }, 'phone', 'validation.phoneNotEgyptian'],
    ['a script in the name', { name: '<script>alert(1)</script>' }, 'name', 'validation.invalidCharacters'],
    ['a line break in the subject', { subject: 'Hi\r\nBcc: x@example.com' }, 'subject', 'validation.invalidCharacters'],
    ['an unknown locale', { locale: 'fr' }, 'locale', 'validation.invalidChoice'],
  ])('refuses %s with 400 and the field’s message key, storing nothing', async (_case, overrides, path, message) => {
    const before = await countMessages();
    const response = await postContactMessage(cmsUrl, { data: contactMessage(overrides) });
    expect(response.status).toBe(400);
    expect(response.body.data).toBeNull();
    expect(response.body.error).toEqual({
      status: 400,
      name: 'ValidationError',
      message: 'Invalid contact message',
      details: { code: 'VALIDATION_FAILED', errors: [{ path: [path], message, name: 'ValidationError' }] },
    });
    expect(await countMessages()).toBe(before);
  });

  it.each([
    ['no data field', {}, 'validation.required'],
    ['a data field that is not an object', { data: 'hello' }, 'validation.invalidType'],
  ])('refuses a body with %s (400 on the path data)', async (_case, body, message) => {
    const response = await postContactMessage(cmsUrl, body);
    expect(response.status).toBe(400);
    expect(response.body.error?.details).toEqual({
      code: 'VALIDATION_FAILED',
      errors: [{ path: ['data'], message, name: 'ValidationError' }],
    });
  });

  it.each([
    ['a filled honeypot', { website: 'https://cheap-pills.example' }],
    ['a filled honeypot and an invalid email', { website: 'x', email: 'nope' }],
    ['a honeypot that is not even a string', { website: 1 }],
  ])('answers %s exactly like a success and stores nothing', async (_case, overrides) => {
    const before = await countMessages();
    const sent = contactMessage(overrides);
    const response = await postContactMessage(cmsUrl, { data: sent });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ data: { received: true } });
    expect(await findStored(sent.subject)).toEqual([]);
    expect(await countMessages()).toBe(before);
  });

  it('stores markup in the message as the text it is, for the staff UI to escape', async () => {
    const text = 'Is this normal? <script>alert("x")</script> & <b>pain</b> > 2 weeks';
    const sent = contactMessage({ message: text, locale: 'en' });
    expect((await postContactMessage(cmsUrl, { data: sent })).status).toBe(201);
    const [row] = await findStored(sent.subject);
    expect(row?.message).toBe(text);
  });

  it('refuses a body larger than any valid message before parsing it (413)', async () => {
    const before = await countMessages();
    const response = await postContactMessage(cmsUrl, { data: contactMessage({ message: 'م'.repeat(40_000) }) });
    expect(response.status).toBe(413);
    expect(response.body.error).toMatchObject({ status: 413, name: 'PayloadTooLargeError' });
    expect(await countMessages()).toBe(before);
  });
});
