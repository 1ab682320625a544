'use client';

import type { BookedAppointment, Booking } from '@clinic/cms-client';
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

/** What the form shows of a failed post: each field's error, the group's error id, and where the focus goes. */
type TFailedAnswer = {
  errorOf: (field: string) => string | null;
  groupErrorId: (field: string) => string | null;
  focusFirst: (field: (typeof FIELDS_IN_ORDER)[number]) => boolean;
};

/** The booking made: its details, that the call centre confirms it, the email, the manage link. */
function OldBookingDone({ booking, emailedTo }: { booking: BookedAppointment; emailedTo: string | null }) {
  const t = useTranslations('Booking');
  return (
    <section aria-labelledby="old-booking-done" className="space-y-4 rounded-2xl border border-slate-200 p-6">
      <h2 id="old-booking-done" className="text-2xl font-semibold text-brand">
        {t('confirmationTitle')}
      </h2>
      <OldBookingDetails booking={booking} />
      <p className="rounded-lg bg-brand-soft p-4 font-semibold text-brand">{t('callCenter')}</p>
      <EmailOnItsWay emailedTo={emailedTo} />
      <ManageLink token={booking.manageToken} />
      <Link href="/booking-old" className="inline-block font-semibold text-brand underline">
        {t('bookAnother')}
      </Link>
    </section>
  );
}

/** The doctor's open times that day, one to choose. */
function OldBookingTimes({
  openings,
  chosenStart,
  answer,
}: {
  openings: OldBookingFormProps['openings'];
  chosenStart: string | undefined;
  answer: TFailedAnswer;
}) {
  const t = useTranslations('Booking');
  return (
    <fieldset className="space-y-2" {...describedByError(answer.groupErrorId('start'))}>
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
                autoFocus={answer.focusFirst('start') && index === 0}
                required
                className="accent-brand"
              />
              {opening.label}
            </label>
          </li>
        ))}
      </ul>
      <FieldError id={answer.groupErrorId('start')} error={answer.errorOf('start')} />
    </fieldset>
  );
}

/** How the patient pays, and for a company or a syndicate the card's two images. */
function OldPaymentFields({
  contractType,
  cardAccept,
  answer,
}: {
  contractType: string;
  cardAccept: string;
  answer: TFailedAnswer;
}) {
  const t = useTranslations('Booking');
  return (
    <>
      <fieldset className="sm:col-span-2" {...describedByError(answer.groupErrorId('contractType'))}>
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
                autoFocus={answer.focusFirst('contractType') && index === 0}
                className="size-4 accent-brand"
              />
              {t(`contract.${type}`)}
            </label>
          ))}
        </div>
        <FieldError id={answer.groupErrorId('contractType')} error={answer.errorOf('contractType')} />
      </fieldset>
      <p className="text-sm text-slate-600 sm:col-span-2">{t('cardHint')}</p>
      {(['cardFront', 'cardBack'] as const).map((field) => (
        <Field key={field} id={`old-${field}`} label={t(field)} error={answer.errorOf(field)}>
          {(control) => (
            <input
              {...control}
              type="file"
              name={field}
              accept={cardAccept}
              // biome-ignore lint/a11y/noAutofocus: only after a failed post, onto the first field in error (no script to move it)
              autoFocus={answer.focusFirst(field)}
              className="text-sm"
            />
          )}
        </Field>
      ))}
    </>
  );
}

/** The patient's consent to the privacy policy, linked. */
function OldConsent({ answer }: { answer: TFailedAnswer }) {
  const t = useTranslations('Booking');
  return (
    <div className="sm:col-span-2">
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          name="consent"
          required
          // biome-ignore lint/a11y/noAutofocus: only after a failed post, onto the first field in error (no script to move it)
          autoFocus={answer.focusFirst('consent')}
          className="mt-1 size-4 accent-brand"
          {...describedByError(answer.groupErrorId('consent'))}
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
      <FieldError id={answer.groupErrorId('consent')} error={answer.errorOf('consent')} />
    </div>
  );
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

  if (state?.ok) return <OldBookingDone booking={state.value.booking} emailedTo={state.value.emailedTo} />;

  const failed = state?.ok === false ? state : null;
  const fieldErrors = failed?.fieldErrors ?? {};
  const value = (field: keyof TOldBookingValues) => failed?.details?.values[field] ?? '';
  const errorOf = (field: string) => validationText(fieldErrors[field]);
  /** A group's error id, when it has an error to be described by. */
  const groupErrorId = (field: string) => (fieldErrors[field] ? `old-${field}-error` : null);
  // Without JavaScript the answer is a new page: the autofocus attribute puts the focus there.
  const firstInError = FIELDS_IN_ORDER.find((field) => fieldErrors[field]);
  const focusFirst = (field: (typeof FIELDS_IN_ORDER)[number]) => firstInError === field;
  const answer: TFailedAnswer = { errorOf, groupErrorId, focusFirst };
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

      <OldBookingTimes openings={openings} chosenStart={chosenStart} answer={answer} />

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
        <OldPaymentFields contractType={contractType} cardAccept={cardAccept} answer={answer} />
        <OldConsent answer={answer} />
      </fieldset>
      <Button type="submit" disabled={isPending}>
        {isPending ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
