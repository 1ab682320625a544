import { refuseField } from '../utils/validation-details';
import {
  type TLocale,
  type TScheduleRuleBreak,
  ZDoctorScheduleSaveSchema,
  ZScheduleExceptionSchema,
  findScheduleRuleBreaks,
} from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { type ScheduleRow, toDoctorSchedule } from './schedule-data';
import { fill, readEditorLocale } from './schedule-labels';
import type { DocumentMiddleware } from '../utils/document-actions';

const SCHEDULE = 'api::doctor-schedule.doctor-schedule';
const EXCEPTION = 'api::schedule-exception.schedule-exception';

type ExceptionRow = { id: number; startDate: string; endDate: string };
type TRefusal = TScheduleRuleBreak['rule'] | 'closureEndsBeforeStart' | 'invalidValue';

/** Shown under the field in the admin panel, in the editor's language; `{…}` are filled in. */
const REFUSALS: Record<TRefusal, Record<TLocale, string>> = {
  endsBeforeStart: {
    en: 'These hours end at {end}, before they start at {start}: choose an end after the start.',
    ar: 'تنتهي هذه المواعيد في {end} قبل أن تبدأ في {start}: اختر وقت انتهاء بعد وقت البداية.',
  },
  slotLengthMissing: {
    en: 'Enter how many minutes one appointment lasts, or make these hours a first-come session.',
    ar: 'اكتب مدة الموعد الواحد بالدقائق، أو اجعل هذه المواعيد جلسة بأولوية الحضور.',
  },
  shorterThanOneSlot: {
    en: '{start}–{end} is shorter than one appointment of {slot}: end later or choose shorter appointments.',
    ar: 'الفترة {start}–{end} أقصر من موعد واحد مدته {slot}: اختر وقت انتهاء أبعد أو مدة أقصر للموعد.',
  },
  slotsLeaveMinutes: {
    en: 'Appointments of {slot} do not fill {start}–{end}: its last {leftover} would never be offered. End at {endsAt}, or choose a length that divides the hours.',
    ar: 'المواعيد التي مدتها {slot} لا تملأ الفترة {start}–{end}: فلن تُعرض للحجز آخر {leftover} منها أبدًا. اجعل الانتهاء في {endsAt}، أو اختر مدة تقسم الفترة بالتساوي.',
  },
  untilBeforeFrom: {
    en: 'The last day ({until}) is before the first day ({from}).',
    ar: 'اليوم الأخير ({until}) يسبق اليوم الأول ({from}).',
  },
  closureEndsBeforeStart: {
    en: 'The closure’s last day ({end}) is before its first day ({start}).',
    ar: 'آخر يوم في الإغلاق ({end}) يسبق أول يوم فيه ({start}).',
  },
  invalidValue: { en: 'This value is not valid.', ar: 'هذه القيمة غير صالحة.' },
};

const OR: Record<TLocale, string> = { en: ' or ', ar: ' أو ' };

const ARABIC_MINUTES: Record<Intl.LDMLPluralRule, string> = {
  zero: '# دقيقة',
  one: 'دقيقة واحدة',
  two: 'دقيقتان',
  few: '# دقائق',
  many: '# دقيقة',
  other: '# دقيقة',
};

/** '25 minutes', '1 minute'; '٢٥ دقيقة' as Arabic counts it: 'دقيقتان', '5 دقائق', '15 دقيقة'. */
const minutesText = (minutes: number, locale: TLocale) => {
  if (locale === 'en') return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  return ARABIC_MINUTES[new Intl.PluralRules('ar').select(minutes)].replace('#', String(minutes));
};

/** The editor's words for one broken rule of a schedule as saved. */
const describeRuleBreak = (ruleBreak: TScheduleRuleBreak, row: ScheduleRow, locale: TLocale) =>
  fill(REFUSALS[ruleBreak.rule][locale], {
    start: row.startTime,
    end: row.endTime,
    from: row.effectiveFrom ?? '',
    until: row.effectiveUntil ?? '',
    slot: minutesText(row.slotMinutes ?? 0, locale),
    ...(ruleBreak.rule === 'slotsLeaveMinutes'
      ? {
          leftover: minutesText(ruleBreak.leftoverMinutes, locale),
          endsAt: [ruleBreak.endsBefore, ruleBreak.endsAfter].filter(Boolean).join(OR[locale]),
        }
      : {}),
  });

type TFieldRefusal = { field: string; message: string };

/** What is wrong with a schedule as saved, first rule first; null when it keeps every rule. */
const findScheduleRefusal = (row: ScheduleRow, locale: TLocale): TFieldRefusal | null => {
  const parsed = ZDoctorScheduleSaveSchema.safeParse(toDoctorSchedule(row));
  if (parsed.success) return null;
  const [ruleBreak] = findScheduleRuleBreaks(row);
  if (ruleBreak) return { field: ruleBreak.field, message: describeRuleBreak(ruleBreak, row, locale) };
  const field = String(parsed.error.issues[0]?.path[0] ?? 'startTime');
  return { field, message: REFUSALS.invalidValue[locale] };
};

