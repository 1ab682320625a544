import {
  type TLocale,
  type TScheduleRuleBreak,
  findScheduleRuleBreaks,
  formatConsultationFee,
  isLocale,
} from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import type { DocumentMiddleware } from '../utils/document-actions';

const SCHEDULE = 'api::doctor-schedule.doctor-schedule';
const FEE = 'api::consultation-fee.consultation-fee';
type LabelledType = typeof SCHEDULE | typeof FEE;

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
  doctor: { documentId: string } | null;
  branch: { documentId: string } | null;
};

type ScheduleRow = LabelledRow & {
  weekday: string;
  startTime: string;
  endTime: string;
  mode: string;
  slotMinutes: number | null;
  effectiveFrom: string | null;
  effectiveUntil: string | null;
};

type FeeRow = LabelledRow & { amountEgp: number | null };

/** The row each labelled type's label is made from. */
type RowOf = { [SCHEDULE]: ScheduleRow; [FEE]: FeeRow };

/** The words of a label, in each language of the panel. */
const LABEL_WORDS: Record<
  TLocale,
  {
    ruleBreak: Record<Exclude<TScheduleRuleBreak['rule'], 'slotsLeaveMinutes'>, string>;
    minutesNeverOffered: string;
    from: string;
    until: string;
    noDoctor: string;
    noBranch: string;
    noFee: string;
  }
> = {
  en: {
    ruleBreak: {
      endsBeforeStart: 'Ends before it starts',
      slotLengthMissing: 'No appointment length',
      shorterThanOneSlot: 'Shorter than one appointment',
      untilBeforeFrom: 'Last day before the first',
    },
    minutesNeverOffered: 'Last {minutes} minutes never offered',
    from: 'from {date}',
    until: 'until {date}',
    noDoctor: 'No doctor',
    noBranch: 'No branch',
    noFee: 'No fee',
  },
  ar: {
    ruleBreak: {
      endsBeforeStart: 'ينتهي قبل أن يبدأ',
      slotLengthMissing: 'بلا مدة للموعد',
      shorterThanOneSlot: 'أقصر من موعد واحد',
      untilBeforeFrom: 'آخر يوم قبل أول يوم',
    },
    minutesNeverOffered: 'آخر {minutes} دقيقة لا تُعرض أبدًا',
    from: 'من {date}',
    until: 'حتى {date}',
    noDoctor: 'بلا طبيب',
    noBranch: 'بلا فرع',
    noFee: 'بلا سعر',
  },
};

/** What the list says first of hours that break a rule (a database's from before the rules). */
const describeRuleBreakInList = (ruleBreak: TScheduleRuleBreak, locale: TLocale) =>
  ruleBreak.rule === 'slotsLeaveMinutes'
    ? fill(LABEL_WORDS[locale].minutesNeverOffered, { minutes: String(ruleBreak.leftoverMinutes) })
    : LABEL_WORDS[locale].ruleBreak[ruleBreak.rule];

/** The doctor's and the branch's names in `locale`. */
const namesOf = async (strapi: Core.Strapi, row: LabelledRow, locale: TLocale) => ({
  doctor: row.doctor
    ? await findName(strapi, 'api::doctor.doctor', row.doctor.documentId, locale)
    : LABEL_WORDS[locale].noDoctor,
  branch: row.branch
    ? await findName(strapi, 'api::branch.branch', row.branch.documentId, locale)
    : LABEL_WORDS[locale].noBranch,
});

/**
 * "Dr. Mona Abdel Rahman — Heliopolis — Monday 18:00–22:00", with the dates of seasonal or future hours,
 * after a warning when the hours break a rule ("⚠ Ends before it starts — …"), in `locale`.
 */
const scheduleLabel = async (strapi: Core.Strapi, row: ScheduleRow, locale: TLocale) => {
  const words = LABEL_WORDS[locale];
  const { doctor, branch } = await namesOf(strapi, row, locale);
  const dates = [
    row.effectiveFrom && fill(words.from, { date: row.effectiveFrom }),
    row.effectiveUntil && fill(words.until, { date: row.effectiveUntil }),
  ]
    .filter(Boolean)
    .join(' ');
  const hours = `${weekdayName(row.weekday, locale)} ${row.startTime}–${row.endTime}`;
  const [ruleBreak] = findScheduleRuleBreaks(row);
  const warning = ruleBreak ? [`⚠ ${describeRuleBreakInList(ruleBreak, locale)}`] : [];
  return [...warning, doctor, branch, dates ? `${hours} (${dates})` : hours].join(' — ');
};

