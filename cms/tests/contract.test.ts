import { randomUUID } from 'node:crypto';
import { createCmsClient } from '@clinic/cms-client';
import {
  PATIENT_CHANGE_DEFAULTS,
  ZAppointmentAnswerSchema,
  ZContactMessageAnswerSchema,
  toCairoDate,
} from '@clinic/domain';
import { beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { z } from 'zod';
import { TEST_ACCOUNTS } from '@clinic/tools/cms-test-server';
import {
  bookPlace,
  bookingData,
  createOneDaySchedule,
  createTestDoctor,
  findSeededPlace,
  futureDay,
  uniqueSurname,
  slotHours,
} from './support/booking';
import { createFullAccessToken } from './support/cms-admin';
import { contactMessage, postContactMessage } from './support/contact';
import { waitForEmail } from './support/mail';

// The answers of the CMS's custom routes, checked against their schemas in @clinic/domain by the
// client itself (CmsClientOptions.checkAnswers, on by default): a field the CMS leaves out, renames
// or answers in another shape fails here, with the route and the field, instead of in a staff page.
// One case per route family as it gets its schemas.

describe('[CONTRACT]: the CMS answers as the schemas in @clinic/domain say', () => {
  let cmsUrl: string;
  let branches: string[];

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    const { data } = await createCmsClient({ baseUrl: cmsUrl }).find('branches', { fields: ['name'] });
    branches = data.map((branch) => branch.documentId);
  });

  /** The client as a seeded staff member uses it. */
  const signedIn = async (account: { email: string; password: string }) => {
    const anonymous = createCmsClient({ baseUrl: cmsUrl });
    return anonymous.withToken((await anonymous.login(account)).jwt);
  };

  it("staff accounts: a manager's list, new account, change and new link", async () => {
    const manager = await signedIn(TEST_ACCOUNTS.staff);
    const email = `contract-${randomUUID()}@example.com`;
    const created = await manager.createStaffAccount({ email, role: 'receptionist', branches, locale: 'en' });
    expect(created).toMatchObject({ email, role: 'receptionist', invited: true, blocked: false });
    await waitForEmail(email);
    const changed = await manager.updateStaffAccount(created.id, { role: 'manager', blocked: false });
    expect(changed).toMatchObject({ id: created.id, role: 'manager', branches: [] });
    expect(await manager.sendStaffInvitation(created.id, 'ar')).toMatchObject({ id: created.id, invited: true });
    expect((await manager.listStaffAccounts()).map((account) => account.email)).toContain(email);
  });

  it("the signed-in staff member: a manager's every branch, a receptionist's own", async () => {
    expect(await (await signedIn(TEST_ACCOUNTS.staff)).getStaffProfile()).toMatchObject({
      role: 'manager',
      branches: null,
    });
    const receptionist = await (await signedIn(TEST_ACCOUNTS.receptionist)).getStaffProfile();
    expect(receptionist).toMatchObject({ role: 'receptionist', branches: [expect.any(String)] });
  });

  it('the access log: a page of who read which patient data, after a reading it records', async () => {
    const manager = await signedIn(TEST_ACCOUNTS.staff);
    const { data: visits } = await manager.listAppointments({ pageSize: 1 });
    const visit = visits[0];
    if (!visit) throw new Error('The seeded list has no visit');
    await manager.getAppointment(visit.documentId);
    const page = await manager.getAccessLog({ action: 'viewAppointment', bookingNumber: visit.bookingNumber });
    expect(page.data[0]).toMatchObject({ action: 'viewAppointment', bookingNumber: visit.bookingNumber });
    expect(page.pagination).toMatchObject({ page: 1, total: expect.any(Number) });
  });

  /**
   * The seeded doctor at `offset`'s open times over two weeks, at least two of them, each far enough
   * ahead that a patient may still change it (run during the doctor's hours, the first open time is
   * within the cutoff, and its manage page refuses a change).
   */
  const openTimes = async (offset = 0) => {
    const place = await findSeededPlace(cmsUrl, offset);
    const { days } = await createCmsClient({ baseUrl: cmsUrl }).getAvailability({ ...place, days: 14 });
    const changeableFrom = Date.now() + PATIENT_CHANGE_DEFAULTS.cutoffMs + 10 * 60_000;
    const [first, second] = days
      .flatMap((day) => day.openings)
      .filter((candidate) => candidate.status === 'open' && Date.parse(candidate.start) > changeableFrom);
    if (!first || !second) throw new Error('The seeded doctor has too few open times in two weeks');
    return { place, first, second };
  };

  /** Books the seeded doctor's second open time as a patient would, leaving the first free. */
  const bookOpenTime = async () => {
    const { place, first, second: opening } = await openTimes();
    const booked = await bookPlace(cmsUrl, place, opening.start, {
      overrides: { patient: { ...bookingData(place, opening.start).patient, lastName: uniqueSurname('Contract') } },
    });
    expect(booked.status).toBe(201);
    return { first, opening, bookingNumber: String(booked.body.data?.bookingNumber) };
  };

  it("the delivery log: a page of patients' messages with each state's count, after a booking queued one", async () => {
    const { bookingNumber } = await bookOpenTime();
    const page = await (await signedIn(TEST_ACCOUNTS.staff)).getDeliveryLog({ bookingNumber });
    expect(page.data).toEqual([
      expect.objectContaining({ kind: 'received', channel: 'whatsapp', bookingNumber }),
      expect.objectContaining({ kind: 'received', channel: 'email', bookingNumber }),
    ]);
    expect(Object.keys(page.states).sort()).toEqual(['delivered', 'failed', 'queued', 'read', 'sending', 'sent']);
  });

  it("the front desk's visit: the list, its export, the calls, the day sheet, a note, a call, a move and a confirmation", async () => {
    const { first, opening, bookingNumber } = await bookOpenTime();
    const manager = await signedIn(TEST_ACCOUNTS.staff);
    const day = toCairoDate(new Date(opening.start));
    const query = { q: bookingNumber, from: day, to: day };
    const { data: listed, counters } = await manager.listAppointments(query, { locale: 'ar' });
    expect(listed).toEqual([expect.objectContaining({ bookingNumber, status: 'pending', displacedBy: null })]);
    expect(counters).toMatchObject({ pending: 1, total: 1 });
    const exported = [];
    for await (const row of manager.exportAppointments(query)) exported.push(row.bookingNumber);
    expect(exported).toEqual([bookingNumber]);
    const documentId = listed[0]?.documentId ?? '';
    expect(Array.isArray(await manager.listCalls({ locale: 'ar' }))).toBe(true);
    const sheet = await manager.getDaySheet({ date: day });
    expect(sheet.data.map((visit) => visit.bookingNumber)).toContain(bookingNumber);
    expect(await manager.addAppointmentNote(documentId, { text: 'Contract', isForDoctor: true })).toMatchObject({
      text: 'Contract',
      isForDoctor: true,
    });
    expect(await manager.recordCallAttempt(documentId, { outcome: 'noAnswer' })).toMatchObject({ callAttempts: 1 });
    const moved = await manager.rescheduleAppointment(documentId, { from: opening.start, start: first.start });
    expect(moved.statusHistory.map((entry) => entry.movedTo)).toContain(new Date(first.start).toISOString());
    const confirmed = await manager.changeAppointmentStatus(documentId, { from: 'pending', to: 'confirmed' });
    expect(confirmed).toMatchObject({
      status: 'confirmed',
      staffNotes: [expect.objectContaining({ text: 'Contract' })],
    });
    expect(confirmed.workflow.map((step) => step.to)).toContain('canceled');
  });

  /** A visitor books a seeded doctor's first open time through the client, in Arabic. */
  const bookThroughClient = async (patient: { lastName: string; email?: string }) => {
    const { place, first: opening } = await openTimes(1);
    const visitor = createCmsClient({ baseUrl: cmsUrl });
    const booked = await visitor.book(
      {
        ...place,
        start: opening.start,
        source: 'doctor-flow',
        locale: 'ar',
        patient: {
          firstName: 'Mona',
          phone: '01012345678',
          phoneChannel: 'whatsapp',
          age: 34,
          contractType: 'cash',
          ...patient,
        },
        consent: { accepted: true, policyVersion: '2026-11-01' },
      },
      { idempotencyKey: randomUUID() },
    );
    return { place, visitor, booked };
  };

  it("a patient's booking: the openings, the hours, the next free times, the booking and its manage link", async () => {
    const { place, visitor, booked } = await bookThroughClient({ lastName: uniqueSurname('Contract') });
    expect((await visitor.getWeeklyHours(place.doctor)).hours.length).toBeGreaterThan(0);
    expect((await visitor.getNextFreeTimes()).times.map((time) => time.doctor)).toContain(place.doctor);
    expect(booked).toMatchObject({ status: 'pending', locale: 'ar', doctor: { documentId: place.doctor } });
    const managed = await visitor.openManagedBooking(booked.manageToken);
    expect(managed).toMatchObject({ booking: { bookingNumber: booked.bookingNumber }, change: { refusal: null } });
    const canceled = await visitor.cancelManagedBooking({ token: booked.manageToken, phoneDigits: '5678' });
    expect(canceled.booking.status).toBe('canceled');
  });

  it("a person's data: found, exported, corrected and, once nothing is booked ahead, erased", async () => {
    const email = `contract-${randomUUID()}@example.com`;
    const { booked } = await bookThroughClient({ lastName: uniqueSurname('Contract'), email });
    const manager = await signedIn(TEST_ACCOUNTS.staff);
    const found = await manager.findPatientData({ email }, { locale: 'ar' });
    expect(found).toMatchObject({ upcoming: [booked.bookingNumber], contactMessages: [] });
    const [visit] = found.appointments;
    expect(visit).toMatchObject({
      email,
      source: 'doctor-flow',
      // By email and by SMS.
      messages: [expect.objectContaining({ kind: 'received' }), expect.objectContaining({ kind: 'received' })],
    });
    expect((await manager.findPatientData({ email }, { export: true })).appointments).toHaveLength(1);
    const documentId = visit?.documentId ?? '';
    await manager.correctPatientData(documentId, {
      firstName: 'Mona',
      lastName: 'Corrected',
      phone: '01012345678',
      age: 35,
      email,
    });
    const reason = { category: 'patientRequest' as const };
    await manager.changeAppointmentStatus(documentId, { from: 'pending', to: 'canceled', reason });
    expect(await manager.erasePatientData({ email })).toEqual({
      appointments: 1,
      contactMessages: 0,
      waitingEntries: 0,
    });
  });

  it("the waiting list: a doctor's list, callers added, an offer declined and taken, an entry removed", async () => {
    const token = await createFullAccessToken(cmsUrl);
    const { place, remove } = await createTestDoctor(cmsUrl, token, `Dr Contract ${uniqueSurname('List')}`);
    onTestFinished(async () => {
      await remove();
    });
    const [day, manager] = [futureDay(11), await signedIn(TEST_ACCOUNTS.staff)];
    await createOneDaySchedule(cmsUrl, token, place, day, slotHours('09:00', '09:30', 30));
    const patient = (firstName: string, phone: string) => ({ firstName, lastName: 'Contract', phone, age: 40 });
    const caller = (firstName: string, phone: string) => ({
      ...{ doctor: place.doctor, branch: null, fromDate: day.date, toDate: day.date, dayParts: ['morning' as const] },
      ...{ locale: 'ar' as const, consent: { givenVerbally: true as const, policyVersion: '2026-12-02' } },
      patient: { ...patient(firstName, phone), contractType: 'cash' as const },
    });
    const liveOffer = async (firstName: string) =>
      (await manager.listWaitingEntries({ doctor: place.doctor }))
        .find((entry) => entry.patient.firstName === firstName)
        ?.offers.find((offer) => offer.state === 'live');
    expect(await manager.addWaitingEntry(caller('Decliner', '01012340001'))).toEqual({ key: expect.any(String) });
    await manager.addWaitingEntry(caller('Taker', '01012340002'));
    const booked = await manager.createAppointment({
      ...{ doctor: place.doctor, branch: place.branch, start: day.at('09:00'), source: 'phone', locale: 'en' },
      patient: { ...patient('Booked', '01012340003'), contractType: 'cash' },
      consent: { givenVerbally: true, policyVersion: '2026-12-02' },
    });
    const reason = { category: 'patientRequest' as const };
    await manager.changeAppointmentStatus(booked.documentId, { from: 'confirmed', to: 'canceled', reason });
    await expect.poll(() => liveOffer('Decliner'), { timeout: 10_000 }).toBeDefined();
    await manager.declineWaitingOffer(Number((await liveOffer('Decliner'))?.id));
    await expect.poll(() => liveOffer('Taker'), { timeout: 10_000 }).toBeDefined();
    expect(await manager.takeWaitingOffer(Number((await liveOffer('Taker'))?.id))).toHaveProperty('bookingNumber');
    const [decliner] = await manager.listWaitingEntries({ doctor: place.doctor });
    await manager.removeWaitingEntry(String(decliner?.key), { reason: 'contract over' });
    const states = (await manager.listWaitingEntries({ doctor: place.doctor })).map((entry) => entry.state);
    expect(states.sort()).toEqual(['booked', 'removed']);
  });

  it("the front desk's booking: a doctor's day of openings, the patients under a phone, and a booking for a caller", async () => {
    const { place, first: opening } = await openTimes(2);
    const receptionist = await signedIn(TEST_ACCOUNTS.staff);
    const day = await receptionist.getStaffAvailability({ ...place, date: toCairoDate(new Date(opening.start)) });
    expect(day.openings).toContainEqual(expect.objectContaining({ start: opening.start, timing: 'ahead' }));
    const patient = { firstName: 'Hala', lastName: uniqueSurname('Contract'), phone: '01099887766', age: 41 };
    const booked = await receptionist.createAppointment({
      ...place,
      start: opening.start,
      source: 'phone',
      locale: 'ar',
      patient: { ...patient, phoneChannel: 'sms', contractType: 'cash' },
      consent: { givenVerbally: true, policyVersion: '2026-11-01' },
    });
    expect(booked.bookingNumber).toMatch(/^ENT-/);
    const known = await receptionist.findPatientsByPhone('+201099887766');
    expect(known).toContainEqual(expect.objectContaining({ lastName: patient.lastName, locale: 'ar' }));
  });

  it("the private collections as an administrator's token reads them: a booked visit and a message, every field", async () => {
    const { bookingNumber } = await bookOpenTime();
    const sent = contactMessage();
    expect((await postContactMessage(cmsUrl, { data: sent })).status).toBe(201);
    const administrator = createCmsClient({ baseUrl: cmsUrl, token: await createFullAccessToken(cmsUrl) });
    const visits = await administrator.find('appointments', { filters: { bookingNumber: { $eq: bookingNumber } } });
    // Strict: a field the schema lacks fails as much as one it names that the CMS no longer has.
    expect(z.strictObject(ZAppointmentAnswerSchema.shape).parse(visits.data[0])).toMatchObject({ bookingNumber });
    const messages = await administrator.find('contact-messages', { filters: { subject: { $eq: sent.subject } } });
    expect(z.strictObject(ZContactMessageAnswerSchema.shape).parse(messages.data[0])).toMatchObject({
      subject: sent.subject,
    });
  });

  it("the inbox: a page of visitors' messages with the unread count, and one marked read", async () => {
    const sent = contactMessage();
    expect((await postContactMessage(cmsUrl, { data: sent })).status).toBe(201);
    const receptionist = await signedIn(TEST_ACCOUNTS.receptionist);
    const page = await receptionist.listMessages({ show: 'unread', pageSize: 50 });
    const received = page.data.find((message) => message.subject === sent.subject);
    expect(received).toMatchObject({ language: 'ar', isRead: false });
    expect(page.unread).toBeGreaterThan(0);
    const marked = await receptionist.markMessageRead(received?.documentId ?? '', true);
    expect(marked).toMatchObject({ documentId: received?.documentId, isRead: true });
  });

  it("the statistics: a manager's figures for the last 30 days", async () => {
    const figures = await (await signedIn(TEST_ACCOUNTS.staff)).getStatistics({}, { locale: 'ar' });
    const days = (Date.parse(figures.range.to) - Date.parse(figures.range.from)) / 86_400_000 + 1;
    expect(figures.perDay).toHaveLength(days);
    expect(figures.weekdays.map((day) => day.weekday)[0]).toBe('saturday');
  });
});