const findExceptionRefusal = (row: ExceptionRow, locale: TLocale): TFieldRefusal | null => {
  const parsed = ZScheduleExceptionSchema.safeParse(row);
  if (parsed.success) return null;
  const field = String(parsed.error.issues[0]?.path[0] ?? 'endDate');
  const isEndBeforeStart = field === 'endDate' && row.endDate < row.startDate;
  const message = isEndBeforeStart
    ? fill(REFUSALS.closureEndsBeforeStart[locale], { start: row.startDate, end: row.endDate })
    : REFUSALS.invalidValue[locale];
  return { field, message };
};

/** Refuses a save with the message under the field: the admin panel keeps the editor's form as typed. */
const refuse = ({ field, message }: TFieldRefusal): never => refuseField(field, message);

const checkSavedSchedule = async (strapi: Core.Strapi, documentId: string) => {
  const saved = (await strapi.db.query(SCHEDULE).findOne({ where: { documentId } })) as ScheduleRow | null;
  const refusal = saved && findScheduleRefusal(saved, readEditorLocale(strapi));
  if (refusal) refuse(refusal);
};

const checkSavedException = async (strapi: Core.Strapi, documentId: string) => {
  // One row per language; the dates are the same in each.
  const saved = (await strapi.db.query(EXCEPTION).findMany({ where: { documentId } })) as ExceptionRow[];
  const locale = readEditorLocale(strapi);
  for (const row of saved) {
    const refusal = findExceptionRefusal(row, locale);
    if (refusal) refuse(refusal);
  }
};

/**
 * A doctor's weekly hours and a closure keep the rules between their fields (ZDoctorScheduleSaveSchema,
 * ZScheduleExceptionSchema) on every save. Checked after the write, inside the same transaction, as the
 * overlap guard does: whatever sent it (the admin panel, REST, the document API) is checked as saved,
 * and a refusal leaves nothing behind. Registered after the overlap guard, so it runs first: hours that
 * end before they start are refused for that, not for an overlap or the visits they would leave out.
 */
export const scheduleRulesGuard = (strapi: Core.Strapi): DocumentMiddleware => {
  return async (context, next) => {
    const isSave = context.action === 'create' || context.action === 'update';
    if (!isSave || (context.uid !== SCHEDULE && context.uid !== EXCEPTION)) return next();
    return strapi.db.transaction(async () => {
      const result = await next();
      const documentId = (result as { documentId?: unknown } | null)?.documentId;
      if (typeof documentId !== 'string') return result;
      if (context.uid === SCHEDULE) await checkSavedSchedule(strapi, documentId);
      else await checkSavedException(strapi, documentId);
      return result;
    });
  };
};

/** What availability makes of stored hours that break a rule. */
const READ_AS_STORED: Record<TScheduleRuleBreak['rule'], string> = {
  endsBeforeStart: 'Availability offers none of these hours',
  slotLengthMissing: 'Availability offers none of these hours',
  shorterThanOneSlot: 'Availability offers none of these hours',
  slotsLeaveMinutes: 'Availability offers their whole appointments and never the last minutes',
  untilBeforeFrom: 'Availability offers none of these hours',
};

/**
 * Logs, at boot, every schedule and closure a database holds from before these rules, as overlaps are
 * (the admin panel's list marks such schedules too: schedule-labels.ts).
 */
export const logScheduleRuleBreaks = async (strapi: Core.Strapi) => {
  const schedules = (await strapi.db.query(SCHEDULE).findMany({})) as ScheduleRow[];
  for (const row of schedules) {
    const refusal = findScheduleRefusal(row, 'en');
    if (!refusal) continue;
    const rule = findScheduleRuleBreaks(row)[0]?.rule ?? 'endsBeforeStart';
    strapi.log.warn(
      `Doctor's hours that break a rule (${row.documentId}, ${row.weekday} ${row.startTime}–${row.endTime}): ` +
        `${refusal.message} ${READ_AS_STORED[rule]}; change them in the admin panel.`,
    );
  }
  const exceptions = (await strapi.db.query(EXCEPTION).findMany({})) as (ExceptionRow & { documentId: string })[];
  const logged = new Set<string>();
  for (const row of exceptions) {
    const refusal = findExceptionRefusal(row, 'en');
    if (!refusal || logged.has(row.documentId)) continue;
    logged.add(row.documentId);
    strapi.log.warn(
      `A closure that breaks a rule (${row.documentId}): ${refusal.message} Availability ignores it; change it in the admin panel.`,
    );
  }
};
