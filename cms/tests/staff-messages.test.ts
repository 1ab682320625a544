import { beforeAll, describe, expect, inject, it } from 'vitest';
import { uniqueSurname } from './support/booking';
import { createAccount, createFullAccessToken, signInAsReceptionist, signInAsStaff } from './support/cms-admin';
import { contactMessage, postContactMessage } from './support/contact';

type Message = {
  documentId: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  language: string;
  isRead: boolean;
  createdAt: string;
};
type Envelope<T> = {
  data: T | null;
  meta?: { unread: number; pagination: { page: number; pageSize: number; pageCount: number; total: number } };
  error?: { status: number; name: string; details: { errors?: unknown[] } };
};

describe('[ADMIN]: staff messages inbox', () => {
  let cmsUrl: string;
  let staff: Record<string, string>;
  // In every message of this file, so a search for it finds them and a refused answer must not contain it.
  const marker = uniqueSurname('Inbox');
  const messages: Message[] = [];

  const call = async <T>(method: string, path: string, headers: Record<string, string>, data?: unknown) => {
    const response = await fetch(`${cmsUrl}${path}`, {
      method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: data === undefined ? undefined : JSON.stringify(data),
    });
    const text = await response.text();
    return { status: response.status, text, body: (text ? JSON.parse(text) : {}) as Envelope<T> };
  };

  const markRead = (documentId: string, data: unknown, headers: Record<string, string> = staff) =>
    call<Message>('POST', `/api/staff/messages/${documentId}/read`, headers, { data });

  /**
   * This file's messages as the inbox's first page of 50 lists them (newest first; other files'
   * messages sent meanwhile are left out), every message, or only the unread or the read ones.
   */
  const listMarked = async (show: 'all' | 'unread' | 'read' = 'all') => {
    const response = await call<Message[]>('GET', `/api/staff/messages?show=${show}&pageSize=50`, staff);
    expect(response.status).toBe(200);
    const data = (response.body.data ?? []).filter((message) => message.message.includes(marker));
    return { ...response, body: { ...response.body, data } };
  };

  const readOne = async (documentId: string) => {
    const { body } = await listMarked();
    const message = body.data?.find((candidate) => candidate.documentId === documentId);
    expect(message).toBeDefined();
    return message as Message;
  };

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    staff = await signInAsStaff(cmsUrl);
    const sent = [
      contactMessage({ message: `My ear has hurt for a week. ${marker} first`, locale: 'en', phone: '' }),
      contactMessage({ message: `أذني تؤلمني منذ أسبوع. ${marker} second` }),
    ];
    for (const message of sent) {
      expect((await postContactMessage(cmsUrl, { data: message })).status).toBe(201);
    }
    const { body } = await listMarked();
    messages.push(...((body.data ?? []) as Message[]));
  });

  it('lists the messages newest first, unread, with everything the patient sent', () => {
    expect(messages.map((message) => message.message)).toEqual([
      `أذني تؤلمني منذ أسبوع. ${marker} second`,
      `My ear has hurt for a week. ${marker} first`,
    ]);
    expect(messages[0]).toMatchObject({
      name: 'سارة محمود',
      email: 'sara.mahmoud@example.com',
      phone: '+201012345678',
      language: 'ar',
      isRead: false,
    });
    expect(messages[1]).toMatchObject({ phone: null, language: 'en', isRead: false });
  });

  it('refuses anonymous callers and signed-in accounts without a staff role on every route, revealing nothing', async () => {
    const other = await createAccount(cmsUrl, await createFullAccessToken(cmsUrl), 'authenticated', 'patient');
    const id = messages[0]?.documentId;
    const routes = [
      ['GET', `/api/contact-messages?filters[message][$contains]=${marker}`],
      ['GET', `/api/contact-messages/${id}`],
      ['PUT', `/api/contact-messages/${id}`],
      ['DELETE', `/api/contact-messages/${id}`],
      ['GET', '/api/staff/messages'],
      ['POST', `/api/staff/messages/${id}/read`],
    ] as const;
    for (const [method, path] of routes) {
      const data = method === 'PUT' || method === 'POST' ? { data: { isRead: true } } : undefined;
      for (const [who, headers] of [
        ['anonymous', {}],
        ['patient', other.headers],
      ] as const) {
        const response = await call(method, path, headers, data);
        expect([who, method, path, response.status]).toEqual([who, method, path, 403]);
        expect(response.text).not.toContain(marker);
        expect(response.text).not.toContain('sara.mahmoud');
      }
    }
    expect(await readOne(id ?? '')).toMatchObject({ isRead: false, message: messages[0]?.message });
  });

  it('gives staff the inbox only through its own route: the core routes read around nothing, not even for staff', async () => {
    const receptionist = await signInAsReceptionist(cmsUrl);
    for (const headers of [staff, receptionist]) {
      for (const path of [
        `/api/contact-messages?filters[message][$contains]=${marker}`,
        `/api/contact-messages/${messages[0]?.documentId}`,
      ]) {
        const response = await call('GET', path, headers);
        expect([path, response.status]).toEqual([path, 403]);
        expect(response.text).not.toContain(marker);
      }
      // Messages name no branch: every staff role reads the whole inbox.
      expect((await call<Message[]>('GET', '/api/staff/messages?pageSize=50', headers)).text).toContain(marker);
    }
  });

  it('pages the inbox, newest first, and counts the unread ones whatever the filter', async () => {
    const first = await call<Message[]>('GET', '/api/staff/messages?pageSize=1', staff);
    const second = await call<Message[]>('GET', '/api/staff/messages?pageSize=1&page=2', staff);
    expect(first.body.meta?.pagination).toMatchObject({ page: 1, pageSize: 1 });
    expect(first.body.meta?.pagination.total).toBeGreaterThanOrEqual(2);
    expect((first.body.data?.[0]?.createdAt ?? '') >= (second.body.data?.[0]?.createdAt ?? '')).toBe(true);
    expect(first.body.data?.[0]?.documentId).not.toBe(second.body.data?.[0]?.documentId);
    const unread = await call<Message[]>('GET', '/api/staff/messages?show=unread&pageSize=1', staff);
    const read = await call<Message[]>('GET', '/api/staff/messages?show=read&pageSize=1', staff);
    expect(unread.body.meta?.unread).toBe(unread.body.meta?.pagination.total);
    expect(read.body.meta?.unread).toBeGreaterThanOrEqual(2);
    expect(first.body.data?.[0]).not.toHaveProperty('id');
  });

  it.each([
    ['show=archived', 'show', 'validation.invalidChoice'],
    ['page=0', 'page', 'validation.invalidType'],
    ['pageSize=51', 'pageSize', 'validation.invalidType'],
  ])('refuses an inbox query with %s (400), naming the field', async (query, path, message) => {
    const response = await call('GET', `/api/staff/messages?${query}`, staff);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({
      name: 'ValidationError',
      details: { errors: [{ path: [path], message }] },
    });
  });

  it('lets staff read one message, mark it read and unread, and count the unread ones', async () => {
    const [latest, earlier] = messages as [Message, Message];
    const unreadTotal = async () => (await listMarked('unread')).body.data?.length;
    expect(await unreadTotal()).toBe(2);
    expect(await readOne(latest.documentId)).toMatchObject({ message: latest.message, isRead: false });

    const read = await markRead(latest.documentId, { isRead: true });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ documentId: latest.documentId, message: latest.message, isRead: true });
    expect(await unreadTotal()).toBe(1);
    expect((await listMarked('read')).body.data?.map((message) => message.documentId)).toEqual([latest.documentId]);
    expect((await listMarked('unread')).body.data?.map((message) => message.documentId)).toEqual([earlier.documentId]);

    // Marking twice is harmless: two receptionists may open the same message.
    expect((await markRead(latest.documentId, { isRead: true })).status).toBe(200);

    const unread = await markRead(latest.documentId, { isRead: false });
    expect(unread.status).toBe(200);
    expect(unread.body.data).toMatchObject({ isRead: false });
    expect(await unreadTotal()).toBe(2);
  });

  it('changes nothing but the read flag, whatever else the body carries', async () => {
    const target = messages[1] as Message;
    const response = await markRead(target.documentId, {
      isRead: true,
      message: 'rewritten',
      email: 'someone.else@example.com',
      language: 'ar',
    });
    expect(response.status).toBe(200);
    expect(await readOne(target.documentId)).toMatchObject({
      message: target.message,
      email: target.email,
      language: 'en',
      isRead: true,
    });
    expect((await markRead(target.documentId, { isRead: false })).status).toBe(200);
  });

  it('does not let staff edit or delete a message through the core routes', async () => {
    const target = messages[0] as Message;
    const update = await call('PUT', `/api/contact-messages/${target.documentId}`, staff, {
      data: { isRead: true, message: 'rewritten by staff' },
    });
    expect(update.status).toBe(403);
    const remove = await call('DELETE', `/api/contact-messages/${target.documentId}`, staff);
    expect(remove.status).toBe(403);
    expect(await readOne(target.documentId)).toMatchObject({ message: target.message, isRead: false });
  });

  it.each([
    ['no data field', {}, [], 'validation.required'],
    ['a data field that is not an object', { data: 'read' }, [], 'validation.invalidType'],
    ['no isRead', { data: {} }, ['isRead'], 'validation.required'],
    ['isRead as a string', { data: { isRead: 'true' } }, ['isRead'], 'validation.invalidType'],
    ['isRead as a number', { data: { isRead: 1 } }, ['isRead'], 'validation.invalidType'],
  ])('refuses a body with %s (400), changing nothing', async (_case, body, path, message) => {
    const target = messages[0] as Message;
    const response = await call('POST', `/api/staff/messages/${target.documentId}/read`, staff, body);
    expect(response.status).toBe(400);
    expect(response.body.data).toBeNull();
    expect(response.body.error).toMatchObject({
      status: 400,
      name: 'ValidationError',
      details: { errors: [{ path, message, name: 'ValidationError' }] },
    });
    expect((await readOne(target.documentId)).isRead).toBe(false);
  });

  it.each([
    ['an unknown id', 'nosuchmessage0000000000000'],
    ['an id no document can have', 'not%20an%20id'],
  ])('answers 404 for %s', async (_case, id) => {
    const response = await markRead(id, { isRead: true });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ data: null, error: { status: 404, name: 'NotFoundError' } });
  });
});
