import { type TLocale, isLocale } from '@clinic/domain';
import type { Core } from '@strapi/strapi';

const SCHEDULE = 'api::doctor-schedule.doctor-schedule';

/** A message template with its `{name}` placeholders filled in. */
export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** The signed-in editor's admin-panel language; English for API tokens and scripts. */
export const readEditorLocale = (strapi: Core.Strapi): TLocale => {
  const language = (strapi.requestContext.get()?.state?.user as { preferedLanguage?: string } | undefined)
    ?.preferedLanguage;
  return language && isLocale(language) ? language : 'en';
};

/** 2026-11-23 is a Monday: the weekday's name in either language, from the runtime's ICU data. */
export const weekdayName = (weekday: string, locale: TLocale) => {
  const offset = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].indexOf(weekday);
  const date = new Date(Date.UTC(2026, 10, 23 + Math.max(0, offset)));
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(date);
};

/**
 * A document's name in `locale`, else in any language it has (an entry not yet translated); the draft's,
 * which is the latest an editor wrote, before the published one's.
 */
export const findName = async (
  strapi: Core.Strapi,
  uid: 'api::doctor.doctor' | 'api::branch.branch',
  documentId: string,
  locale: TLocale,
) => {
  const rows = (await strapi.db.query(uid).findMany({
    where: { documentId },
    select: ['name', 'locale', 'publishedAt'],
  })) as { name: string; locale: string; publishedAt: string | null }[];
  const drafts = [...rows].sort((a, b) => Number(a.publishedAt !== null) - Number(b.publishedAt !== null));
  return (drafts.find((row) => row.locale === locale) ?? drafts[0])?.name ?? documentId;
};

type LabelledRow = {
  id: number;
  label: string | null;
  weekday: string;
  startTime: string;
  endTime: string;
  effectiveFrom: string | null;
  effectiveUntil: string | null;
  doctor: { documentId: string } | null;
  branch: { documentId: string } | null;
};

/** "Dr. Mona Abdel Rahman — Heliopolis — Monday 18:00–22:00", with the dates of seasonal or future hours. */
const scheduleLabel = async (strapi: Core.Strapi, row: LabelledRow) => {
  const doctor = row.doctor ? await findName(strapi, 'api::doctor.doctor', row.doctor.documentId, 'en') : 'No doctor';
  const branch = row.branch ? await findName(strapi, 'api::branch.branch', row.branch.documentId, 'en') : 'No branch';
  const dates = [row.effectiveFrom && `from ${row.effectiveFrom}`, row.effectiveUntil && `until ${row.effectiveUntil}`]
    .filter(Boolean)
    .join(' ');
  const hours = `${weekdayName(row.weekday, 'en')} ${row.startTime}–${row.endTime}`;
  return [doctor, branch, dates ? `${hours} (${dates})` : hours].join(' — ');
};

/** Writes the label of every schedule `where` selects that is missing or out of date. */
const relabelSchedules = async (strapi: Core.Strapi, where: Record<string, unknown>) => {
  const rows = (await strapi.db.query(SCHEDULE).findMany({
    where,
    populate: { doctor: { select: ['documentId'] }, branch: { select: ['documentId'] } },
  })) as LabelledRow[];
  for (const row of rows) {
    const label = await scheduleLabel(strapi, row);
    if (label !== row.label) await strapi.db.query(SCHEDULE).update({ where: { id: row.id }, data: { label } });
  }
};

const RENAMED_TYPES: Record<string, 'doctor' | 'branch'> = {
  'api::doctor.doctor': 'doctor',
  'api::branch.branch': 'branch',
};

/**
 * A schedule's stored label names it in the admin panel's lists. It is written after every save of the
 * schedule, and after every save of a doctor or branch for all the schedules that name them, so a
 * renamed doctor or branch shows under its new name at once.
 */
export const registerScheduleLabels = (strapi: Core.Strapi) => {
  strapi.documents.use(async (context, next) => {
    const renamed = RENAMED_TYPES[context.uid];
    const isScheduleSave = context.uid === SCHEDULE && (context.action === 'create' || context.action === 'update');
    const isNameSave = renamed !== undefined && ['create', 'update', 'publish'].includes(context.action);
    if (!isScheduleSave && !isNameSave) return next();
    const result = await next();
    const documentId =
      (result as { documentId?: unknown } | null)?.documentId ??
      (context.params as { documentId?: unknown }).documentId;
    if (typeof documentId !== 'string') return result;
    await relabelSchedules(strapi, renamed ? { [renamed]: { documentId } } : { documentId });
    return result;
  });
};

/** At boot: labels for schedules saved before labels existed, or by a direct database write. */
export const labelAllSchedules = (strapi: Core.Strapi) => relabelSchedules(strapi, {});
