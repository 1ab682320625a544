'use client';

import type { Booking } from '@clinic/cms-client';
import { useLocale, useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, FieldError, TextArea, TextInput, describedByError } from '@/components/ui/field';
import { FormErrorSummary } from '@/components/ui/form-error-summary';
import { useValidationText } from '@/components/ui/use-validation-text';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { BookingDetails, useBookingRows } from '../../booking/_components/booking-details';
import { EmailOnItsWay } from '../../booking/_components/email-on-its-way';
import { ManageLink } from '../../booking/_components/manage-link';
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

/** The form's fields in their order on screen: a failed post puts the focus on the first in error. */
const FIELDS_IN_ORDER = [
  'start',
  'firstName',
  'lastName',
  'email',
  'phone',
  'age',
  'notes',
  'contractType',
  'cardFront',
  'cardBack',
  'consent',
] as const;

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
  const validationText = useValidationText();
  const locale = useLocale() as Locale;
  const [state, formAction, isPending] = useActionState(submitOldBooking, INITIAL_STATE);

  if (state?.ok) {
    return (
      <section aria-labelledby="old-booking-done" className="space-y-4 rounded-2xl border border-slate-200 p-6">
        <h2 id="old-booking-done" className="text-2xl font-semibold text-brand">
          {t('confirmationTitle')}
        </h2>
        <OldBookingDetails booking={state.value.booking} />
        <p className="rounded-lg bg-brand-soft p-4 font-semibold text-brand">{t('callCenter')}</p>
        <EmailOnItsWay emailedTo={state.value.emailedTo} />
        <ManageLink token={state.value.booking.manageToken} />
        <Link href="/booking-old" className="inline-block font-semibold text-brand underline">
          {t('bookAnother')}
        </Link>
      </section>
    );
  }

  const failed = state?.ok === false ? state : null;
  const fieldErrors = failed?.fieldErrors ?? {};
  const value = (field: keyof TOldBookingValues) => failed?.details?.values[field] ?? '';
  const errorOf = (field: string) => validationText(fieldErrors[field]);
  /** A group's error id, when it has an error to be described by. */
  const groupErrorId = (field: string) => (fieldErrors[field] ? `old-${field}-error` : null);
  // Without JavaScript the answer is a new page: the autofocus attribute puts the focus there.
  const firstInError = FIELDS_IN_ORDER.find((field) => fieldErrors[field]);
  const focusFirst = (field: (typeof FIELDS_IN_ORDER)[number]) => firstInError === field;
  const generalError = !failed
    ? null
    : Object.keys(fieldErrors).length > 0
      ? t('invalid')
      : failed.code === 'SLOT_FULL'
        ? t('slotTakenNone')
        : t('failed');
  const chosenStart = value('start') || openings[0]?.start;
  const contractType = value('contractType') || 'cash';

  const text = (field: 'firstName' | 'lastName' | 'email' | 'phone' | 'age', label: string, extra: object) => (
    <Field id={`old-${field}`} label={label} error={errorOf(field)}>
      {(control) => (
        <TextInput
          {...control}
          name={field}
          required={field !== 'email'}
          defaultValue={value(field)}
          autoFocus={focusFirst(field)}
          {...extra}
        />
      )}
    </Field>
  );

  return (
    <form action={formAction} encType="multipart/form-data" className="space-y-6">
      <FormErrorSummary attempt={Object.keys(fieldErrors).length > 0 ? failed : null} />
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

      <fieldset className="space-y-2" {...describedByError(groupErrorId('start'))}>
        <legend className="font-semibold">{t('oldTimes')}</legend>
        <ul className="flex flex-wrap gap-2">
          {openings.map((opening, index) => (
            <li key={opening.start}>
              <label className="flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2">
                <input
                  type="radio"
                  name="start"
                  value={opening.start}
                  defaultChecked={opening.start === chosenStart}
                  // biome-ignore lint/a11y/noAutofocus: only after a failed post, onto the first field in error (no script to move it)
                  autoFocus={focusFirst('start') && index === 0}
                  required
                  className="accent-brand"
                />
                {opening.label}
              </label>
            </li>
          ))}
        </ul>
        <FieldError id={groupErrorId('start')} error={errorOf('start')} />
      </fieldset>

      <fieldset disabled={isPending} className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-xl font-semibold text-brand">{t('patientTitle')}</legend>
        {text('firstName', t('firstName'), { type: 'text', autoComplete: 'given-name' })}
        {text('lastName', t('lastName'), { type: 'text', autoComplete: 'family-name' })}
        {text('email', t('email'), { type: 'email', dir: 'ltr', autoComplete: 'email' })}
        {text('phone', t('phone'), { type: 'tel', dir: 'ltr', autoComplete: 'tel' })}
        {text('age', t('age'), { type: 'text', inputMode: 'numeric' })}
        <Field id="old-notes" label={t('notes')} error={errorOf('notes')} className="sm:col-span-2">
          {(control) => (
            <TextArea
              {...control}
              name="notes"
              rows={3}
              defaultValue={value('notes')}
              autoFocus={focusFirst('notes')}
            />
          )}
        </Field>
        <fieldset className="sm:col-span-2" {...describedByError(groupErrorId('contractType'))}>
          <legend className="text-sm font-semibold">{t('contractType')}</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {(['cash', 'company', 'syndicate'] as const).map((type, index) => (
              <label key={type} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="contractType"
                  value={type}
                  defaultChecked={type === contractType}
                  // biome-ignore lint/a11y/noAutofocus: only after a failed post, onto the first field in error (no script to move it)
                  autoFocus={focusFirst('contractType') && index === 0}
                  className="size-4 accent-brand"
                />
                {t(`contract.${type}`)}
              </label>
            ))}
          </div>
          <FieldError id={groupErrorId('contractType')} error={errorOf('contractType')} />
        </fieldset>
        <p className="text-sm text-slate-600 sm:col-span-2">{t('cardHint')}</p>
        {(['cardFront', 'cardBack'] as const).map((field) => (
          <Field key={field} id={`old-${field}`} label={t(field)} error={errorOf(field)}>
            {(control) => (
              <input
                {...control}
                type="file"
                name={field}
                accept={cardAccept}
                // biome-ignore lint/a11y/noAutofocus: only after a failed post, onto the first field in error (no script to move it)
                autoFocus={focusFirst(field)}
                className="text-sm"
              />
            )}
          </Field>
        ))}
        <div className="sm:col-span-2">
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              name="consent"
              required
              // biome-ignore lint/a11y/noAutofocus: only after a failed post, onto the first field in error (no script to move it)
              autoFocus={focusFirst('consent')}
              className="mt-1 size-4 accent-brand"
              {...describedByError(groupErrorId('consent'))}
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
          <FieldError id={groupErrorId('consent')} error={errorOf('consent')} />
        </div>
      </fieldset>
      <Button type="submit" disabled={isPending}>
        {isPending ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
