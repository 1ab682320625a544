import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeOnce } from './support/database-passes';
import { startTestCms } from '@clinic/tools/cms-test-server';
import { createOneDaySchedule, findSeededPlace, futureDay, sessionHours } from './support/booking';
import { createFullAccessToken } from './support/cms-admin';
import { callAdminApi, signInAsCmsEditor } from './support/cms-editor';
import { contactMessage, postContactMessage } from './support/contact';
import { type RequestRecorder, parseBody, sleep, startRequestRecorder, waitUntil } from './support/recorder';

type TestCms = Awaited<ReturnType<typeof startTestCms>>;

const findFirstDoctor = async (cmsUrl: string) => {
  const response = await fetch(`${cmsUrl}/api/doctors?locale=en&pagination[pageSize]=1&fields[0]=publicId`);
  const { data } = (await response.json()) as { data: { documentId: string; publicId: number }[] };
  if (!data[0]) throw new Error('No seeded doctor');
  return data[0];
};

const updateBio = (cmsUrl: string, token: string, documentId: string, bio: string) =>
  fetch(`${cmsUrl}/api/doctors/${documentId}?locale=en`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ data: { bio } }),
  });

/** CMSs of their own, pointed at a recorder standing in for the web app's revalidation endpoint. */
describeOnce('[CMS]: on-demand revalidation of the web app', () => {
  let recorder: RequestRecorder;

  beforeAll(async () => {
    recorder = await startRequestRecorder();
  });
  afterAll(() => recorder.stop());
  beforeEach(() => recorder.reset());

  describe('with a secret', () => {
    let cms: TestCms;
    let token: string;

    beforeAll(async () => {
      cms = await startTestCms({ env: { WEB_REVALIDATE_URL: recorder.url, REVALIDATE_SECRET: 'test-secret' } });
      token = await createFullAccessToken(cms.url);
      // Creating the token changes no content; start every test from silence all the same.
      await sleep(400);
    });
    afterAll(() => cms.stop());

    it('tells the web app within 5 s that an editor changed a doctor, and which (its page’s id too), and again 2 s later', async () => {
      const { documentId: doctor, publicId } = await findFirstDoctor(cms.url);
      const bio = `Revalidation check ${Date.now()}`;
      expect((await updateBio(cms.url, token, doctor, bio)).status).toBe(200);

      const [notice] = await recorder.waitForRequests(1, 5_000);
      expect(notice?.method).toBe('POST');
      expect(notice?.path).toBe('/api/revalidate');
      expect(notice?.headers['x-revalidate-secret']).toBe('test-secret');
      expect(notice?.headers['content-type']).toBe('application/json');
      expect(parseBody(notice)).toEqual({ model: 'doctor', documentId: doctor, publicId });
      // The same notice again, for a page a render stored after the first (see the notifier).
      const [, repeated] = await recorder.waitForRequests(2, 5_000);
      expect(parseBody(repeated)).toEqual(parseBody(notice));
      await sleep(600);
      expect(recorder.requests).toHaveLength(2);

      const published = await fetch(`${cms.url}/api/doctors/${doctor}?locale=en&fields[0]=bio`);
      expect(((await published.json()) as { data: { bio: string } }).data.bio).toBe(bio);
    });

    it('tells it about schedules, which change the openings shown, when they are created and deleted', async () => {
      const place = await findSeededPlace(cms.url);
      const schedule = await createOneDaySchedule(
        cms.url,
        token,
        place,
        futureDay(9),
        sessionHours('05:00', '06:00', 3),
      );
      const [created] = await recorder.waitForRequests(2, 5_000);
      expect(parseBody(created)).toEqual({ model: 'doctor-schedule', documentId: schedule });

      recorder.reset();
      const deleted = await fetch(`${cms.url}/api/doctor-schedules/${schedule}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(deleted.status).toBe(204);
      const [removed] = await recorder.waitForRequests(2, 5_000);
      expect(parseBody(removed)).toEqual({ model: 'doctor-schedule', documentId: schedule });
    });

    it('says nothing of a draft an editor saves, which changes no page, and tells it when the draft is published', async () => {
      const editor = await signInAsCmsEditor(cms.url);
      const { documentId: doctor, publicId } = await findFirstDoctor(cms.url);
      const path = `/content-manager/collection-types/api::doctor.doctor/${doctor}`;
      const bio = `A draft for tomorrow ${Date.now()}`;
      const saved = await callAdminApi(cms.url, editor, `${path}?locale=en`, {
        method: 'PUT',
        body: JSON.stringify({ bio }),
      });
      expect(saved.status).toBe(200);
      await sleep(1_000);
      expect(recorder.requests).toEqual([]);

      const published = await callAdminApi(cms.url, editor, `${path}/actions/publish?locale=en`, {
        method: 'POST',
        body: JSON.stringify({}),
      });
      expect(published.status).toBe(200);
      const [notice] = await recorder.waitForRequests(2, 5_000);
      expect(parseBody(notice)).toEqual({ model: 'doctor', documentId: doctor, publicId });
    });

    it('says nothing about private content such as a contact message', async () => {
      expect((await postContactMessage(cms.url, { data: contactMessage() })).status).toBe(201);
      await sleep(1_000);
      expect(recorder.requests).toEqual([]);
    });

    it('saves the editor’s change at once when the web app hangs, and logs the timeout', async () => {
      recorder.answerWith('never');
      const { documentId: doctor } = await findFirstDoctor(cms.url);
      const started = Date.now();
      expect((await updateBio(cms.url, token, doctor, `While the web hangs ${started}`)).status).toBe(200);
      expect(Date.now() - started).toBeLessThan(3_000);
      await recorder.waitForRequests(2, 5_000);
      await waitUntil(
        () => /Could not ask the web app to revalidate doctor at .+: TimeoutError/.test(cms.output()),
        6_000,
        'the timeout warning',
      );
    });
  });

  describe('without a secret', () => {
    let cms: TestCms;

    beforeAll(async () => {
      cms = await startTestCms({ env: { WEB_REVALIDATE_URL: recorder.url, REVALIDATE_SECRET: '' } });
    });
    afterAll(() => cms.stop());

    it('sends nothing, and says so once at boot', async () => {
      const token = await createFullAccessToken(cms.url);
      const { documentId: doctor } = await findFirstDoctor(cms.url);
      expect((await updateBio(cms.url, token, doctor, 'No secret, no notice')).status).toBe(200);
      await sleep(1_500);
      expect(recorder.requests).toEqual([]);
      expect(cms.output()).toContain('REVALIDATE_SECRET is empty: the web app will not be told when content changes');
    });
  });
});
