'use client';

import type { BookingRequest, NextOpening } from '@clinic/cms-client';
import type { TPatientSubmission } from '@clinic/domain';
import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import type { Locale } from '@/i18n/routing';
import { callAction } from '@/lib/action-result';
import { FormErrorSummary } from '@/components/ui/form-error-summary';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { bookAppointment } from '../actions';
import { showBookingFailure, toBookingForm } from '../_lib/booking-submission';
import { readPatientDraft, savePatientDraft } from '../_lib/patient-draft';
import type { TPatientFormValues } from '../_lib/patient-fields';
import { type TTimeRefusal, findTimeRefusal, listNextOpenings } from '../_lib/time-refusal';
import { CardPicker, type TMobileMessaging } from './patient-fields';
import { PatientFieldset } from './patient-fieldset';
import { StepNavigation } from './step-navigation';
import type { TBookingConfirmation } from './step-props';
import { TakenSlotAlert } from './taken-slot-alert';
import { useAvailability, useOpeningsOfDay } from './use-availability';
import { useCardImages } from './use-card-images';

/** The long-running action's toasts stay a second longer than the others. */
const _LONG_ACTION_TOAST_MS = 5000;
const patientResolver = lazyZodResolver<TPatientFormValues, TPatientSubmission>(() =>
  import('@clinic/domain').then((domain) => domain.ZPatientSubmissionSchema),
);

type PatientStepProps = {
  step: number;
  appointment: {
    doctor: string;
    branch: string;
    start: string;
    specialty: string | null;
    service: string | null;
    source: BookingRequest['source'];
  };
  policyVersion: string;
  cardImages: { maxBytes: number; types: readonly string[] };
  messaging: TMobileMessaging;
  summary: ReactNode;
  onBooked: (confirmation: TBookingConfirmation) => void;
  onPickOpening: (start: string) => void;
  onPrevious: () => void;
};

/** The insurance card's two sides, for a company or syndicate patient: a hint and a picker each. */
function CardPickers({
  idPrefix,
  errors,
  cardImages,
  previews,
  onPickCard,
}: {
  idPrefix: string;
  errors: FieldErrors<TPatientFormValues>;
  cardImages: PatientStepProps['cardImages'];
  previews: ReturnType<typeof useCardImages>['previews'];
  onPickCard: ReturnType<typeof useCardImages>['pick'];
}) {
  const t = useTranslations('Booking');
  return (
    <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <p id={`${idPrefix}-card-hint`} className="text-sm text-slate-600 sm:col-span-2">
        {t('cardHint')}
      </p>
      {(['cardFront', 'cardBack'] as const).map((side) => (
        <CardPicker
          key={side}
          side={side}
          label={t(side)}
          accept={cardImages.types.join(',')}
          preview={previews[side]}
          hintId={`${idPrefix}-card-hint`}
          idPrefix={idPrefix}
          error={errors[side]}
          onPick={(file) => onPickCard(side, file)}
        />
      ))}
    </div>
  );
}

/**
 * Why the step's time cannot be booked, if it cannot, with the next free times: refused by the
 * booking's answer (taken meanwhile, passed, or no longer one of the doctor's), or already as the
 * step opens (an old tab, a bookmark, a shared link). A new time clears the answer's refusal.
 */
function useTimeRefusal(appointment: PatientStepProps['appointment']) {
  const [answerRefusal, setAnswerRefusal] = useState<{ refusal: TTimeRefusal; openings: NextOpening[] } | null>(null);
  const dayOfStart = useOpeningsOfDay(appointment.doctor, appointment.branch, appointment.start);
  const upcoming = useAvailability(appointment.doctor, appointment.branch);
  useEffect(() => {
    setAnswerRefusal(null);
  }, [appointment.start]);
  const nextOpenings = () => listNextOpenings(upcoming.data, appointment.start, new Date());
  const openRefusal = findTimeRefusal(appointment.start, dayOfStart.data, new Date());
  return {
    timeRefusal: answerRefusal ?? (openRefusal ? { refusal: openRefusal, openings: nextOpenings() } : null),
    refuseTime: (refusal: TTimeRefusal, openings: NextOpening[]) => setAnswerRefusal({ refusal, openings }),
    nextOpenings,
  };
}

/**
 * The patient's details under the shared schema, started from what this tab typed before (a reload,
 * a step back) and kept for it as they change; consent is always asked again.
 */
