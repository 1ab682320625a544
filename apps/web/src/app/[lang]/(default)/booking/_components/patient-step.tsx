'use client';

import type { Booking, BookingSource, NextOpening } from '@clinic/cms-client';
import type { TCardField, TPatientSubmission, TPatientSubmissionInput } from '@clinic/domain';
import { ValidationMessage } from '@clinic/domain/messages';
import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { toMessageKey } from '@/lib/action-result';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toRetryMinutes } from '@/lib/retry-minutes';
import { toValidationName } from '@/lib/validation-messages';
import { type TBookResult, bookAppointment } from '../actions';
import { formatBookingMoment } from '../_lib/booking-time';
import { readPatientDraft, savePatientDraft } from '../_lib/patient-draft';
import { PATIENT_FIELD_BY_PATH, type TPatientFormField } from '../_lib/patient-fields';
import { notify } from '@/lib/notify';

/** The long-running action's toasts stay a second longer (spec section 4). */
const LONG_ACTION_TOAST_MS = 5000;
const UNREACHABLE: TBookResult = { ok: false, code: 'SERVICE_UNAVAILABLE' };

const patientResolver = lazyZodResolver<TPatientSubmissionInput, TPatientSubmission>(() =>
  import('@clinic/domain').then((domain) => domain.ZPatientSubmissionSchema),
);

type TTextField = 'firstName' | 'lastName' | 'email' | 'phone' | 'age' | 'notes';
type TFormField = TPatientFormField;

type PatientStepProps = {
  appointment: {
    doctor: string;
    branch: string;
    start: string;
    specialty: string | null;
    service: string | null;
    source: BookingSource;
  };
  policyVersion: string;
  cardImages: { maxBytes: number; types: readonly string[] };
  summary: ReactNode;
  onBooked: (booking: Booking) => void;
  onPickOpening: (start: string) => void;
  onPrevious: () => void;
};

/**
 * 'Your information' and Submit. react-hook-form with the shared schema (loaded on first use);
 * the server checks it all again. Whatever happens, what the visitor typed stays: a taken slot
 * offers the next free ones in place, other failures offer a retry with the same idempotency key,
 * so a retry after a lost answer never books twice.
 */
