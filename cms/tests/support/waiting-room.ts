import { afterAll, beforeAll, inject } from 'vitest';
import { createFullAccessToken, signInAsStaff } from './cms-admin';
import { type Place, type futureDay, createOneDaySchedule, createTestDoctor, sessionHours, slotHours } from './booking';

/**
 * A doctor of the test's own at the second seeded branch (the seeded receptionist works at the first
 * only), seeing patients on `day` in a first-come session 05:00–06:00 of 8 places and in 30-minute
 * visits 06:00–07:00; a manager's session for the desk, and `remove` for the doctor.
 */
export const openWaitingRoomDoctor = async (cmsUrl: string, name: string, day: ReturnType<typeof futureDay>) => {
  const staff = await signInAsStaff(cmsUrl);
  const token = await createFullAccessToken(cmsUrl);
  const { place, remove } = await createTestDoctor(cmsUrl, token, name, 1);
  await createOneDaySchedule(cmsUrl, token, place, day, sessionHours('05:00', '06:00', 8));
  await createOneDaySchedule(cmsUrl, token, place, day, slotHours('06:00', '07:00', 30));
  return { staff, place, remove };
};

/**
 * A suite's own waiting-room doctor (openWaitingRoomDoctor), opened before its tests and removed after
 * them: the CMS's address, the manager's session and the place, once the suite has started.
 */
export const useWaitingRoomDoctor = (name: string, day: ReturnType<typeof futureDay>) => {
  const suite = { cmsUrl: '', staff: {} as Record<string, string>, place: { doctor: '', branch: '' } as Place };
  let remove = async () => undefined as unknown;
  beforeAll(async () => {
    suite.cmsUrl = inject('cmsUrl');
    const opened = await openWaitingRoomDoctor(suite.cmsUrl, name, day);
    Object.assign(suite, { staff: opened.staff, place: opened.place });
    remove = opened.remove;
  });
  afterAll(() => remove());
  return suite;
};
