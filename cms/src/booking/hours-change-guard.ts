import { refuseField } from '../utils/validation-details';
import {
  type TLocale,
  addDaysToIsoDate,
  cairoWallClockToInstant,
  isVisitWithinHours,
  toCairoDate,
} from '@clinic/domain';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';
import { findAppointments, updateAppointments } from '../appointments/appointment-records';
import { confirmBookedVisits } from '../bootstrap/editor-fields';
import { loadDoctorTimetable } from './schedule-data';
import { fill, findName, readEditorLocale } from './schedule-labels';
import type { DocumentMiddleware } from '../utils/document-actions';

const SCHEDULE = 'api::doctor-schedule.doctor-schedule';
const EXCEPTION = 'api::schedule-exception.schedule-exception';
const CONFIRM_FIELD = 'confirmBookedVisits';
/** The visits a refusal names; the rest are counted. */
const LISTED_VISITS = 10;

export type HoursType = typeof SCHEDULE | typeof EXCEPTION;
type DisplacedBy = 'closure' | 'hoursChange';

/** Whose visits, and over which Cairo days, a change of hours can move in or out of the hours. */
type Reach = { doctors: string[] | 'every'; from: string | null; to: string | null };

type HoursRow = {
  doctor: { documentId: string } | null;
  startDate?: string;
  endDate?: string;
};

type VisitRow = {
  id: number;
  bookingNumber: string;
  startsAt: string;
  displacedAt: string | null;
  doctorDocumentId: string | null;
  branchDocumentId: string | null;
};

const REFUSAL: Record<TLocale, { message: string; more: string; visit: string }> = {
  en: {
    message:
      'This change leaves {count} booked visit(s) outside the doctor’s hours: {visits}. To save it anyway, tick “{confirm}” and save again; these visits then go to the front desk’s call list.',
    more: 'and {count} more',
    visit: '{when} with {doctor} (booking {bookingNumber})',
  },
  ar: {
    message:
      'هذا التغيير يترك {count} من الزيارات المحجوزة خارج مواعيد الطبيب: {visits}. للحفظ رغم ذلك، ضع علامة على «{confirm}» ثم احفظ مرة أخرى؛ فتنتقل هذه الزيارات إلى قائمة اتصالات الاستقبال.',
    more: 'و{count} غيرها',
    visit: '{when} مع {doctor} (الحجز {bookingNumber})',
  },
};

const readHoursRows = async (strapi: Core.Strapi, uid: HoursType, documentId: unknown) =>
  typeof documentId === 'string'
    ? ((await strapi.db.query(uid).findMany({
        where: { documentId },
        populate: { doctor: { select: ['documentId'] } },
      })) as HoursRow[])
    : [];

/**
 * The reach of one entry of hours, before and after the change: a schedule reaches its doctor's
 * visits from now on; a closure, the visits of its days, its doctor's or (a branch or the whole clinic
 * closed) every doctor's.
 */
const reachOf = (uid: HoursType, rows: readonly HoursRow[]): Reach => {
  const doctors = rows.map((row) => row.doctor?.documentId ?? null);
  const named = [...new Set(doctors.filter((doctor): doctor is string => doctor !== null))];
  if (uid === SCHEDULE) return { doctors: named, from: null, to: null };
  const starts = rows.flatMap((row) => (row.startDate ? [row.startDate] : [])).sort();
  const ends = rows.flatMap((row) => (row.endDate ? [row.endDate] : [])).sort();
  return {
    doctors: doctors.includes(null) ? 'every' : named,
    from: starts[0] ?? null,
    to: ends.at(-1) ?? null,
  };
};

