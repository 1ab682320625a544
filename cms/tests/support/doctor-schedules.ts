import { expect } from 'vitest';

/** A doctor's hours at a branch as the REST API lists them, with the doctor's and branch's names. */
type ScheduleEntry = {
  documentId: string;
  weekday: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
  startTime: string;
  endTime: string;
  mode: 'slots' | 'fcfs';
  slotMinutes: number | null;
  capacity: number;
  effectiveFrom: string | null;
  effectiveUntil: string | null;
  doctor: { documentId: string; name: string } | null;
  branch: { documentId: string; name: string } | null;
};

/** Every doctor's hours at every branch (regular and one-day), read with a full-access API token. */
export const listDoctorSchedules = async (cmsUrl: string, token: string) => {
  const response = await fetch(
    `${cmsUrl}/api/doctor-schedules?populate[doctor][fields][0]=name&populate[branch][fields][0]=name&pagination[pageSize]=500`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: ScheduleEntry[] }).data;
};
