import type { BookingRequest, NextOpening } from '@clinic/cms-client';
import type { TPatientSubmission } from '@clinic/domain';
import type { useTranslations } from 'next-intl';
import type { UseFormReturn } from 'react-hook-form';
import { type TActionFailure, toMessageKey } from '@/lib/action-result';
import { notify } from '@/lib/notify';
import { toRetryMinutes } from '@/lib/retry-minutes';
import type { TBookingConflict } from '../actions';
import { PATIENT_FIELD_BY_PATH, type TPatientFormValues } from './patient-fields';
import { type TTimeRefusal, readStartRefusal } from './time-refusal';

// Sending the patient's booking from its last step, and what the step says when it is refused.

/** The long-running action's toasts stay a second longer than the others. */
const LONG_ACTION_TOAST_MS = 5000;

/** The booking's appointment as the step sends it, in the page's language. */
type TBookingAppointment = Pick<
  BookingRequest,
  'doctor' | 'branch' | 'start' | 'specialty' | 'service' | 'source' | 'locale'
>;

/**
 * The booking as the server action reads it: the booking's JSON (the form's own checkboxes left out,
 * the consent as given) under `data`, the card images a contract needs, and the submit's key.
 */
export function toBookingForm(
  patient: TPatientSubmission,
  booking: {
    appointment: TBookingAppointment;
    policyVersion: string;
    cards: { cardFront?: File | null; cardBack?: File | null };
    idempotencyKey: string;
  },
) {
  const body = new FormData();
  const { hasCardFront: _front, hasCardBack: _back, consent: _consent, ...patientFields } = patient;
  const consent = { accepted: true, policyVersion: booking.policyVersion };
  body.append('data', JSON.stringify({ ...booking.appointment, patient: patientFields, consent }));
  if (booking.cards.cardFront) body.append('cardFront', booking.cards.cardFront);
  if (booking.cards.cardBack) body.append('cardBack', booking.cards.cardBack);
  body.append('idempotencyKey', booking.idempotencyKey);
  return body;
}

/** What the step does about a booking's failure: keeps what the patient typed and says what to do. */
type TFailureHandlers = {
  t: ReturnType<typeof useTranslations<'Booking'>>;
  refuseTime: (refusal: TTimeRefusal, openings: NextOpening[]) => void;
  nextOpenings: () => NextOpening[];
  setError: UseFormReturn<TPatientFormValues, unknown, TPatientSubmission>['setError'];
  countFailedSubmission: () => void;
  retry: () => void;
};

/**
 * A booking the server refused: a taken time offers the next free ones in place, a refused time
 * (passed, or no longer the doctor's) the next ones too; fields in error show on their fields; a
 * rate limit says how long to wait; anything else offers a retry with the same idempotency key.
 */
export function showBookingFailure(result: TActionFailure<TBookingConflict>, on: TFailureHandlers) {
  if (result.code === 'SLOT_FULL') {
    on.refuseTime('taken', result.details?.nextOpenings ?? []);
    return;
  }
  const startRefusal = readStartRefusal(result.fieldErrors);
  if (startRefusal) {
    on.refuseTime(startRefusal, on.nextOpenings());
    return;
  }
  const messageKey = toMessageKey(result.code, ['invalid', 'rateLimited'], 'failed');
  if (messageKey === 'invalid' && result.fieldErrors) {
    const shown = Object.entries(result.fieldErrors).flatMap(([path, message]) => {
      const field = PATIENT_FIELD_BY_PATH[path];
      if (!field) return [];
      on.setError(field, { type: 'validate', message });
      return [field];
    });
    if (shown.length > 0) on.countFailedSubmission();
    else notify.error(on.t('invalid'), { duration: LONG_ACTION_TOAST_MS });
    return;
  }
  const minutes = toRetryMinutes(result.retryAfterSeconds);
  if (messageKey === 'rateLimited' && minutes !== null) {
    notify.error(on.t('rateLimited', { minutes }), { duration: LONG_ACTION_TOAST_MS });
    return;
  }
  notify.error(on.t('failed'), { duration: LONG_ACTION_TOAST_MS, action: { label: on.t('retry'), onClick: on.retry } });
}