/** The pending and confirmed visits still ahead within `reach`. */
const findVisitsWithin = async (strapi: Core.Strapi, reach: Reach, now: Date) => {
  if (reach.doctors !== 'every' && reach.doctors.length === 0) return [];
  const startsAt: Record<string, string> = { $gte: now.toISOString() };
  if (reach.from && reach.to) {
    const from = cairoWallClockToInstant(reach.from, '00:00');
    if (from > now) startsAt.$gte = from.toISOString();
    startsAt.$lt = cairoWallClockToInstant(addDaysToIsoDate(reach.to, 1), '00:00').toISOString();
  }
  return findAppointments<VisitRow>(strapi, {
    where: {
      status: { $in: ['pending', 'confirmed'] },
      startsAt,
      ...(reach.doctors === 'every' ? {} : { doctorDocumentId: { $in: reach.doctors } }),
    },
    select: ['id', 'bookingNumber', 'startsAt', 'displacedAt', 'doctorDocumentId', 'branchDocumentId'],
    orderBy: { startsAt: 'asc' },
  });
};

/**
 * Each visit checked against its doctor's hours as they are now: `displaced` are the visits the hours
 * no longer hold that nobody was told of yet, `restored` the flagged ones the hours hold again (a
 * closure taken back).
 */
const reviewVisits = async (strapi: Core.Strapi, visits: readonly VisitRow[]) => {
  const displaced: VisitRow[] = [];
  const restored: VisitRow[] = [];
  const doctors = [...new Set(visits.flatMap((visit) => (visit.doctorDocumentId ? [visit.doctorDocumentId] : [])))];
  for (const doctor of doctors) {
    const own = visits.filter((visit) => visit.doctorDocumentId === doctor && visit.branchDocumentId);
    const dates = own.map((visit) => toCairoDate(new Date(visit.startsAt))).sort();
    const timetable = await loadDoctorTimetable(strapi, doctor, { from: dates[0] ?? '', to: dates.at(-1) ?? '' });
    for (const visit of own) {
      const branch = visit.branchDocumentId ?? '';
      const isHeld = isVisitWithinHours(
        new Date(visit.startsAt),
        timetable.hoursAt(branch),
        timetable.hoursElsewhere(branch),
      );
      if (!isHeld && !visit.displacedAt) displaced.push(visit);
      if (isHeld && visit.displacedAt) restored.push(visit);
    }
  }
  return { displaced, restored };
};

const describeVisits = async (strapi: Core.Strapi, visits: readonly VisitRow[], locale: TLocale) => {
  const texts = REFUSAL[locale];
  const when = new Intl.DateTimeFormat(`${locale}-u-nu-latn`, {
    dateStyle: 'full',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: 'Africa/Cairo',
  });
  const listed = await Promise.all(
    visits.slice(0, LISTED_VISITS).map(async (visit) =>
      fill(texts.visit, {
        when: when.format(new Date(visit.startsAt)),
        doctor: visit.doctorDocumentId
          ? await findName(strapi, 'api::doctor.doctor', visit.doctorDocumentId, locale)
          : '—',
        bookingNumber: visit.bookingNumber,
      }),
    ),
  );
  const rest = visits.length - listed.length;
  return [...listed, ...(rest > 0 ? [fill(texts.more, { count: String(rest) })] : [])].join(
    locale === 'ar' ? '؛ ' : '; ',
  );
};

/** Names the visits to the editor (time, doctor and booking number: nothing about the patient). */
const refuseUnconfirmed = async (strapi: Core.Strapi, displaced: readonly VisitRow[]) => {
  const locale = readEditorLocale(strapi);
  const message = fill(REFUSAL[locale].message, {
    count: String(displaced.length),
    visits: await describeVisits(strapi, displaced, locale),
    confirm: confirmBookedVisits.label[locale],
  });
  refuseField(CONFIRM_FIELD, message);
};

const markVisits = async (strapi: Core.Strapi, visits: readonly VisitRow[], data: Record<string, unknown>) => {
  if (visits.length === 0) return;
  await updateAppointments(strapi, { id: { $in: visits.map((visit) => visit.id) } }, data);
};