/** "Dr. Mona Abdel Rahman — Heliopolis — EGP 600", in `locale`. */
const feeLabel = async (strapi: Core.Strapi, row: FeeRow, locale: TLocale) => {
  const { doctor, branch } = await namesOf(strapi, row, locale);
  return [
    doctor,
    branch,
    row.amountEgp ? formatConsultationFee(row.amountEgp, locale) : LABEL_WORDS[locale].noFee,
  ].join(' — ');
};

const LABELS: { [Type in LabelledType]: (strapi: Core.Strapi, row: RowOf[Type], locale: TLocale) => Promise<string> } =
  {
    [SCHEDULE]: scheduleLabel,
    [FEE]: feeLabel,
  };

export const isLabelledType = (uid: string): uid is LabelledType => uid in LABELS;

const findLabelledRows = async <Type extends LabelledType>(
  strapi: Core.Strapi,
  uid: Type,
  where: Record<string, unknown>,
) =>
  (await strapi.db.query(uid).findMany({
    where,
    populate: { doctor: { select: ['documentId'] }, branch: { select: ['documentId'] } },
  })) as (RowOf[Type] & { documentId: string })[];

/**
 * The labels of the entries `documentIds` of `uid` in `locale`, by documentId: the stored label is
 * English (what the list sorts and searches by); the panel shows each editor theirs.
 */
export const labelsInLanguage = async <Type extends LabelledType>(
  strapi: Core.Strapi,
  uid: Type,
  documentIds: string[],
  locale: TLocale,
) => {
  const rows = await findLabelledRows(strapi, uid, { documentId: { $in: documentIds } });
  const labels = new Map<string, string>();
  for (const row of rows) labels.set(row.documentId, await LABELS[uid](strapi, row, locale));
  return labels;
};

/** Writes the label of every entry of `uid` that `where` selects that is missing or out of date. */
const relabel = async <Type extends LabelledType>(strapi: Core.Strapi, uid: Type, where: Record<string, unknown>) => {
  const rows = await findLabelledRows(strapi, uid, where);
  for (const row of rows) {
    const label = await LABELS[uid](strapi, row, 'en');
    if (label !== row.label) await strapi.db.query(uid).update({ where: { id: row.id }, data: { label } });
  }
};

const RENAMED_TYPES: Record<string, 'doctor' | 'branch'> = {
  'api::doctor.doctor': 'doctor',
  'api::branch.branch': 'branch',
};

/**
 * A schedule's and a consultation fee's stored label names it in the admin panel's lists. It is
 * written after every save of the entry, and after every save of a doctor or branch for all the
 * entries that name them, so a renamed doctor or branch shows under its new name at once.
 */
export const scheduleLabelWriter = (strapi: Core.Strapi): DocumentMiddleware => {
  return async (context, next) => {
    const renamed = RENAMED_TYPES[context.uid];
    const isLabelledSave = isLabelledType(context.uid) && (context.action === 'create' || context.action === 'update');
    const isNameSave = renamed !== undefined && ['create', 'update', 'publish'].includes(context.action);
    if (!isLabelledSave && !isNameSave) return next();
    const result = await next();
    const documentId =
      (result as { documentId?: unknown } | null)?.documentId ??
      (context.params as { documentId?: unknown }).documentId;
    if (typeof documentId !== 'string') return result;
    if (renamed) {
      for (const uid of [SCHEDULE, FEE] as const) await relabel(strapi, uid, { [renamed]: { documentId } });
    } else if (isLabelledType(context.uid)) {
      await relabel(strapi, context.uid, { documentId });
    }
    return result;
  };
};

/** At boot: labels for schedules and fees saved before labels existed, or by a direct database write. */
export const writeAllLabels = async (strapi: Core.Strapi) => {
  for (const uid of [SCHEDULE, FEE] as const) await relabel(strapi, uid, {});
};
