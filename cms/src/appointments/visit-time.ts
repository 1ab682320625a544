import { countBookedDaysAhead, describeVisitTime } from '@clinic/domain';
import type { Core } from '@strapi/strapi';

const APPOINTMENT = 'api::appointment.appointment';

type Data = Record<string, unknown>;
type LifecycleEvent = { params: { data?: Data | Data[] } };

const toDate = (value: unknown) => {
  const date = value instanceof Date ? value : new Date(value as string | number);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** The Cairo day, hour and weekday of `data.startsAt`, written beside it; nothing when it does not change. */
const keepVisitTime = (data: Data) => {
  if (data.startsAt === undefined || data.startsAt === null) return;
  const startsAt = toDate(data.startsAt);
  if (startsAt) Object.assign(data, describeVisitTime(startsAt));
};

/** A new appointment's visit time, and how many days ahead of it the booking is made. */
const describeNewVisit = (data: Data) => {
  keepVisitTime(data);
  const startsAt = toDate(data.startsAt);
  const bookedAt = data.createdAt ? toDate(data.createdAt) : new Date();
  if (startsAt && bookedAt) data.bookedDaysAhead = countBookedDaysAhead(bookedAt, startsAt);
};

const eachData = (event: LifecycleEvent, apply: (data: Data) => void) => {
  const { data } = event.params;
  for (const entry of Array.isArray(data) ? data : data ? [data] : []) apply(entry);
};

/**
 * Keeps every appointment's visit day, hour and weekday equal to its `startsAt`, whichever way it is
 * written (booking, the front desk, a move, the admin panel, the seed), and records on creation how
 * many days ahead it was booked. Existing rows were filled by the migration
 * 2026.11.26T03.00.00.appointment-visit-time.ts.
 */
export function registerVisitTimeColumns(strapi: Core.Strapi) {
  strapi.db.lifecycles.subscribe({
    models: [APPOINTMENT],
    beforeCreate: (event: LifecycleEvent) => eachData(event, describeNewVisit),
    beforeCreateMany: (event: LifecycleEvent) => eachData(event, describeNewVisit),
    beforeUpdate: (event: LifecycleEvent) => eachData(event, keepVisitTime),
    beforeUpdateMany: (event: LifecycleEvent) => eachData(event, keepVisitTime),
  });
}
