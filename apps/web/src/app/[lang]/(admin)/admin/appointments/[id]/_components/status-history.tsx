import type { AppointmentStatus, StaffAppointmentDetail } from '@clinic/cms-client';
import { getTranslations } from 'next-intl/server';
import { leftToRight } from '@/components/left-to-right';
import type { Locale } from '@/i18n/routing';
import { fullTime, shortTime } from '../_lib/detail-time';

/** A history line of the waiting room, by what it records. */
const ARRIVAL_LINE = {
  checkedIn: 'detail.historyCheckedIn',
  checkInTakenBack: 'detail.historyCheckInTakenBack',
  calledIn: 'detail.historyCalledIn',
} as const;

type HistoryEntry = StaffAppointmentDetail['statusHistory'][number];

/** Every change of the visit, oldest first: what changed, when, by whom, and why. */
export async function StatusHistory({
  history,
  locale,
}: {
  history: StaffAppointmentDetail['statusHistory'];
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin' });
  const statusLabel = (status: AppointmentStatus) => t(`status.${status}`);
  /** What an entry records, in a line: the waiting room, a card's verdict, a move, a status change or the booking. */
  const describeEntry = (entry: HistoryEntry) => {
    if (entry.arrival) {
      return t(ARRIVAL_LINE[entry.arrival.kind], {
        hasNumber: entry.arrival.queueNumber === null ? 'no' : 'yes',
        number: entry.arrival.queueNumber ?? 0,
      });
    }
    if (entry.cardCheck) {
      return entry.cardCheck.reason
        ? t('detail.historyCardRefused', { reason: t(`cardCheck.reasons.${entry.cardCheck.reason}`) })
        : t('detail.historyCardAccepted');
    }
    if (entry.movedFrom && entry.movedTo) {
      return t('detail.historyMoved', {
        from: shortTime(entry.movedFrom, locale),
        to: shortTime(entry.movedTo, locale),
      });
    }
    return entry.fromStatus
      ? t('detail.historyChange', { from: statusLabel(entry.fromStatus), to: statusLabel(entry.toStatus) })
      : t('detail.historyCreated', { to: statusLabel(entry.toStatus) });
  };
  return (
    <>
      <h3 className="mt-6 mb-2 text-lg font-semibold">{t('detail.history')}</h3>
      <ol className="space-y-2">
        {history.map((entry) => (
          <li
            key={`${entry.changedAt}-${entry.toStatus}-${entry.arrival?.kind ?? ''}-${entry.cardCheck?.verdict ?? ''}`}
            className="rounded-lg bg-slate-50 p-3"
          >
            <p className="font-semibold">{describeEntry(entry)}</p>
            <p className="text-sm text-slate-700">
              <time dateTime={entry.changedAt}>{fullTime(entry.changedAt, locale)}</time>{' '}
              {entry.changedBy === 'patient' || !entry.changedBy
                ? t('detail.byPatient')
                : t.rich('detail.byStaff', { name: entry.changedBy, ltr: leftToRight })}
            </p>
            {entry.exceptions.map((exception) => (
              <p key={exception} className="text-sm font-semibold text-amber-900">
                {t(`exception.${exception}`)}
              </p>
            ))}
            {entry.reason ? <p className="text-sm">{t(`cancelReason.${entry.reason}`)}</p> : null}
            {entry.note ? (
              <p className="text-sm whitespace-pre-line">{t('detail.historyNote', { note: entry.note })}</p>
            ) : null}
          </li>
        ))}
      </ol>
    </>
  );
}
