import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PRIVATE_SUBJECTS } from './support/admin-roles';
import { createFullAccessToken } from './support/cms-admin';
import { EDITOR_SUBJECTS, callAdminApi, signInAsCmsEditor } from './support/cms-editor';
import { findSeededPlace, futureDay } from './support/booking';

const DOCTOR = 'api::doctor.doctor';
const SCHEDULE = 'api::doctor-schedule.doctor-schedule';

describe('[CMS]: the clinic editor in the admin panel', () => {
  let cmsUrl: string;
  let editorToken: string;

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    editorToken = await signInAsCmsEditor(cmsUrl);
  });

  afterAll(async () => {
    await callAdminApi(cmsUrl, editorToken, '/admin/users/me', {
      method: 'PUT',
      body: JSON.stringify({ preferedLanguage: 'en' }),
    });
  });

  it('serves the clinic’s logo as the browser’s /favicon.ico', async () => {
    const answer = await fetch(`${cmsUrl}/favicon.ico`);
    expect(answer.status).toBe(200);
    const picture = Buffer.from(await answer.arrayBuffer());
    // A PNG: its signature, then a 64 × 64 header.
    expect(picture.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([picture.readUInt32BE(16), picture.readUInt32BE(20)]).toEqual([64, 64]);
  });

  it('is seeded with the clinic editor role, not as a super admin', async () => {
    const me = await callAdminApi(cmsUrl, editorToken, '/admin/users/me');
    const roles = (me.body.data as { roles: { code: string }[] }).roles.map((role) => role.code);
    expect(roles).toEqual(['clinic-editor']);
  });

  it('holds permissions on the public content, the media and the hours, and nothing else', async () => {
    const answer = await callAdminApi(cmsUrl, editorToken, '/admin/users/me/permissions');
    const permissions = answer.body.data as { action: string; subject: string | null }[];
    const subjects = new Set(permissions.flatMap((permission) => (permission.subject ? [permission.subject] : [])));
    expect([...subjects].sort()).toEqual([...EDITOR_SUBJECTS].sort());
    const actions = new Set(permissions.map((permission) => permission.action));
    for (const action of actions) expect(action).toMatch(/^plugin::(content-manager\.explorer|upload)\./);
    const can = (action: string, subject: string) =>
      permissions.some((permission) => permission.action === action && permission.subject === subject);
    expect(can('plugin::content-manager.explorer.publish', DOCTOR)).toBe(true);
    expect(can('plugin::content-manager.explorer.create', SCHEDULE)).toBe(true);
    expect(can('plugin::content-manager.explorer.delete', 'api::schedule-exception.schedule-exception')).toBe(true);
    expect(actions.has('plugin::upload.assets.create')).toBe(true);
  });

  it('is refused patients, messages, users, settings and the schema builder when asking directly', async () => {
    const refused = [
      ...PRIVATE_SUBJECTS.map((subject) => `/content-manager/collection-types/${subject}`),
      '/admin/users',
      '/admin/roles',
      '/admin/api-tokens',
      '/admin/webhooks',
      '/content-type-builder/content-types',
      '/users-permissions/roles',
    ];
    for (const path of refused) {
      const { status } = await callAdminApi(cmsUrl, editorToken, path);
      expect([path, status]).toEqual([path, 403]);
    }
  });

  it('edits and publishes a doctor in Arabic, which the public API then serves', async () => {
    const place = await findSeededPlace(cmsUrl, 2);
    const path = `/content-manager/collection-types/${DOCTOR}/${place.doctor}`;
    const before = await callAdminApi(cmsUrl, editorToken, `${path}?locale=ar`);
    const bio = `${(before.body.data as { bio: string }).bio} ${'يستقبل مرضاه في الصباح أيضًا.'}`;
    const saved = await callAdminApi(cmsUrl, editorToken, `${path}?locale=ar`, {
      method: 'PUT',
      body: JSON.stringify({ bio }),
    });
    expect(saved.status).toBe(200);
    const published = await callAdminApi(cmsUrl, editorToken, `${path}/actions/publish?locale=ar`, {
      method: 'POST',
      body: JSON.stringify({}),
    });
    expect(published.status).toBe(200);
    const publicAnswer = await fetch(`${cmsUrl}/api/doctors/${place.doctor}?locale=ar`);
    expect(((await publicAnswer.json()) as { data: { bio: string } }).data.bio).toBe(bio);
  });

  it('names a schedule by doctor, branch, day and hours, and renames it when the doctor is renamed', async () => {
    const token = await createFullAccessToken(cmsUrl);
    // A draft of a new doctor: the other tests count the published ones.
    const created = await fetch(`${cmsUrl}/api/doctors`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ data: { name: 'Dr. Laila Hamdy', slug: `laila-hamdy-${Date.now()}` } }),
    });
    expect(created.status).toBe(201);
    const doctor = ((await created.json()) as { data: { documentId: string } }).data.documentId;
    const { branch } = await findSeededPlace(cmsUrl);
    const branchName = ((await (await fetch(`${cmsUrl}/api/branches/${branch}`)).json()) as { data: { name: string } })
      .data.name;
    const day = futureDay(400);
    const schedule = await callAdminApi(cmsUrl, editorToken, `/content-manager/collection-types/${SCHEDULE}`, {
      method: 'POST',
      body: JSON.stringify({
        doctor: { connect: [{ documentId: doctor, locale: 'en' }] },
        branch: { connect: [{ documentId: branch, locale: 'en' }] },
        weekday: day.weekday,
        startTime: '05:00',
        endTime: '06:00',
        mode: 'slots',
        slotMinutes: 30,
        capacity: 1,
        effectiveFrom: day.date,
        effectiveUntil: day.date,
      }),
    });
    expect(schedule.status).toBe(201);
    const weekday = day.weekday.charAt(0).toUpperCase() + day.weekday.slice(1);
    const scheduleId = (schedule.body.data as { documentId: string }).documentId;
    const readLabel = async () =>
      (
        (await callAdminApi(cmsUrl, editorToken, `/content-manager/collection-types/${SCHEDULE}/${scheduleId}`)).body
          .data as { label: string }
      ).label;
    expect(await readLabel()).toBe(
      `Dr. Laila Hamdy — ${branchName} — ${weekday} 05:00–06:00 (from ${day.date} until ${day.date})`,
    );

    // In the Arabic panel the same entry, and the list, name it in Arabic: the branch's Arabic name, the
    // day in Arabic, the doctor's only name (the new doctor has no Arabic version yet).
    const preferLanguage = (preferedLanguage: string) =>
      callAdminApi(cmsUrl, editorToken, '/admin/users/me', {
        method: 'PUT',
        body: JSON.stringify({ preferedLanguage }),
      });
    const branchNameAr = (
      (await (await fetch(`${cmsUrl}/api/branches/${branch}?locale=ar`)).json()) as { data: { name: string } }
    ).data.name;
    const weekdayAr = new Intl.DateTimeFormat('ar', { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(`${day.date}T12:00:00Z`),
    );
    const arabicLabel = `Dr. Laila Hamdy — ${branchNameAr} — ${weekdayAr} 05:00–06:00 (من ${day.date} حتى ${day.date})`;
    expect((await preferLanguage('ar')).status).toBe(200);
    try {
      expect(await readLabel()).toBe(arabicLabel);
      const list = await callAdminApi(
        cmsUrl,
        editorToken,
        `/content-manager/collection-types/${SCHEDULE}?filters[documentId][$eq]=${scheduleId}`,
      );
      expect((list.body as { results: { label: string }[] }).results.map((entry) => entry.label)).toEqual([
        arabicLabel,
      ]);
    } finally {
      await preferLanguage('en');
    }

    const renamed = await callAdminApi(
      cmsUrl,
      editorToken,
      `/content-manager/collection-types/${DOCTOR}/${doctor}?locale=en`,
      {
        method: 'PUT',
        body: JSON.stringify({ name: 'Dr. Laila Hamdy Saleh' }),
      },
    );
    expect(renamed.status).toBe(200);
    expect(await readLabel()).toMatch(/^Dr\. Laila Hamdy Saleh — /);

    await callAdminApi(cmsUrl, editorToken, `/content-manager/collection-types/${SCHEDULE}/${scheduleId}`, {
      method: 'DELETE',
    });
    await fetch(`${cmsUrl}/api/doctors/${doctor}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });

    const listed = await callAdminApi(cmsUrl, editorToken, `/content-manager/content-types/${SCHEDULE}/configuration`);
    const configuration = (listed.body.data as { contentType: ScheduleConfiguration }).contentType;
    expect(configuration.settings.mainField).toBe('label');
    expect(configuration.metadatas.label?.edit.editable).toBe(false);
    // The form's English words (the Arabic ones are the panel's translations, driven in e2e/editors).
    const labels = ['doctor', 'branch', 'weekday', 'startTime', 'endTime', 'slotMinutes'].map(
      (field) => configuration.metadatas[field]?.edit.label,
    );
    expect(labels).toEqual(['Doctor', 'Branch', 'Day', 'From', 'Until', 'Minutes per appointment']);
  });

  it('refuses a time off the clock, which the panel’s picker never offers but a direct call could send', async () => {
    const refused = await callAdminApi(cmsUrl, editorToken, `/content-manager/collection-types/${SCHEDULE}`, {
      method: 'POST',
      body: JSON.stringify({
        weekday: 'monday',
        startTime: '25:00',
        endTime: '24:30',
        mode: 'slots',
        slotMinutes: 30,
        capacity: 1,
      }),
    });
    expect(refused.status).toBe(400);
    const paths = (
      refused.body as { error?: { details?: { errors?: { path: string[] }[] } } }
    ).error?.details?.errors?.map((error) => error.path.join('.'));
    expect(paths?.sort()).toEqual(['endTime', 'startTime']);
  });

  it('labels the fields in plain words, keeps the link number read-only, and hints in the editor’s language', async () => {
    const read = async () =>
      (
        (await callAdminApi(cmsUrl, editorToken, `/content-manager/content-types/${DOCTOR}/configuration`)).body
          .data as { contentType: ScheduleConfiguration }
      ).contentType;
    // The home page's slides: a component's field hint, in the editor's language (none is stored).
    const slideHint = async () =>
      (
        (await callAdminApi(cmsUrl, editorToken, '/content-manager/content-types/api::home.home/configuration')).body
          .data as { components: Record<string, ScheduleConfiguration> }
      ).components['home.slide']?.metadatas.ctaHref?.edit.description;
    expect(await slideHint()).toMatch(/^A page of the site without its language/);
    const english = await read();
    expect(english.metadatas.yearsOfExperience?.edit.label).toBe('Years of experience');
    expect(english.metadatas.publicId?.edit.editable).toBe(false);
    expect(english.metadatas.publicId?.edit.description).toMatch(/old links keep working/);
    expect(english.layouts.list).toEqual(['name', 'title', 'yearsOfExperience', 'publicId']);
    // The form starts with the name, and the link number comes after what an editor writes.
    const order = english.layouts.edit.flat().map((field) => field.name);
    expect(order[0]).toBe('name');
    expect(order.indexOf('publicId')).toBeGreaterThan(order.indexOf('bio'));

    const switched = await callAdminApi(cmsUrl, editorToken, '/admin/users/me', {
      method: 'PUT',
      body: JSON.stringify({ preferedLanguage: 'ar' }),
    });
    expect(switched.status).toBe(200);
    const arabic = await read();
    expect(arabic.metadatas.publicId?.edit.description).toMatch(/الروابط القديمة/);
    expect(await slideHint()).toMatch(/^صفحة من الموقع بلا لغتها/);
    expect(arabic.metadatas.yearsOfExperience?.edit.label).toBe('Years of experience');
  });
});

type ScheduleConfiguration = {
  settings: { mainField: string };
  metadatas: Record<string, { edit: { label: string; description: string; editable: boolean } }>;
  layouts: { list: string[]; edit: { name: string; size: number }[][] };
};