export function PatientStep({
  appointment,
  policyVersion,
  cardImages,
  summary,
  onBooked,
  onPickOpening,
  onPrevious,
}: PatientStepProps) {
  const t = useTranslations('Booking');
  const tValidation = useTranslations('Validation');
  const locale = useLocale() as Locale;
  const idPrefix = useId();
  const [cards, setCards] = useState<Record<TCardField, File | null>>({ cardFront: null, cardBack: null });
  const [previews, setPreviews] = useState<Record<TCardField, string | null>>({ cardFront: null, cardBack: null });
  const [takenOpenings, setTakenOpenings] = useState<NextOpening[] | null>(null);
  const idempotencyKey = useRef<string>(crypto.randomUUID());

  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    watch,
    setFocus,
    formState: { errors: schemaErrors, isSubmitting },
  } = useForm<TPatientSubmissionInput, unknown, TPatientSubmission>({
    resolver: patientResolver,
    defaultValues: {
      ...readPatientDraft(typeof window === 'undefined' ? undefined : window.sessionStorage),
      hasCardFront: false,
      hasCardBack: false,
      consent: false as unknown as true,
    },
  });

  // The card rule reports on `cardFront` and `cardBack`, which are files beside the form's values.
  const errors = schemaErrors as Partial<Record<TFormField, FieldError>>;
  const setFieldError = (field: TFormField, message: string) =>
    setError(field as Parameters<typeof setError>[0], { type: 'validate', message });
  const clearFieldError = (field: TFormField) => clearErrors(field as Parameters<typeof clearErrors>[0]);

  useEffect(() => {
    const subscription = watch((values) => savePatientDraft(window.sessionStorage, values));
    return () => subscription.unsubscribe();
  }, [watch]);

  // A new time is a new booking: it gets its own idempotency key.
  useEffect(() => {
    idempotencyKey.current = crypto.randomUUID();
    setTakenOpenings(null);
  }, [appointment.start]);

  useEffect(
    () => () => {
      for (const url of Object.values(previews)) if (url) URL.revokeObjectURL(url);
    },
    [previews],
  );

  const contractType = watch('contractType');
  const needsCards = contractType === 'company' || contractType === 'syndicate';

  // Picked images only count for a contract patient; a cash patient's are kept but not sent.
  useEffect(() => {
    setValue('hasCardFront', needsCards && cards.cardFront !== null);
    setValue('hasCardBack', needsCards && cards.cardBack !== null);
  }, [needsCards, cards, setValue]);

  const pickCard = (field: TCardField, file: File | undefined) => {
    clearFieldError(field);
    if (file && !cardImages.types.includes(file.type)) {
      setFieldError(field, ValidationMessage.cardImageTypeNotAllowed);
      file = undefined;
    } else if (file && file.size > cardImages.maxBytes) {
      setFieldError(field, ValidationMessage.cardImageTooLarge);
      file = undefined;
    }
    setCards((current) => ({ ...current, [field]: file ?? null }));
    setPreviews((current) => ({ ...current, [field]: file ? URL.createObjectURL(file) : null }));
  };

  const send = async (patient: TPatientSubmission) => {
    const form = new FormData();
    const { hasCardFront: _front, hasCardBack: _back, consent: _consent, ...patientFields } = patient;
    form.append(
      'data',
      JSON.stringify({
        ...appointment,
        locale,
        patient: patientFields,
        consent: { accepted: true, policyVersion },
      }),
    );
    if (needsCards) {
      if (cards.cardFront) form.append('cardFront', cards.cardFront);
      if (cards.cardBack) form.append('cardBack', cards.cardBack);
    }
    form.append('idempotencyKey', idempotencyKey.current);

    const result = await bookAppointment(form).catch(() => UNREACHABLE);
    if (result.ok) {
      onBooked(result.value);
      return;
    }
    if (result.code === 'SLOT_FULL') {
      setTakenOpenings(result.details?.nextOpenings ?? []);
      return;
    }
    const messageKey = toMessageKey(result.code, ['invalid', 'rateLimited'], 'failed');
    if (messageKey === 'invalid' && result.fieldErrors) {
      const shown = Object.entries(result.fieldErrors).flatMap(([path, message]) => {
        const field = PATIENT_FIELD_BY_PATH[path];
        if (!field) return [];
        setFieldError(field, message);
        return [field];
      });
      const [first] = shown;
      if (first && first !== 'cardFront' && first !== 'cardBack') setFocus(first as Parameters<typeof setFocus>[0]);
      else notify.error(t('invalid'), { duration: LONG_ACTION_TOAST_MS });
      return;
    }
    const minutes = toRetryMinutes(result.retryAfterSeconds);
    if (messageKey === 'rateLimited' && minutes !== null) {
      notify.error(t('rateLimited', { minutes }), { duration: LONG_ACTION_TOAST_MS });
      return;
    }
    notify.error(t('failed'), {
      duration: LONG_ACTION_TOAST_MS,
      action: { label: t('retry'), onClick: () => void submit() },
    });
  };
  const submit = handleSubmit(send);

  const errorText = (field: TFormField) => {
    const message = errors[field]?.message;
    if (!message) return null;
    const name = toValidationName(message);
    return (
      <p id={`${idPrefix}-${field}-error`} className="text-sm text-red-700">
        {name ? tValidation(name) : tValidation('invalidType')}
      </p>
    );
  };
  const describedBy = (field: TFormField, hint?: string) =>
    [errors[field] ? `${idPrefix}-${field}-error` : null, hint ?? null].filter(Boolean).join(' ') || undefined;
  const inputClass =
    'w-full rounded-md border border-slate-300 bg-white px-3 py-2 aria-invalid:border-red-700 disabled:bg-slate-100';

  const textField = (field: TTextField, label: string, input: Record<string, unknown>, hint?: string) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${idPrefix}-${field}`} className="text-sm font-semibold">
        {label}
      </label>
      {field === 'notes' ? (
        <textarea
          id={`${idPrefix}-${field}`}
          rows={3}
          className={inputClass}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={describedBy(field)}
          {...register(field)}
        />
      ) : (
        <input
          id={`${idPrefix}-${field}`}
          className={inputClass}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={describedBy(field, hint ? `${idPrefix}-${field}-hint` : undefined)}
          {...input}
          {...register(field)}
        />
      )}
      {hint ? (
        <p id={`${idPrefix}-${field}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {errorText(field)}
    </div>
  );

  const cardPicker = (field: TCardField, label: string) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${idPrefix}-${field}`} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={`${idPrefix}-${field}`}
        type="file"
        accept={cardImages.types.join(',')}
        className="text-sm file:me-3 file:rounded-md file:border-0 file:bg-brand-soft file:px-3 file:py-2 file:font-semibold file:text-brand"
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(field, `${idPrefix}-card-hint`)}
        onChange={(event) => pickCard(field, event.currentTarget.files?.[0])}
      />
      {previews[field] ? (
        // A local preview of the visitor's own file: next/image cannot optimise a blob URL.
        <img
          src={previews[field] ?? ''}
          alt={t('cardPreview', { side: label })}
          className="mt-1 h-28 w-auto rounded-md border border-slate-200 object-contain"
        />
      ) : null}
      {errorText(field)}
    </div>
  );

  return (
    <form noValidate onSubmit={submit} onFocus={patientResolver.preload} className="space-y-6">
      {summary}
      {takenOpenings ? (
        <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4">
          <p className="font-semibold text-amber-900">
            {takenOpenings.length > 0 ? t('slotTaken') : t('slotTakenNone')}
          </p>
          {takenOpenings.length > 0 ? (
            <ul aria-label={t('pickAnother')} className="mt-3 flex flex-wrap gap-2">
              {takenOpenings.map((opening) => (
                <li key={opening.start}>
                  <button
                    type="button"
                    className="rounded-lg border border-brand bg-white px-3 py-2 text-sm font-semibold text-brand"
                    onClick={() => onPickOpening(opening.start)}
                  >
                    {formatBookingMoment(opening.start, locale)}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <fieldset disabled={isSubmitting} className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-xl font-semibold text-brand">{t('patientTitle')}</legend>
        {textField('firstName', t('firstName'), { type: 'text', autoComplete: 'given-name', 'aria-required': true })}
        {textField('lastName', t('lastName'), { type: 'text', autoComplete: 'family-name', 'aria-required': true })}
        {textField('email', t('email'), { type: 'email', dir: 'ltr', autoComplete: 'email', 'aria-required': true })}
        {textField(
          'phone',
          t('phone'),
          { type: 'tel', dir: 'ltr', autoComplete: 'tel', 'aria-required': true },
          t('phoneHint'),
        )}
        {textField('age', t('age'), { type: 'text', inputMode: 'numeric', 'aria-required': true })}
        <div className="sm:col-span-2">{textField('notes', t('notes'), {})}</div>

        <fieldset
          className="sm:col-span-2"
          aria-describedby={describedBy('contractType')}
          aria-invalid={errors.contractType ? true : undefined}
        >
          <legend className="text-sm font-semibold">{t('contractType')}</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {(['cash', 'company', 'syndicate'] as const).map((type) => (
              <label key={type} className="flex items-center gap-2">
                <input type="radio" value={type} className="size-4 accent-brand" {...register('contractType')} />
                {t(`contract.${type}`)}
              </label>
            ))}
          </div>
          {errorText('contractType')}
        </fieldset>

        {needsCards ? (
          <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
            <p id={`${idPrefix}-card-hint`} className="text-sm text-slate-600 sm:col-span-2">
              {t('cardHint')}
            </p>
            {cardPicker('cardFront', t('cardFront'))}
            {cardPicker('cardBack', t('cardBack'))}
          </div>
        ) : null}

        <div className="sm:col-span-2">
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              className="mt-1 size-4 accent-brand"
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={describedBy('consent')}
              {...register('consent')}
            />
            <span>
              {t.rich('consent', {
                link: (chunks) => (
                  <Link href="/privacy-policy" target="_blank" className="font-semibold text-brand underline">
                    {chunks}
                  </Link>
                ),
              })}
            </span>
          </label>
          {errorText('consent')}
        </div>
      </fieldset>

      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={onPrevious}
          disabled={isSubmitting}
          className="rounded-md border border-brand px-6 py-3 font-semibold text-brand"
        >
          {t('previous')}
        </button>
        <button
          type="submit"
          disabled={isSubmitting}
          className="rounded-md bg-brand px-6 py-3 font-semibold text-white disabled:opacity-70"
        >
          {isSubmitting ? t('submitting') : t('submit')}
        </button>
      </div>
    </form>
  );
}