function usePatientForm() {
  const form = useForm<TPatientFormValues, unknown, TPatientSubmission>({
    resolver: patientResolver,
    defaultValues: {
      ...readPatientDraft(typeof window === 'undefined' ? undefined : window.sessionStorage),
      hasCardFront: false,
      hasCardBack: false,
      consent: false,
    },
    // FormErrorSummary moves the focus once the fieldset is enabled again: a disabled input cannot take it.
    shouldFocusError: false,
  });
  const { watch } = form;
  useEffect(() => {
    const subscription = watch((values) => savePatientDraft(window.sessionStorage, values));
    return () => subscription.unsubscribe();
  }, [watch]);
  return form;
}

/**
 * 'Your information' and Submit. react-hook-form with the shared schema (loaded on first use);
 * the server checks it all again. Whatever happens, what the visitor typed stays: a taken slot
 * offers the next free ones in place, other failures offer a retry with the same idempotency key,
 * so a retry after a lost answer never books twice.
 */
export function PatientStep({
  step,
  appointment,
  policyVersion,
  cardImages,
  messaging,
  summary,
  ...on
}: PatientStepProps) {
  const t = useTranslations('Booking');
  const locale = useLocale() as Locale;
  const idPrefix = useId();
  const { timeRefusal, refuseTime, nextOpenings } = useTimeRefusal(appointment);
  const idempotencyKey = useRef<string>(crypto.randomUUID());
  const form = usePatientForm();
  const { handleSubmit, setError, clearErrors, setValue, watch } = form;
  const { errors, isSubmitting } = form.formState;
  // Counts the submissions that came back with a field in error, the browser's check or the server's.
  const [failedSubmissions, setFailedSubmissions] = useState(0);
  const countFailedSubmission = () => setFailedSubmissions((count) => count + 1);
  const { cards, previews, pick } = useCardImages(cardImages, (field, refusal) =>
    refusal ? setError(field, { type: 'validate', message: refusal }) : clearErrors(field),
  );

  // A new time is a new booking: it gets its own idempotency key.
  useEffect(() => {
    idempotencyKey.current = crypto.randomUUID();
  }, [appointment.start]);

  const contractType = watch('contractType');
  const needsCards = contractType === 'company' || contractType === 'syndicate';

  // Picked images only count for a contract patient; a cash patient's are kept but not sent.
  useEffect(() => {
    setValue('hasCardFront', needsCards && cards.cardFront !== null);
    setValue('hasCardBack', needsCards && cards.cardBack !== null);
  }, [needsCards, cards, setValue]);

  const send = async (patient: TPatientSubmission) => {
    const body = toBookingForm(patient, {
      appointment: { ...appointment, locale },
      policyVersion,
      cards: needsCards ? cards : {},
      idempotencyKey: idempotencyKey.current,
    });
    const result = await callAction(bookAppointment(body));
    if (result.ok) {
      on.onBooked({ booking: result.value, emailedTo: patient.email ?? null });
      return;
    }
    showBookingFailure(result, {
      t,
      refuseTime,
      nextOpenings,
      setError,
      countFailedSubmission,
      retry: () => void submit(),
    });
  };
  const submit = handleSubmit(send, countFailedSubmission);

  return (
    <form noValidate onSubmit={submit} onFocus={patientResolver.preload} className="space-y-6">
      <FormErrorSummary attempt={isSubmitting || failedSubmissions === 0 ? null : failedSubmissions} />
      {summary}
      {timeRefusal ? (
        <TakenSlotAlert
          key={`${appointment.start} ${timeRefusal.refusal}`}
          refusal={timeRefusal.refusal}
          openings={timeRefusal.openings}
          onPick={on.onPickOpening}
        />
      ) : null}

      <PatientFieldset
        form={form}
        errors={errors}
        isSubmitting={isSubmitting}
        idPrefix={idPrefix}
        messaging={messaging}
      >
        {needsCards ? (
          <CardPickers
            idPrefix={idPrefix}
            errors={errors}
            cardImages={cardImages}
            previews={previews}
            onPickCard={pick}
          />
        ) : null}
      </PatientFieldset>

      <StepNavigation step={step} onPrevious={on.onPrevious} isSubmitting={isSubmitting} />
    </form>
  );
}
