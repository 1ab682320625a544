'use client';

import { WAITING_ROOM_RULES } from '@clinic/domain';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Field, TextInput } from '@/components/ui/field';
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
  /** When the patient was called in to the doctor; null while they wait. */
  calledAt: string | null;
  /** Whether the desk may call them in: checked in, not yet called, the visit still booked. */
  canCallIn: boolean;
  /** The language the patient booked in, which their queue ticket is printed in. */
  patientLocale: 'en' | 'ar';
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
  const apply = (action: 'checkIn' | 'takeBack' | 'callIn', reason?: string) =>
    run(
      (locale) => changeArrival(locale, documentId, { action, reason }),
      (result) => {
        if (result.ok) {
          const number = result.value?.queueNumber;
          notify.success(
            action === 'callIn'
              ? t('calledIn')
              : result.value
                ? number
                  ? t('checkedInNumber', { number })
                  : t('checkedIn')
                : t('takenBack'),
          );
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
 * Calls the checked-in patient in to the doctor; the reason is asked for only when others come first
 * (the CMS refuses without it, and the toast says so), and the history keeps it.
 */
function CallInForm({
  documentId,
  isSaving,
  apply,
}: {
  documentId: string;
  isSaving: boolean;
  apply: (action: 'callIn', reason?: string) => void;
}) {
  const t = useTranslations('Admin.arrival');
  return (
    <form
      className="mt-3 flex flex-col items-start gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        apply('callIn', String(new FormData(event.currentTarget).get('reason') ?? ''));
      }}
    >
      <Field
        id={`${documentId}-call-reason`}
        label={t('callReason')}
        hint={t('callReasonHint')}
        className="w-full max-w-md"
      >
        {(control) => (
          <TextInput {...control} name="reason" maxLength={WAITING_ROOM_RULES.callReasonMaxLength} autoComplete="off" />
        )}
      </Field>
      <Button type="submit" size="sm" disabled={isSaving}>
        {t('callIn')}
      </Button>
    </form>
  );
}

/**
 * The visit's arrival: the check-in button on the visit's day; once the patient is checked in, when,
 * their number in a first-come session (or that the booked time orders the queue, and whether they came
 * late), the link to their queue ticket, and the take-back of a mistaken check-in for its first minutes.
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
  const languages = useTranslations('Admin.language');
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
      {arrival.calledAt ? <p className="font-semibold">{t('calledAt', { time: arrival.calledAt })}</p> : null}
      <p className="mt-2">
        <a
          href={`/${arrival.patientLocale}/admin/appointments/${documentId}/ticket`}
          hrefLang={arrival.patientLocale}
          aria-describedby={`${documentId}-ticket`}
          className="font-semibold text-brand underline"
        >
          {t('printTicket')}
        </a>
      </p>
      <p id={`${documentId}-ticket`} className="text-sm text-slate-600">
        {t('printTicketHint', { language: languages(arrival.patientLocale) })}
      </p>
      {arrival.canCallIn ? <CallInForm documentId={documentId} isSaving={isSaving} apply={apply} /> : null}
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