const DISPLACED_BY: Record<HoursType, DisplacedBy> = { [SCHEDULE]: 'hoursChange', [EXCEPTION]: 'closure' };

/** A save tried only to learn which visits it would displace (see previewDisplacedVisits). */
const trials = new AsyncLocalStorage<{ displaced: VisitRow[] | null }>();

/** Ends a trial save once its displaced visits are known, so its transaction rolls back. */
class TrialOver extends Error {}

/** What the admin panel lists of a displaced visit before the editor saves: nothing of the patient. */
export type DisplacedVisit = { bookingNumber: string; startsAt: string; doctor: string };

/**
 * The booked visits a save of `data` would leave outside the doctor's hours, without saving
 * anything: the save is made in a transaction, checked exactly as a real one, and rolled back. A
 * save that would be refused for another reason (an overlap, a missing field) displaces nothing.
 */
export const previewDisplacedVisits = async (
  strapi: Core.Strapi,
  write: () => Promise<unknown>,
  locale: TLocale,
): Promise<DisplacedVisit[]> => {
  const trial: { displaced: VisitRow[] | null } = { displaced: null };
  await trials.run(trial, () => strapi.db.transaction(write)).catch(() => undefined);
  return Promise.all(
    (trial.displaced ?? []).map(async (visit) => ({
      bookingNumber: visit.bookingNumber,
      startsAt: new Date(visit.startsAt).toISOString(),
      doctor: visit.doctorDocumentId
        ? await findName(strapi, 'api::doctor.doctor', visit.doctorDocumentId, locale)
        : '',
    })),
  );
};

/**
 * Nothing silently stays booked at a time the doctor is away. A save of a doctor's weekly hours or of
 * a closure that leaves booked visits outside the hours is refused, naming them, until the editor
 * ticks the confirmation; then it is saved and those visits are marked displaced, for the front desk
 * to call the patients. A deletion is confirmed by the admin panel's own dialog, so it marks them at
 * once. Visits the hours hold again lose the mark. All of it in the write's transaction: a refusal
 * leaves nothing behind, and the check sees the hours as saved, in every language.
 */
export const hoursChangeGuard = (strapi: Core.Strapi): DocumentMiddleware => {
  return async (context, next) => {
    const uid = context.uid as HoursType;
    if ((uid !== SCHEDULE && uid !== EXCEPTION) || !['create', 'update', 'delete'].includes(context.action)) {
      return next();
    }
    const params = context.params as { documentId?: unknown; data?: Record<string, unknown> };
    const isConfirmed = params.data?.[CONFIRM_FIELD] === true;
    // The confirmation is for this save alone: never stored as given.
    if (params.data && CONFIRM_FIELD in params.data) params.data[CONFIRM_FIELD] = false;
    return strapi.db.transaction(async () => {
      const before = await readHoursRows(strapi, uid, params.documentId);
      const result = await next();
      const documentId = (result as { documentId?: unknown } | null)?.documentId ?? params.documentId;
      const after = context.action === 'delete' ? [] : await readHoursRows(strapi, uid, documentId);
      const now = new Date();
      const reach = [reachOf(uid, before), reachOf(uid, after)];
      const visits = new Map<number, VisitRow>();
      for (const part of reach)
        for (const visit of await findVisitsWithin(strapi, part, now)) visits.set(visit.id, visit);
      const { displaced, restored } = await reviewVisits(strapi, [...visits.values()]);
      const trial = trials.getStore();
      if (trial) {
        trial.displaced = displaced;
        throw new TrialOver();
      }
      if (displaced.length > 0 && !isConfirmed && context.action !== 'delete')
        await refuseUnconfirmed(strapi, displaced);
      await markVisits(strapi, displaced, { displacedAt: now.toISOString(), displacedBy: DISPLACED_BY[uid] });
      await markVisits(strapi, restored, { displacedAt: null, displacedBy: null });
      return result;
    });
  };
};
