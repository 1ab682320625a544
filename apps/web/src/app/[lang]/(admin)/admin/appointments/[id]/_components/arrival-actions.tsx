'use client';

import { WAITING_ROOM_RULES } from '@clinic/domain';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useStaffAction } from '@/components/ui/use-staff-action';
import { toMessageKey } from '@/lib/action-result';
import { notify } from '@/lib/notify';
import { changeArrival } from '../actions';

/** The patient's check-in as the page shows it, its times already written in the page's language. */
export type ArrivalView = {
  arrivedAt: string;
  queueNumber: number | null;
  isLate: boolean;
  /** The take-back's last minute, while it is open; null once it has passed. */
  takeBackUntil: string | null;
};

/** Whether the desk may check the patient in now: yes, not before the visit's day, or not at all (closed). */
export type CheckInState = 'open' | 'notToday' | 'closed';

const FAILURE_KEYS = ['undoExpired', 'unavailable'] as const;

/**
 * Checks the visit's patient in or takes the check-in back, with the toast that says what happened
 * (the number given, or why the CMS refused); the page is read again after. The visit's page and the
 * day sheet both use it.
 */
export function useArrivalChange(documentId: string) {
  const t = useTranslations('Admin.arrival');
  const { isPending, run } = useStaffAction();
  const apply = (action: 'checkIn' | 'takeBack') =>
    run(
      (locale) => changeArrival(locale, documentId, { action }),
      (result) => {
        if (result.ok) {
          const number = result.value?.queueNumber;
          notify.success(result.value ? (number ? t('checkedInNumber', { number }) : t('checkedIn')) : t('takenBack'));
        } else if (result.details) {
          notify.error(t(`refusal.${result.details.checkIn}`));
        } else {
          notify.error(
            t(`refusal.${toMessageKey(result.code, FAILURE_KEYS, 'failed')}`, {
              minutes: WAITING_ROOM_RULES.takeBackMinutes,
            }),
          );
        }
      },
    );
  return { isSaving: isPending, apply };
}

/**
 * The visit's arrival: the check-in button on the visit's day; once the patient is checked in, when,
 * their number in a first-come session (or that the booked time orders the queue, and whether they came
 * late), and the take-back of a mistaken check-in for its first minutes.
 */
export function ArrivalActions({
  documentId,
  arrival,
  checkIn,
  bookedTime,
}: {
  documentId: string;
  arrival: ArrivalView | null;
  checkIn: CheckInState;
  bookedTime: string;
}) {
  const t = useTranslations('Admin.arrival');
  const { isSaving, apply } = useArrivalChange(documentId);

  if (!arrival) {
    if (checkIn === 'closed') return null;
    return (
      <div className="mb-5" aria-busy={isSaving}>
        <h3 className="mb-2 text-lg font-semibold">{t('heading')}</h3>
        {checkIn === 'open' ? (
          <Button size="sm" disabled={isSaving} onClick={() => apply('checkIn')}>
            {t('checkIn')}
          </Button>
        ) : (
          <p className="text-slate-700">{t('onTheDay')}</p>
        )}
      </div>
    );
  }

  return (
    <div className="mb-5" aria-busy={isSaving}>
      <h3 className="mb-2 text-lg font-semibold">{t('heading')}</h3>
      <p className="font-semibold">{t('arrivedAt', { time: arrival.arrivedAt })}</p>
      <p>
        {arrival.queueNumber === null
          ? t('byBookedTime', { time: bookedTime })
          : t('queueNumber', { number: arrival.queueNumber })}
      </p>
      {arrival.isLate ? (
        <p className="font-semibold text-amber-900">{t('late', { minutes: WAITING_ROOM_RULES.lateAfterMinutes })}</p>
      ) : null}
      {arrival.takeBackUntil ? (
        <div className="mt-3 flex flex-col items-start gap-1">
          <Button
            variant="neutral"
            size="sm"
            disabled={isSaving}
            aria-describedby={`${documentId}-take-back`}
            onClick={() => apply('takeBack')}
          >
            {t('takeBack')}
          </Button>
          <p id={`${documentId}-take-back`} className="text-sm text-slate-600">
            {t('takeBackUntil', { time: arrival.takeBackUntil })}
          </p>
        </div>
      ) : null}
    </div>
  );
}
