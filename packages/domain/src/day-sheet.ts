import { z } from 'zod';
import type { TAppointmentStatus } from './appointment-status';
import { ZIsoDateSchema } from './calendar-date-schemas';
import { ZDocumentIdSchema } from './identifier-schemas';
import { LOCALES } from './locale';
import { ValidationMessage } from './messages';
import { emptyAsMissing } from './staff-appointments';

/**
 * The visits a doctor's day sheet lists: those still booked, those already seen and those who did
 * not come. A cancelled visit is not the doctor's to prepare for; it stays on the appointments list.
 */
export const DAY_SHEET_STATUSES = [
  'pending',
  'confirmed',
  'done',
  'noShow',
] as const satisfies readonly TAppointmentStatus[];

/**
 * More visits than any day of the group holds; a sheet past it says it is incomplete rather than
 * printing part of a day as if it were all of it.
 */
export const DAY_SHEET_MAX_VISITS = 2000;

/** `/admin/day?date=…&branch=…&doctor=…`: one Cairo day (today when absent), optionally one branch or doctor. */
export const ZDaySheetQuerySchema = z.object({
  date: z.preprocess(emptyAsMissing, ZIsoDateSchema.optional()),
  branch: z.preprocess(emptyAsMissing, ZDocumentIdSchema.optional()),
  doctor: z.preprocess(emptyAsMissing, ZDocumentIdSchema.optional()),
  /** The page's language: the names of doctors and branches come in it. */
  locale: z.preprocess(emptyAsMissing, z.enum(LOCALES, { error: ValidationMessage.invalidChoice }).default('en')),
});

export type TDaySheetQuery = z.infer<typeof ZDaySheetQuerySchema>;

/** What grouping a visit onto its sheet needs; the rest of the row is carried along untouched. */
export type TDaySheetVisitBase = {
  startsAt: string;
  endsAt: string;
  createdAt: string;
  mode: 'slots' | 'fcfs';
  doctorId: string;
  doctorName: string;
  branchId: string;
  branchName: string;
};

/** A visit at its own time, or a first-come session with its patients in the order they booked. */
export type TDaySheetEntry<TVisit> =
  | { kind: 'visit'; visit: TVisit }
  | { kind: 'session'; startsAt: string; endsAt: string; visits: TVisit[] };

/** One printed page: a doctor at a branch, the day's visits in time order. */
export type TDaySheetPage<TVisit> = {
  doctorId: string;
  doctorName: string;
  branchId: string;
  branchName: string;
  entries: TDaySheetEntry<TVisit>[];
  visitCount: number;
};

const byInstant = (a: string, b: string) => new Date(a).getTime() - new Date(b).getTime();

/**
 * Sorts a day's visits onto one page per doctor and branch (doctors by name in the page's language,
 * then branches), each in time order; the patients of a first-come session are grouped under it in
 * the order they booked, which is the order the desk calls them in.
 */
export function buildDaySheet<TVisit extends TDaySheetVisitBase>(
  visits: readonly TVisit[],
  locale: string,
): TDaySheetPage<TVisit>[] {
  const pages = new Map<string, TDaySheetPage<TVisit>>();
  const ordered = [...visits].sort((a, b) => byInstant(a.startsAt, b.startsAt) || byInstant(a.createdAt, b.createdAt));
  for (const visit of ordered) {
    const key = `${visit.doctorId} ${visit.branchId}`;
    let page = pages.get(key);
    if (!page) {
      page = {
        doctorId: visit.doctorId,
        doctorName: visit.doctorName,
        branchId: visit.branchId,
        branchName: visit.branchName,
        entries: [],
        visitCount: 0,
      };
      pages.set(key, page);
    }
    page.visitCount += 1;
    if (visit.mode === 'slots') {
      page.entries.push({ kind: 'visit', visit });
      continue;
    }
    const session = page.entries.find(
      (entry) => entry.kind === 'session' && entry.startsAt === visit.startsAt && entry.endsAt === visit.endsAt,
    );
    if (session?.kind === 'session') session.visits.push(visit);
    else page.entries.push({ kind: 'session', startsAt: visit.startsAt, endsAt: visit.endsAt, visits: [visit] });
  }
  const collator = new Intl.Collator(locale);
  return [...pages.values()].sort(
    (a, b) => collator.compare(a.doctorName, b.doctorName) || collator.compare(a.branchName, b.branchName),
  );
}
