import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type Place,
  createOneDaySchedule,
  findSeededDoctorAtTwoBranches,
  futureDay,
  slotHours,
} from './support/booking';
import { createFullAccessToken, signInAsCmsAdmin } from './support/cms-admin';
import { countRows } from './support/sql';

type FieldError = { error: { name: string; message: string; details: { errors: { path: string[] }[] } } };

/**
 * A doctor's weekly hours and a closure keep the rules between their fields whoever saves them: hours
 * that end before they start, appointments that do not fill the hours, a last day before the first.
 * Each refusal is a 400 on the field to change, in the editor's language, and leaves nothing stored.
 */
describe('[BOOKING]: hours and closures that break a rule are refused on every save', () => {
  let cmsUrl: string;
  let token: string;
  let place: Place;
  const day = futureDay(23);

  const send = async (method: 'POST' | 'PUT', path: string, data: Record<string, unknown>) => {
    const response = await fetch(`${cmsUrl}/api/${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ data }),
    });
    return { status: response.status, body: (await response.json()) as FieldError };
  };

  const oneDayHours = (startTime: string, endTime: string, slotMinutes: number) => ({
    ...place,
    weekday: day.weekday,
    startTime,
    endTime,
    mode: 'slots',
    slotMinutes,
    capacity: 1,
    effectiveFrom: day.date,
    effectiveUntil: day.date,
  });

  const countHoursFrom = (startTime: string) =>
    countRows('SELECT COUNT(*) AS n FROM doctor_schedules WHERE start_time = ? AND effective_from = ?', [
      startTime,
      day.date,
    ]);

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    token = await createFullAccessToken(cmsUrl);
    [place] = await findSeededDoctorAtTwoBranches(cmsUrl);
  });

  it('hours that end before they start: a 400 on the end time, and nothing stored', async () => {
    const { status, body } = await send('POST', 'doctor-schedules', oneDayHours('04:00', '03:00', 20));
    expect(status).toBe(400);
    expect(body.error.name).toBe('ValidationError');
    expect(body.error.details.errors[0]?.path).toEqual(['endTime']);
    expect(body.error.message).toBe(
      'These hours end at 03:00, before they start at 04:00: choose an end after the start.',
    );
    expect(await countHoursFrom('04:00')).toBe(0);
  });

  it('appointments that leave minutes over: a 400 on the length that says which ends would fit', async () => {
    const { status, body } = await send('POST', 'doctor-schedules', oneDayHours('04:00', '05:00', 25));
    expect(status).toBe(400);
    expect(body.error.details.errors[0]?.path).toEqual(['slotMinutes']);
    expect(body.error.message).toBe(
      'Appointments of 25 minutes do not fill 04:00–05:00: its last 10 minutes would never be offered. End at 04:50 or 05:15, or choose a length that divides the hours.',
    );
    expect(await countHoursFrom('04:00')).toBe(0);
  });

  it('an update that breaks a rule is refused, and the hours stay as they were', async () => {
    const kept = await createOneDaySchedule(cmsUrl, token, place, day, slotHours('04:00', '05:00', 20));
    const { status, body } = await send('PUT', `doctor-schedules/${kept}`, { endTime: '03:40' });
    expect(status).toBe(400);
    expect(body.error.details.errors[0]?.path).toEqual(['endTime']);
    const stored = await countRows(
      'SELECT COUNT(*) AS n FROM doctor_schedules WHERE document_id = ? AND end_time = ?',
      [kept, '05:00'],
    );
    expect(stored).toBe(1);
    const label = await fetch(`${cmsUrl}/api/doctor-schedules/${kept}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await label.json()) as { data: { label: string } }).data.label).not.toContain('⚠');
  });

  it('a closure whose last day is before its first: a 400 on the last day, and nothing stored', async () => {
    const firstDay = futureDay(24).date;
    const lastDay = futureDay(22).date;
    const { status, body } = await send('POST', 'schedule-exceptions?locale=en', {
      doctor: place.doctor,
      startDate: firstDay,
      endDate: lastDay,
      reason: 'Leave',
    });
    expect(status).toBe(400);
    expect(body.error.details.errors[0]?.path).toEqual(['endDate']);
    expect(body.error.message).toBe(`The closure’s last day (${lastDay}) is before its first day (${firstDay}).`);
    expect(
      await countRows('SELECT COUNT(*) AS n FROM schedule_exceptions WHERE start_date = ? AND end_date = ?', [
        firstDay,
        lastDay,
      ]),
    ).toBe(0);
  });

  it('through the admin panel, in the editor’s language, on the field, so the form keeps what was typed', async () => {
    const adminToken = await signInAsCmsAdmin(cmsUrl);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` };
    const language = (preferedLanguage: string) =>
      fetch(`${cmsUrl}/admin/users/me`, { method: 'PUT', headers, body: JSON.stringify({ preferedLanguage }) });
    expect((await language('ar')).status).toBe(200);
    try {
      const response = await fetch(`${cmsUrl}/content-manager/collection-types/api::doctor-schedule.doctor-schedule`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          doctor: { connect: [{ documentId: place.doctor, locale: 'en' }] },
          branch: { connect: [{ documentId: place.branch, locale: 'en' }] },
          weekday: day.weekday,
          startTime: '04:30',
          endTime: '05:00',
          mode: 'slots',
          slotMinutes: 45,
          capacity: 1,
          effectiveFrom: day.date,
          effectiveUntil: day.date,
        }),
      });
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as FieldError;
      expect(error.details.errors[0]?.path).toEqual(['endTime']);
      expect(error.message).toBe(
        'الفترة 04:30–05:00 أقصر من موعد واحد مدته 45 دقيقة: اختر وقت انتهاء أبعد أو مدة أقصر للموعد.',
      );
      expect(await countHoursFrom('04:30')).toBe(0);
    } finally {
      await language('en');
    }
  });
});
