'use client';

import type { Booking } from '@clinic/cms-client';
import { useLocale, useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { toValidationName } from '@/lib/validation-messages';
import { BookingDetails, useBookingRows } from '../../booking/_components/booking-details';
import { type TOldBookingState, type TOldBookingValues, submitOldBooking } from '../actions';

type OldBookingFormProps = {
  doctor: string;
  branch: string;
  openings: { start: string; label: string }[];
  policyVersion: string;
  /** One per rendered form: a double post of the same form books once. */
  idempotencyKey: string;
  /** The card image types the CMS accepts, for the file pickers. */
  cardAccept: string;
};

const INITIAL_STATE: TOldBookingState = null;

function OldBookingDetails({ booking }: { booking: Booking }) {
  return <BookingDetails rows={useBookingRows(booking)} />;
}

/**
 * The single-page booking form for old phones and assistive tools. A plain form post: with
 * JavaScript off the browser posts it and the server renders the answer; nothing here needs a
 * script. On any failure the typed text comes back in the fields.
 */
export function OldBookingForm({
  doctor,
  branch,
  openings,
  policyVersion,
  idempotencyKey,
  cardAccept,
}: OldBookingFormProps) {
  const t = useTranslations('Booking');
  const tValidation = useTranslations('Validation');
  const locale = useLocale() as Locale;
  const [state, formAction, isPending] = useActionState(submitOldBooking, INITIAL_STATE);

  if (state?.ok) {
    return (
      <section aria-labelledby="old-booking-done" className="space-y-4 rounded-2xl border border-slate-200 p-6">
        <h2 id="old-booking-done" className="text-2xl font-semibold text-brand">
          {t('confirmationTitle')}
        </h2>
        <OldBookingDetails booking={state.value} />
        <p className="rounded-lg bg-brand-soft p-4 font-semibold text-brand">{t('callCenter')}</p>
        <Link href="/booking-old" className="inline-block font-semibold text-brand underline">
          {t('bookAnother')}
        </Link>
      </section>
    );
  }

  const failed = state?.ok === false ? state : null;
  const fieldErrors = failed?.fieldErrors ?? {};
  const value = (field: keyof TOldBookingValues) => failed?.details?.values[field] ?? '';
  const errorOf = (field: string) => {
    const key = fieldErrors[field];
    if (!key) return null;
    const name = toValidationName(key);
    return (
      <p id={`old-${field}-error`} className="text-sm text-red-700">
        {name ? tValidation(name) : tValidation('invalidType')}
      </p>
    );
  };
  const errorProps = (field: string) =>
    fieldErrors[field] ? { 'aria-invalid': true, 'aria-describedby': `old-${field}-error` } : {};
  const generalError = !failed
    ? null
    : Object.keys(fieldErrors).length > 0
      ? t('invalid')
      : failed.code === 'SLOT_FULL'
        ? t('slotTakenNone')
        : t('failed');
  const inputClass = 'w-full rounded-md border border-slate-300 bg-white px-3 py-2 aria-invalid:border-red-700';
  const chosenStart = value('start') || openings[0]?.start;
  const contractType = value('contractType') || 'cash';

  const text = (field: 'firstName' | 'lastName' | 'email' | 'phone' | 'age', label: string, extra: object) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`old-${field}`} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={`old-${field}`}
        name={field}
        required
        defaultValue={value(field)}
        className={inputClass}
        {...extra}
        {...errorProps(field)}
      />
      {errorOf(field)}
    </div>
  );

  return (
    <form action={formAction} encType="multipart/form-data" className="space-y-6">
      {generalError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-semibold text-red-800">
          {generalError}
        </p>
      ) : null}
      <input type="hidden" name="doctor" value={doctor} />
      <input type="hidden" name="branch" value={branch} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="policyVersion" value={policyVersion} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />

      <fieldset className="space-y-2" {...errorProps('start')}>
        <legend className="font-semibold">{t('oldTimes')}</legend>
        <ul className="flex flex-wrap gap-2">
          {openings.map((opening) => (
            <li key={opening.start}>
              <label className="flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2">
                <input
                  type="radio"
                  name="start"
                  value={opening.start}
                  defaultChecked={opening.start === chosenStart}
                  required
                  className="accent-brand"
                />
                {opening.label}
              </label>
            </li>
          ))}
        </ul>
        {errorOf('start')}
      </fieldset>

      <fieldset disabled={isPending} className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-xl font-semibold text-brand">{t('patientTitle')}</legend>
        {text('firstName', t('firstName'), { type: 'text', autoComplete: 'given-name' })}
        {text('lastName', t('lastName'), { type: 'text', autoComplete: 'family-name' })}
        {text('email', t('email'), { type: 'email', dir: 'ltr', autoComplete: 'email' })}
        {text('phone', t('phone'), { type: 'tel', dir: 'ltr', autoComplete: 'tel' })}
        {text('age', t('age'), { type: 'text', inputMode: 'numeric' })}
        <div className="flex flex-col gap-1 sm:col-span-2">
          <label htmlFor="old-notes" className="text-sm font-semibold">
            {t('notes')}
          </label>
          <textarea
            id="old-notes"
            name="notes"
            rows={3}
            defaultValue={value('notes')}
            className={inputClass}
            {...errorProps('notes')}
          />
          {errorOf('notes')}
        </div>
        <fieldset className="sm:col-span-2" {...errorProps('contractType')}>
          <legend className="text-sm font-semibold">{t('contractType')}</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {(['cash', 'company', 'syndicate'] as const).map((type) => (
              <label key={type} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="contractType"
                  value={type}
                  defaultChecked={type === contractType}
                  className="size-4 accent-brand"
                />
                {t(`contract.${type}`)}
              </label>
            ))}
          </div>
          {errorOf('contractType')}
        </fieldset>
        <p className="text-sm text-slate-600 sm:col-span-2">{t('cardHint')}</p>
        {(['cardFront', 'cardBack'] as const).map((field) => (
          <div key={field} className="flex flex-col gap-1">
            <label htmlFor={`old-${field}`} className="text-sm font-semibold">
              {t(field)}
            </label>
            <input
              id={`old-${field}`}
              type="file"
              name={field}
              accept={cardAccept}
              className="text-sm"
              {...errorProps(field)}
            />
            {errorOf(field)}
          </div>
        ))}
        <div className="sm:col-span-2">
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              name="consent"
              required
              className="mt-1 size-4 accent-brand"
              {...errorProps('consent')}
            />
            <span>
              {t.rich('consent', {
                link: (chunks) => (
                  <Link href="/privacy-policy" className="font-semibold text-brand underline">
                    {chunks}
                  </Link>
                ),
              })}
            </span>
          </label>
          {errorOf('consent')}
        </div>
      </fieldset>
      <button
        type="submit"
        disabled={isPending}
        className="rounded-md bg-brand px-6 py-3 font-semibold text-white disabled:opacity-70"
      >
        {isPending ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
