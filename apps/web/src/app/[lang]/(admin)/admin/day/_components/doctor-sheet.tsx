import type { DaySheetVisit } from '@clinic/cms-client';
import { type TDaySheetPage, findCheckInRefusal, formatCairoDateTime, formatPhoneForDisplay } from '@clinic/domain';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { CardState } from '../../../_components/card-state';
import { PatientName } from '../../../_components/patient-name';
import { BookingNumberLink } from '../../appointments/_components/booking-number-link';
import { CheckInButton } from './check-in-button';
import { QueuePauseForm } from './queue-pause-form';

/** The sheet's columns, in order, and each one's share of an A4 page's width. */
const COLUMN_WIDTHS = {
  time: 'w-[9%]',
  bookingNumber: 'w-[16%]',
  patient: 'w-[17%]',
  age: 'w-[5%]',
  phone: 'w-[16%]',
  payment: 'w-[9%]',
  status: 'w-[9%]',
  notes: 'w-[19%]',
} as const;
const COLUMNS = Object.keys(COLUMN_WIDTHS) as (keyof typeof COLUMN_WIDTHS)[];

/**
 * One visit's row: when (or its place in a session's booking order) and, once the patient came, their
 * arrival and queue number; who, how to reach them, and the notes for the doctor. A patient of today
 * not yet here has a "Check in" button on screen.
 */
async function VisitRow({ visit, when, locale }: { visit: DaySheetVisit; when: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Admin' });
  const { arrival } = visit;
  const time = (instant: string) => formatCairoDateTime(new Date(instant), locale, { timeStyle: 'short' });
  const canCheckIn =
    !arrival && findCheckInRefusal({ status: visit.status, startsAt: new Date(visit.startsAt) }, new Date()) === null;
  return (
    <tr className="border-t border-slate-200 align-top">
      <td className="py-2 pe-2 tabular-nums">
        <span className="block whitespace-nowrap">{when}</span>
        {arrival ? (
          <span className="block text-xs font-semibold">
            {arrival.queueNumber === null ? null : (
              <span className="block">{t('daySheet.queueNumber', { number: arrival.queueNumber })}</span>
            )}
            {t(arrival.isLate ? 'daySheet.arrivedLate' : 'daySheet.arrived', { time: time(arrival.arrivedAt) })}
          </span>
        ) : null}
      </td>
      <td className="py-2 pe-2 whitespace-nowrap">
        <BookingNumberLink visit={visit} locale={locale} className="print:text-inherit print:no-underline" />
      </td>
      <td className="py-2 pe-2 font-semibold break-words">
        <PatientName visit={visit} anonymized={t('anonymizedPatient')} />
      </td>
      <td className="py-2 pe-2 tabular-nums">{visit.age ?? '—'}</td>
      <td className="py-2 pe-2 whitespace-nowrap tabular-nums">
        <bdi dir="ltr">{formatPhoneForDisplay(visit.phone)}</bdi>
      </td>
      <td className="py-2 pe-2">
        {t(`contract.${visit.contractType}`)}
        <CardState contractType={visit.contractType} cardCheck={visit.cardCheck} />
      </td>
      <td className="py-2 pe-2">
        {t(`status.${visit.status}`)}
        {visit.isExtraPlace ? <span className="block text-xs font-semibold">{t('detail.extraPlace')}</span> : null}
        {canCheckIn ? (
          <CheckInButton documentId={visit.documentId} patientName={`${visit.firstName} ${visit.lastName}`} />
        ) : null}
      </td>
      <td className="py-2 break-words">
        {visit.notes ? (
          <p className="whitespace-pre-line" translate="no">
            {visit.notes}
          </p>
        ) : null}
        {visit.doctorNotes.map((note) => (
          <p key={`${note.createdAt}-${note.text}`} className="font-semibold whitespace-pre-line" translate="no">
            {t('daySheet.staffNote', { text: note.text })}
          </p>
        ))}
      </td>
    </tr>
  );
}

type DoctorSheetProps = {
  page: TDaySheetPage<DaySheetVisit>;
  day: string;
  locale: Locale;
  /** On today's sheet: the doctor's queue pause, and the address of the branch's waiting-room screen. */
  today?: { pause: string | null; screenPath: string | null };
};

/**
 * One doctor's day at one branch: printed, an A4 sheet of its own with the doctor, the branch and the
 * day at the top; a first-come session's patients grouped under it in booking order, no row split.
 */
export async function DoctorSheet({ page, day, locale, today }: DoctorSheetProps) {
  const t = await getTranslations({ locale, namespace: 'Admin' });
  const time = (instant: string) => formatCairoDateTime(new Date(instant), locale, { timeStyle: 'short' });
  const headingId = `sheet-${page.doctorId}-${page.branchId}`;
  return (
    <section
      aria-labelledby={headingId}
      className="mb-8 rounded-xl border border-slate-200 bg-white p-4 break-before-page first-of-type:break-before-auto print:mb-0 print:rounded-none print:border-0 print:p-0"
    >
      <header className="mb-3 border-b-2 border-slate-800 pb-2">
        <h2 id={headingId} className="text-xl font-bold">
          {t('daySheet.pageHeading', { doctor: page.doctorName, branch: page.branchName })}
        </h2>
        <p className="text-slate-700">
          {day} · {t('daySheet.visitCount', { count: page.visitCount })}
        </p>
        {today ? (
          <>
            <QueuePauseForm place={{ doctor: page.doctorId, branch: page.branchId }} pause={today.pause} />
            {today.screenPath ? (
              <a
                href={today.screenPath}
                target="_blank"
                rel="noopener"
                className="mt-2 inline-block text-brand underline print:hidden"
              >
                {t('queuePause.openScreen', { branch: page.branchName })}
              </a>
            ) : null}
          </>
        ) : null}
      </header>
      <div className="overflow-x-auto print:overflow-visible">
        <table className="w-full min-w-[48rem] table-fixed text-start text-sm print:min-w-0 print:text-xs">
          <caption className="sr-only">
            {t('daySheet.pageHeading', { doctor: page.doctorName, branch: page.branchName })}
          </caption>
          <colgroup>
            {COLUMNS.map((column) => (
              <col key={column} className={COLUMN_WIDTHS[column]} />
            ))}
          </colgroup>
          <thead>
            <tr className="text-start">
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="py-1 pe-2 text-start font-semibold">
                  {t(`daySheet.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          {page.entries.map((entry) =>
            entry.kind === 'visit' ? (
              <tbody key={entry.visit.documentId} className="break-inside-avoid">
                <VisitRow visit={entry.visit} when={time(entry.visit.startsAt)} locale={locale} />
              </tbody>
            ) : (
              <tbody key={`${entry.startsAt}-${entry.endsAt}`}>
                <tr className="border-t-2 border-slate-400 bg-slate-50 print:bg-transparent">
                  <th scope="rowgroup" colSpan={8} className="py-2 text-start font-semibold">
                    {t('daySheet.session', {
                      start: time(entry.startsAt),
                      end: time(entry.endsAt),
                      count: entry.visits.length,
                    })}
                  </th>
                </tr>
                {entry.visits.map((visit, index) => (
                  <VisitRow
                    key={visit.documentId}
                    visit={visit}
                    when={t('daySheet.bookingOrder', { number: index + 1 })}
                    locale={locale}
                  />
                ))}
              </tbody>
            ),
          )}
        </table>
      </div>
    </section>
  );
}
