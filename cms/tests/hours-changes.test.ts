import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Place, bookEarlyVisit, findSeededPlace, futureDay } from './support/booking';
import { createFullAccessToken, signInAsStaff } from './support/cms-admin';
import { callAdminApi, signInAsCmsEditor } from './support/cms-editor';
import { pickedInPanel } from './support/content-manager';
import { readListedVisit } from './support/staff-requests';
import { readOpenings } from './support/openings';

const SCHEDULE = 'api::doctor-schedule.doctor-schedule';
const EXCEPTION = 'api::schedule-exception.schedule-exception';

type Refusal = { error?: { message: string; details?: { errors?: { path: string[]; message: string }[] } } };

/** What an editor's change of hours does to the visits already booked in them. */
describe('[CMS]: a change of hours that hits booked visits', () => {
  let cmsUrl: string;
  let token: string;
  let editorToken: string;
  let staff: Record<string, string>;
  let place: Place;

  /** The visit as the staff list shows it, found by its booking number. */
  const readVisit = (visit: { bookingNumber: string; start: string }) => readListedVisit(cmsUrl, staff, visit);

  /** A one-day schedule at 05:00–06:00 at `at` (the test's place unless another) and a visit booked at 05:00. */
  const bookVisitOn = (day: ReturnType<typeof futureDay>, at: Place = place) => bookEarlyVisit(cmsUrl, token, at, day);

  const saveLeave = (day: ReturnType<typeof futureDay>, extra: Record<string, unknown> = {}) =>
    callAdminApi(cmsUrl, editorToken, `/content-manager/collection-types/${EXCEPTION}?locale=en`, {
      method: 'POST',
      body: JSON.stringify({
        doctor: { connect: [{ documentId: place.doctor, locale: 'en' }] },
        startDate: day.date,
        endDate: day.date,
        reason: 'Conference',
        ...extra,
      }),
    });

  const refusalOf = (body: unknown) => {
    const error = (body as Refusal).error;
    return { message: error?.message ?? '', paths: error?.details?.errors?.map((entry) => entry.path.join('.')) };
  };

  const setEditorLanguage = (language: 'en' | 'ar') =>
    callAdminApi(cmsUrl, editorToken, '/admin/users/me', {
      method: 'PUT',
      body: JSON.stringify({ preferedLanguage: language }),
    });

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    token = await createFullAccessToken(cmsUrl);
    editorToken = await signInAsCmsEditor(cmsUrl);
    staff = await signInAsStaff(cmsUrl);
    place = await findSeededPlace(cmsUrl, 4);
  });

  afterAll(async () => {
    await setEditorLanguage('en');
  });

  it('refuses a leave over a booked visit, naming the visit and nothing of the patient, until the editor confirms', async () => {
    const day = futureDay(20);
    const { visit } = await bookVisitOn(day);

    const refused = await saveLeave(day);
    expect(refused.status).toBe(400);
    const { message, paths } = refusalOf(refused.body);
    expect(paths).toEqual(['confirmBookedVisits']);
    expect(message).toContain(visit.bookingNumber);
    expect(message).toContain('05:00');
    expect(message).toMatch(/1 booked visit\(s\) outside the doctor’s hours/);
    for (const patientDetail of ['Mona', 'Saleh', '1012345678']) expect(message).not.toContain(patientDetail);
    const leaves = await fetch(
      `${cmsUrl}/api/schedule-exceptions?filters[startDate][$eq]=${day.date}&filters[doctor][documentId][$eq]=${place.doctor}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(((await leaves.json()) as { data: unknown[] }).data).toEqual([]);
    expect((await readVisit(visit)).displacedAt).toBeNull();

    const confirmed = await saveLeave(day, { confirmBookedVisits: true });
    expect(confirmed.status).toBe(201);
    const leave = confirmed.body.data as { documentId: string; confirmBookedVisits: boolean };
    // The confirmation counts for that one save: the entry never keeps it ticked.
    expect(leave.confirmBookedVisits).toBe(false);
    const displaced = await readVisit(visit);
    expect(displaced.displacedBy).toBe('closure');
    expect(Date.parse(displaced.displacedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect((await readOpenings(cmsUrl, place, day.date))[0]?.openings).toEqual([]);

    // Taking the leave back puts the visit back in the doctor's hours: nobody needs a call any more.
    const removed = await callAdminApi(
      cmsUrl,
      editorToken,
      `/content-manager/collection-types/${EXCEPTION}/${leave.documentId}?locale=en`,
      { method: 'DELETE' },
    );
    expect(removed.status).toBe(200);
    expect(await readVisit(visit)).toMatchObject({ displacedAt: null, displacedBy: null });
  });

  it('says it in Arabic to an editor whose panel is in Arabic', async () => {
    const day = futureDay(21);
    const { visit } = await bookVisitOn(day);
    expect((await setEditorLanguage('ar')).status).toBe(200);
    const refused = await saveLeave(day);
    expect(refused.status).toBe(400);
    const { message } = refusalOf(refused.body);
    expect(message).toContain(`الحجز ${visit.bookingNumber}`);
    expect(message).toContain('«الزيارات المحجوزة: سيتصل الاستقبال بهؤلاء المرضى»');
    await setEditorLanguage('en');
  });

  it('refuses new weekly hours that leave a visit out, saves them once confirmed, and lets harmless changes through', async () => {
    const day = futureDay(22);
    const { schedule, visit } = await bookVisitOn(day);
    const path = `/content-manager/collection-types/${SCHEDULE}/${schedule}`;

    const harmless = await callAdminApi(cmsUrl, editorToken, path, {
      method: 'PUT',
      body: JSON.stringify({ capacity: 2 }),
    });
    expect(harmless.status).toBe(200);

    const later = await callAdminApi(cmsUrl, editorToken, path, {
      method: 'PUT',
      body: JSON.stringify({ startTime: '05:30' }),
    });
    expect(later.status).toBe(400);
    expect(refusalOf(later.body).message).toContain(visit.bookingNumber);
    const unchanged = await callAdminApi(cmsUrl, editorToken, path);
    expect((unchanged.body.data as { startTime: string }).startTime).toBe('05:00');

    const confirmed = await callAdminApi(cmsUrl, editorToken, path, {
      method: 'PUT',
      body: JSON.stringify({ startTime: '05:30', confirmBookedVisits: true }),
    });
    expect(confirmed.status).toBe(200);
    expect(await readVisit(visit)).toMatchObject({ displacedBy: 'hoursChange' });
    expect((await readVisit(visit)).displacedAt).not.toBeNull();
  });

  it('lists to the panel, before any save, the visits a change would leave out, and stores nothing', async () => {
    const day = futureDay(25);
    const { schedule, visit } = await bookVisitOn(day);
    const preview = (data: Record<string, unknown>, editor = editorToken) =>
      callAdminApi(cmsUrl, editor, '/clinic/booked-visits', { method: 'POST', body: JSON.stringify({ data }) });

    const later = await preview({ model: SCHEDULE, documentId: schedule, values: { startTime: '05:30' } });
    expect(later.status).toBe(200);
    expect(later.body.data).toEqual([
      { bookingNumber: visit.bookingNumber, startsAt: new Date(visit.start).toISOString(), doctor: expect.any(String) },
    ]);
    const leave = await preview({
      model: EXCEPTION,
      locale: 'en',
      values: {
        doctor: pickedInPanel('api::doctor.doctor', place.doctor, 'from the form'),
        startDate: day.date,
        endDate: day.date,
      },
    });
    expect((leave.body.data as { bookingNumber: string }[]).map((entry) => entry.bookingNumber)).toEqual([
      visit.bookingNumber,
    ]);
    const harmless = await preview({ model: SCHEDULE, documentId: schedule, values: { capacity: 3 } });
    expect(harmless.body.data).toEqual([]);

    // Nothing of the trials was kept: the hours, the closures and the visit are as they were.
    const stored = await callAdminApi(cmsUrl, editorToken, `/content-manager/collection-types/${SCHEDULE}/${schedule}`);
    expect(stored.body.data).toMatchObject({ startTime: '05:00', capacity: 1 });
    const leaves = await fetch(`${cmsUrl}/api/schedule-exceptions?filters[startDate][$eq]=${day.date}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await leaves.json()) as { data: unknown[] }).data).toEqual([]);
    expect((await readVisit(visit)).displacedAt).toBeNull();

    expect((await fetch(`${cmsUrl}/clinic/booked-visits`, { method: 'POST' })).status).toBe(401);
    expect((await preview({ model: 'api::appointment.appointment', values: {} })).status).toBe(400);
  });

  it('lists for a branch’s closure exactly the visits its save would flag: that branch’s, not another’s', async () => {
    const day = futureDay(28);
    const { visit } = await bookVisitOn(day);
    // A visit the same day at another branch, with a doctor who does not work at the closed one.
    const doctorsResponse = await fetch(
      `${cmsUrl}/api/doctors?sort=publicId:asc&populate[branches][fields][0]=name&pagination[pageSize]=100`,
    );
    const doctors = (
      (await doctorsResponse.json()) as {
        data: { documentId: string; branches: { documentId: string }[] }[];
      }
    ).data;
    const elsewhere = doctors.find(
      (doctor) => !doctor.branches.some((branch) => branch.documentId === place.branch) && doctor.branches[0],
    );
    if (!elsewhere?.branches[0]) throw new Error('No seeded doctor works only at other branches');
    const otherPlace = { doctor: elsewhere.documentId, branch: elsewhere.branches[0].documentId };
    const other = await bookVisitOn(day, otherPlace);

    const closure = { startDate: day.date, endDate: day.date };
    const preview = await callAdminApi(cmsUrl, editorToken, '/clinic/booked-visits', {
      method: 'POST',
      body: JSON.stringify({
        data: {
          model: EXCEPTION,
          locale: 'en',
          values: {
            ...closure,
            doctor: { connect: [], disconnect: [] },
            branch: pickedInPanel('api::branch.branch', place.branch, 'Heliopolis'),
          },
        },
      }),
    });
    expect(preview.status).toBe(200);
    const listed = (preview.body.data as { bookingNumber: string }[]).map((entry) => entry.bookingNumber);

    const saved = await callAdminApi(cmsUrl, editorToken, `/content-manager/collection-types/${EXCEPTION}?locale=en`, {
      method: 'POST',
      body: JSON.stringify({ ...closure, branch: { connect: [{ documentId: place.branch, locale: 'en' }] } }),
    });
    expect(saved.status).toBe(400);
    const flagged = refusalOf(saved.body).message;
    expect(flagged).toContain(visit.bookingNumber);
    expect(flagged).not.toContain(other.visit.bookingNumber);
    expect(listed).toEqual([visit.bookingNumber]);

    // A link it cannot read is refused, never taken for a closure of every branch.
    const unread = await callAdminApi(cmsUrl, editorToken, '/clinic/booked-visits', {
      method: 'POST',
      body: JSON.stringify({
        data: {
          model: EXCEPTION,
          locale: 'en',
          values: { ...closure, branch: { connect: [{ label: 'Heliopolis' }] } },
        },
      }),
    });
    expect(unread.status).toBe(400);
  });

  it('marks the visits of deleted hours at once: the panel’s own dialog confirmed the deletion', async () => {
    const day = futureDay(23);
    const { schedule, visit } = await bookVisitOn(day);
    const removed = await callAdminApi(
      cmsUrl,
      editorToken,
      `/content-manager/collection-types/${SCHEDULE}/${schedule}`,
      {
        method: 'DELETE',
      },
    );
    expect(removed.status).toBe(200);
    expect(await readVisit(visit)).toMatchObject({ displacedBy: 'hoursChange' });
  });

  it('refuses a closure of the whole branch over a visit, through the REST API too', async () => {
    const day = futureDay(24);
    const { visit } = await bookVisitOn(day);
    const closure = { branch: place.branch, startDate: day.date, endDate: day.date, reason: 'Renovation' };
    const send = (data: Record<string, unknown>) =>
      fetch(`${cmsUrl}/api/schedule-exceptions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ data }),
      });
    const refused = await send(closure);
    expect(refused.status).toBe(400);
    expect(refusalOf(await refused.json()).message).toContain(visit.bookingNumber);

    const confirmed = await send({ ...closure, confirmBookedVisits: true });
    expect(confirmed.status).toBe(201);
    expect(await readVisit(visit)).toMatchObject({ displacedBy: 'closure' });
    const { data } = (await confirmed.json()) as { data: { documentId: string } };
    await fetch(`${cmsUrl}/api/schedule-exceptions/${data.documentId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
  });
});
