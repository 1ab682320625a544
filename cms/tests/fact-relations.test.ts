import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createOneDaySchedule, findSeededPlace, futureDay, bookPlace, slotHours } from './support/booking';
import { createFullAccessToken, signInAsCmsAdmin } from './support/cms-admin';
import { executeSql, querySql } from './support/sql';

type Entry = { documentId: string; branches?: { documentId: string }[]; doctors?: { documentId: string }[] };

/**
 * Which branches a doctor works at is a fact, the same in every language: changed in one language, on
 * either end of the link, it is the same in the other, in the drafts and in what is published.
 */
describe('[CMS]: links that are facts are the same in every language', () => {
  let cmsUrl: string;
  let token: string;
  let branches: string[];
  let doctor: string;

  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${cmsUrl}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify({ data: body }),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { data: Entry }).data;
  };

  /** The branches each language's draft and published rows link, as stored. */
  const storedBranches = async () => {
    const rows = await querySql<{ locale: string; published: number | boolean; branch: string }>(
      `SELECT d.locale AS locale, d.published_at IS NOT NULL AS published, b.document_id AS branch
       FROM doctors_branches_lnk l JOIN doctors d ON d.id = l.doctor_id JOIN branches b ON b.id = l.branch_id
       WHERE d.document_id = ? ORDER BY b.document_id`,
      [doctor],
    );
    const byRow = new Map<string, string[]>();
    for (const row of rows) {
      const key = `${row.locale}:${row.published ? 'published' : 'draft'}`;
      byRow.set(key, [...(byRow.get(key) ?? []), row.branch]);
    }
    return Object.fromEntries([...byRow].sort());
  };
  const everywhere = (ids: string[]) => {
    const sorted = [...ids].sort();
    return { 'ar:draft': sorted, 'ar:published': sorted, 'en:draft': sorted, 'en:published': sorted };
  };

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    token = await createFullAccessToken(cmsUrl);
    const list = await fetch(`${cmsUrl}/api/branches?sort=publicId:asc`);
    branches = ((await list.json()) as { data: Entry[] }).data.map((branch) => branch.documentId);
    const created = await call('POST', '/doctors?status=published&locale=en', {
      name: 'Dr. Linked Tester',
      slug: 'dr-linked-tester',
      branches: [branches[0]],
    });
    doctor = created.documentId;
  });

  afterAll(async () => {
    if (doctor)
      await fetch(`${cmsUrl}/api/doctors/${doctor}?locale=*`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
  });

  it('a new language of an entry starts with the links it already has', async () => {
    await call('PUT', `/doctors/${doctor}?status=published&locale=ar`, {
      name: 'د. مختبر الروابط',
      slug: 'dr-linked-tester',
    });
    expect(await storedBranches()).toEqual(everywhere([branches[0] ?? '']));
  });

  it('a change saved and published in English reaches the Arabic draft and published entry', async () => {
    await call('PUT', `/doctors/${doctor}?status=published&locale=en`, { branches: [branches[0], branches[1]] });
    expect(await storedBranches()).toEqual(everywhere([branches[0] ?? '', branches[1] ?? '']));
    const arabic = await fetch(`${cmsUrl}/api/doctors/${doctor}?locale=ar&populate[branches][fields][0]=name`);
    const { data } = (await arabic.json()) as { data: Entry };
    expect(data.branches?.map((branch) => branch.documentId).sort()).toEqual([branches[0], branches[1]].sort());
  });

  it('a change made from the branch’s side, in Arabic, reaches the English doctor', async () => {
    const branch = branches[2] ?? '';
    const arabicBranch = await fetch(`${cmsUrl}/api/branches/${branch}?locale=ar&populate[doctors][fields][0]=name`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const current =
      ((await arabicBranch.json()) as { data: Entry }).data.doctors?.map((entry) => entry.documentId) ?? [];
    await call('PUT', `/branches/${branch}?status=published&locale=ar`, { doctors: [...current, doctor] });
    expect(await storedBranches()).toEqual(everywhere([branches[0] ?? '', branches[1] ?? '', branch]));
    await call('PUT', `/branches/${branch}?status=published&locale=ar`, { doctors: current });
    expect(await storedBranches()).toEqual(everywhere([branches[0] ?? '', branches[1] ?? '']));
  });

  it('the admin panel’s own format: a branch connected in the Arabic form reaches the English draft', async () => {
    const adminToken = await signInAsCmsAdmin(cmsUrl);
    const branch = branches[2] ?? '';
    const response = await fetch(`${cmsUrl}/content-manager/collection-types/api::doctor.doctor/${doctor}?locale=ar`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({
        name: 'د. مختبر الروابط',
        branches: { connect: [{ documentId: branch, locale: 'ar' }], disconnect: [] },
        specialties: { connect: [], disconnect: [] },
      }),
    });
    expect(response.status).toBe(200);
    const stored = await storedBranches();
    expect(stored['en:draft']).toContain(branch);
    expect(stored['en:published']).not.toContain(branch);
  });

  it('a leave is one in every language: whom and when it covers, changed in Arabic, is the same in English', async () => {
    const otherDoctor = (
      (await (await fetch(`${cmsUrl}/api/doctors?sort=publicId:asc&fields[0]=name`)).json()) as { data: Entry[] }
    ).data[0]?.documentId;
    const leave = await call('POST', '/schedule-exceptions?locale=en', {
      doctor,
      branch: branches[0],
      startDate: futureDay(40).date,
      endDate: futureDay(41).date,
      reason: 'Conference',
    });
    try {
      await call('PUT', `/schedule-exceptions/${leave.documentId}?locale=ar`, { reason: 'مؤتمر' });
      await call('PUT', `/schedule-exceptions/${leave.documentId}?locale=ar`, {
        doctor: otherDoctor,
        branch: null,
        endDate: futureDay(42).date,
      });
      const inEachLanguage = await Promise.all(
        (['en', 'ar'] as const).map(async (locale) => {
          const response = await fetch(
            `${cmsUrl}/api/schedule-exceptions/${leave.documentId}?locale=${locale}&populate[doctor][fields][0]=name&populate[branch][fields][0]=name`,
            { headers: { authorization: `Bearer ${token}` } },
          );
          const { data } = (await response.json()) as {
            data: { endDate: string; reason: string; doctor: Entry | null; branch: Entry | null };
          };
          return [locale, data.doctor?.documentId, data.branch, data.endDate, data.reason];
        }),
      );
      expect(inEachLanguage).toEqual([
        ['en', otherDoctor, null, futureDay(42).date, 'Conference'],
        ['ar', otherDoctor, null, futureDay(42).date, 'مؤتمر'],
      ]);
    } finally {
      await fetch(`${cmsUrl}/api/schedule-exceptions/${leave.documentId}?locale=*`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
    }
  });

  it('the booking asks the default language where a doctor works, whatever language the patient books in', async () => {
    // A stale Arabic link, as an older database may hold: the doctor works at the branch only in Arabic.
    const place = await findSeededPlace(cmsUrl, 7);
    const elsewhere = branches.find((branch) => branch !== place.branch) ?? '';
    const [arabicDoctor] = await querySql<{ id: number }>(
      'SELECT id FROM doctors WHERE document_id = ? AND locale = ? AND published_at IS NOT NULL',
      [place.doctor, 'ar'],
    );
    const [arabicBranch] = await querySql<{ id: number }>(
      'SELECT id FROM branches WHERE document_id = ? AND locale = ? AND published_at IS NOT NULL',
      [elsewhere, 'ar'],
    );
    const alreadyThere = await querySql('SELECT id FROM doctors_branches_lnk WHERE doctor_id = ? AND branch_id = ?', [
      arabicDoctor?.id,
      arabicBranch?.id,
    ]);
    expect(alreadyThere).toEqual([]);
    await executeSql('INSERT INTO doctors_branches_lnk (doctor_id, branch_id) VALUES (?, ?)', [
      arabicDoctor?.id,
      arabicBranch?.id,
    ]);
    try {
      const day = futureDay(13);
      await createOneDaySchedule(
        cmsUrl,
        token,
        { doctor: place.doctor, branch: elsewhere },
        day,
        slotHours('05:00', '05:30', 30),
      );
      const start = day.at('05:00');
      for (const locale of ['ar', 'en'] as const) {
        const response = await bookPlace(cmsUrl, { doctor: place.doctor, branch: elsewhere }, start, {
          overrides: { locale },
        });
        expect(response.status, locale).toBe(400);
        expect(response.body.error?.details.errors).toEqual([
          { path: ['branch'], message: 'validation.doctorNotAtBranch', name: 'ValidationError' },
        ]);
      }
    } finally {
      await executeSql('DELETE FROM doctors_branches_lnk WHERE doctor_id = ? AND branch_id = ?', [
        arabicDoctor?.id,
        arabicBranch?.id,
      ]);
    }
  });
});
