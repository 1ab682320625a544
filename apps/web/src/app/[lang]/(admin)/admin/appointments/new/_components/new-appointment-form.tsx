'use client';

import type { KnownPatient, NextOpening } from '@clinic/cms-client';
import {
  EXTRA_PLACE_REASON_MAX_LENGTH,
  PATIENT_NOTES_MAX_LENGTH,
  type TStaffBooking,
  type TStaffBookingInput,
  formatCairoDateTime,
} from '@clinic/domain';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useId, useState, useTransition } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, FieldError, TextArea, TextInput, describedByError } from '@/components/ui/field';
import { useValidationText } from '@/components/ui/use-validation-text';
import type { Locale } from '@/i18n/routing';
import { toMessageKey, callAction } from '@/lib/action-result';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { notify } from '@/lib/notify';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { bookForPatient, findPatients } from '../actions';

/** One time of the chosen day, as the page words it for the front desk. */
export type BookableTime = {
  start: string;
  label: string;
  /** A session's places taken, too soon for patients, running, earlier today, full: '' when none applies. */
  note: string;
  isFull: boolean;
  /** Started earlier today: only a walk-in is recorded at it. */
  isWalkInOnly: boolean;
};

/** The form's values: the shared schema's input, with the consent unticked until staff tick it. */
type TFormValues = Omit<TStaffBookingInput, 'consent'> & {
  consent: { givenVerbally: boolean; policyVersion: string };
};

const bookingResolver = lazyZodResolver<TFormValues, TStaffBooking>(() =>
  import('@clinic/domain').then((domain) => domain.ZStaffBookingSchema),
);

/** The fields that show an error, by the dotted paths the schema and the CMS name them with. */
const FIELD_PATHS: readonly Path<TFormValues>[] = [
  'start',
  'source',
  'locale',
  'patient.firstName',
  'patient.lastName',
  'patient.email',
  'patient.phone',
  'patient.age',
  'patient.notes',
  'patient.contractType',
  'consent.givenVerbally',
  'extraPlaceReason',
];

const PATIENT_INPUTS = [
  { name: 'patient.firstName', label: 'firstName', type: 'text' },
  { name: 'patient.lastName', label: 'lastName', type: 'text' },
  { name: 'patient.age', label: 'age', type: 'text', inputMode: 'numeric' },
  { name: 'patient.email', label: 'email', type: 'email', dir: 'ltr' },
] as const;

/**
 * The time and the patient of a booking made by the front desk: react-hook-form with the shared schema,
 * which the CMS checks again. Typing the phone first finds the patients booked under it before, to
 * prefill one. A taken place offers the next free times in place; nothing typed is lost.
 */
export function NewAppointmentForm({
  doctor,
  branch,
  dayLabel,
  times,
  policyVersion,
}: {
  doctor: string;
  branch: string;
  dayLabel: string;
  times: readonly BookableTime[];
  policyVersion: string;
}) {
  const t = useTranslations('Admin');
  const validationText = useValidationText();
  const locale = useLocale() as Locale;
  const router = useRouter();
  const idPrefix = useId();
  const isHydrated = useIsHydrated();
  const [takenOpenings, setTakenOpenings] = useState<NextOpening[] | null>(null);
  const [knownPatients, setKnownPatients] = useState<KnownPatient[] | null>(null);
  const [isLookingUp, startLookingUp] = useTransition();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<TFormValues, unknown, TStaffBooking>({
    resolver: bookingResolver,
    defaultValues: {
      doctor,
      branch,
      start: '',
      source: 'phone',
      locale,
      patient: { firstName: '', lastName: '', email: '', phone: '', age: '', notes: '', contractType: 'cash' },
      consent: { givenVerbally: false, policyVersion },
      isExtraPlace: false,
      extraPlaceReason: '',
    },
  });
  const start = watch('start');
  const chosen = times.find((time) => time.start === start);
  const isExtraPlace = watch('isExtraPlace');
  const when = (instant: string) =>
    formatCairoDateTime(new Date(instant), locale, { dateStyle: 'medium', timeStyle: 'short' });

  const lookUp = () =>
    startLookingUp(async () => {
      const result = await callAction(findPatients(locale, getValues('patient.phone')));
      if (result.ok) {
        setKnownPatients(result.value);
        return;
      }
      setKnownPatients(null);
      if (result.fieldErrors?.phone) {
        setError('patient.phone', { type: 'server', message: result.fieldErrors.phone }, { shouldFocus: true });
        return;
      }
      notify.error(t('newAppointment.lookupFailed'));
    });

  const prefill = (patient: KnownPatient) => {
    setValue('patient.firstName', patient.firstName);
    setValue('patient.lastName', patient.lastName);
    setValue('patient.age', patient.age === null ? '' : String(patient.age));
    setValue('patient.email', patient.email ?? '');
    setValue('patient.contractType', patient.contractType);
    if (patient.locale) setValue('locale', patient.locale);
    notify.success(t('newAppointment.prefilled', { name: `${patient.firstName} ${patient.lastName}` }));
  };

  // A time the list shows as full takes a patient only as an extra place: said before anything is sent
  // (not "someone took it"), with the focus on the box to tick.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (chosen?.isFull && !getValues('isExtraPlace')) {
      event.preventDefault();
      setError('isExtraPlace', { type: 'full' });
      setFocus('isExtraPlace');
      return;
    }
    return handleSubmit(book)(event);
  };

  const book = async (booking: TStaffBooking) => {
    const result = await callAction(bookForPatient(locale, booking));
    if (result.ok) {
      notify.success(t('newAppointment.booked', { bookingNumber: result.value.bookingNumber }));
      router.push(`/${locale}/admin/appointments/${result.value.documentId}`);
      return;
    }
    if (result.code === 'SLOT_FULL') {
      setTakenOpenings(result.details?.nextOpenings ?? []);
      // The day's times are read again: the one taken now shows full, with its extra place.
      router.refresh();
      return;
    }
    const shown = Object.entries(result.fieldErrors ?? {}).filter(([path, message]) => {
      const field = FIELD_PATHS.find((candidate) => candidate === path);
      if (field) setError(field, { type: 'server', message }, { shouldFocus: true });
      return field !== undefined;
    });
    if (shown.length > 0) return;
    notify.error(t(`newAppointment.${toMessageKey(result.code, ['invalid', 'unavailable'], 'failed')}`));
  };

  const fieldError = (path: Path<TFormValues>) => {
    const [group, name] = path.split('.') as [keyof typeof errors, string | undefined];
    const error = errors[group] as { message?: string; [key: string]: unknown } | undefined;
    return validationText((name ? (error?.[name] as { message?: string } | undefined) : error)?.message);
  };
  const errorIdOf = (path: string) => (fieldError(path as Path<TFormValues>) ? `${idPrefix}-${path}-error` : null);
  const needsExtraPlace = errors.isExtraPlace !== undefined && !isExtraPlace;
  const extraPlaceErrorId = needsExtraPlace ? `${idPrefix}-isExtraPlace-error` : null;

  return (
    <form
      aria-label={t('newAppointment.formLabel')}
      noValidate
      onSubmit={submit}
      onFocus={bookingResolver.preload}
      className="space-y-6"
    >
      <fieldset
        disabled={!isHydrated || isSubmitting}
        className="rounded-xl border border-slate-200 bg-white p-5"
        {...describedByError(errorIdOf('start'))}
      >
        <legend className="px-1 text-xl font-semibold">{t('newAppointment.times', { day: dayLabel })}</legend>
        {times.length === 0 ? (
          <p className="text-slate-700">{t('newAppointment.noTimes', { day: dayLabel })}</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {times.map((time) => (
              <li key={time.start}>
                <label className="flex h-full items-start gap-2 rounded-lg border border-slate-300 p-3 has-checked:border-brand has-checked:bg-brand-soft">
                  <input type="radio" value={time.start} className="mt-1 size-4 accent-brand" {...register('start')} />
                  <span>
                    <span className="block font-semibold tabular-nums">{time.label}</span>
                    {time.note ? <span className="block text-sm text-slate-700">{time.note}</span> : null}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        <FieldError id={errorIdOf('start')} error={fieldError('start')} />
        {takenOpenings ? (
          <div role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4">
            <p className="font-semibold text-amber-900">
              {takenOpenings.length > 0 ? t('newAppointment.slotTaken') : t('newAppointment.slotTakenNone')}
            </p>
            {takenOpenings.length > 0 ? (
              <ul aria-label={t('newAppointment.nextFree')} className="mt-3 flex flex-wrap gap-2">
                {takenOpenings.map((opening) => (
                  <li key={opening.start}>
                    <Button
                      variant="neutral"
                      size="xs"
                      aria-pressed={start === opening.start}
                      onClick={() => setValue('start', opening.start)}
                    >
                      {when(opening.start)}
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
            {start && !chosen ? (
              <p className="mt-2 font-semibold">{t('newAppointment.chosenElsewhere', { time: when(start) })}</p>
            ) : null}
          </div>
        ) : null}
        {chosen?.isFull ? (
          <div className="mt-4 space-y-3 rounded-lg bg-amber-50 p-4">
            <label className="flex items-start gap-2 font-semibold text-amber-900">
              <input
                type="checkbox"
                className="mt-1 size-4 accent-brand"
                {...describedByError(extraPlaceErrorId)}
                {...register('isExtraPlace')}
              />
              {t('newAppointment.extraPlace')}
            </label>
            <FieldError
              id={extraPlaceErrorId}
              error={needsExtraPlace ? t('newAppointment.fullNeedsExtraPlace') : null}
            />
            {isExtraPlace ? (
              <Field
                id={`${idPrefix}-extraPlaceReason`}
                label={t('newAppointment.extraPlaceReason')}
                error={fieldError('extraPlaceReason')}
              >
                {(control) => (
                  <TextInput
                    {...control}
                    maxLength={EXTRA_PLACE_REASON_MAX_LENGTH}
                    aria-required
                    {...register('extraPlaceReason')}
                  />
                )}
              </Field>
            ) : null}
          </div>
        ) : null}
      </fieldset>

      <fieldset
        disabled={!isHydrated || isSubmitting}
        className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-2"
      >
        <legend className="px-1 text-xl font-semibold">{t('newAppointment.patient')}</legend>
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-semibold">{t('newAppointment.source')}</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {(['phone', 'walk-in'] as const).map((source) => (
              <label key={source} className="flex items-center gap-2">
                <input type="radio" value={source} className="size-4 accent-brand" {...register('source')} />
                {t(`source.${source}`)}
              </label>
            ))}
          </div>
          {chosen?.isWalkInOnly ? (
            <p className="mt-1 text-sm text-slate-700">{t('newAppointment.walkInOnly')}</p>
          ) : null}
        </fieldset>
        <div className="sm:col-span-2">
          <Field
            id={`${idPrefix}-phone`}
            label={t('detail.phone')}
            hint={t('newAppointment.phoneHint')}
            error={fieldError('patient.phone')}
          >
            {(control) => (
              <div className="flex flex-wrap gap-2">
                <div className="min-w-48 flex-1">
                  <TextInput {...control} type="tel" dir="ltr" aria-required {...register('patient.phone')} />
                </div>
                <Button type="button" variant="secondary" size="sm" onClick={lookUp} disabled={isLookingUp}>
                  {isLookingUp ? t('newAppointment.lookingUp') : t('newAppointment.lookUp')}
                </Button>
              </div>
            )}
          </Field>
          <div aria-live="polite" className="mt-2">
            {knownPatients === null ? null : knownPatients.length === 0 ? (
              <p className="text-sm text-slate-700">{t('newAppointment.noKnownPatients')}</p>
            ) : (
              <ul aria-label={t('newAppointment.knownPatients')} className="flex flex-wrap gap-2">
                {knownPatients.map((patient) => (
                  <li key={`${patient.firstName} ${patient.lastName}`}>
                    <Button type="button" variant="neutral" size="xs" onClick={() => prefill(patient)}>
                      {t('newAppointment.knownPatient', {
                        name: `${patient.firstName} ${patient.lastName}`,
                        age: patient.age === null ? '—' : String(patient.age),
                      })}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
        {PATIENT_INPUTS.map(({ name, label, ...input }) => (
          <Field
            key={name}
            id={`${idPrefix}-${name}`}
            label={label === 'email' ? t('newAppointment.emailOptional') : t(`newAppointment.${label}`)}
            error={fieldError(name)}
          >
            {(control) => <TextInput {...control} {...input} aria-required={label !== 'email'} {...register(name)} />}
          </Field>
        ))}
        <fieldset className="sm:col-span-2" {...describedByError(errorIdOf('patient.contractType'))}>
          <legend className="text-sm font-semibold">{t('detail.payment')}</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {(['cash', 'company', 'syndicate'] as const).map((type) => (
              <label key={type} className="flex items-center gap-2">
                <input
                  type="radio"
                  value={type}
                  className="size-4 accent-brand"
                  {...register('patient.contractType')}
                />
                {t(`contract.${type}`)}
              </label>
            ))}
          </div>
          <FieldError id={errorIdOf('patient.contractType')} error={fieldError('patient.contractType')} />
        </fieldset>
        <Field
          id={`${idPrefix}-notes`}
          label={t('newAppointment.notes')}
          error={fieldError('patient.notes')}
          className="sm:col-span-2"
        >
          {(control) => (
            <TextArea {...control} rows={3} maxLength={PATIENT_NOTES_MAX_LENGTH} {...register('patient.notes')} />
          )}
        </Field>
        <Field id={`${idPrefix}-locale`} label={t('newAppointment.messagesIn')} error={fieldError('locale')}>
          {(control) => (
            <select
              {...control}
              className="w-full rounded-md border border-slate-300 bg-white px-3 py-2"
              {...register('locale')}
            >
              {(['ar', 'en'] as const).map((language) => (
                <option key={language} value={language}>
                  {t(`language.${language}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="sm:col-span-2">
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              className="mt-1 size-4 accent-brand"
              {...describedByError(errorIdOf('consent.givenVerbally'))}
              {...register('consent.givenVerbally')}
            />
            <span>{t('newAppointment.consent', { version: policyVersion })}</span>
          </label>
          <FieldError id={errorIdOf('consent.givenVerbally')} error={fieldError('consent.givenVerbally')} />
        </div>
      </fieldset>

      <Button type="submit" disabled={!isHydrated || isSubmitting}>
        {isSubmitting ? t('newAppointment.booking') : t('newAppointment.book')}
      </Button>
    </form>
  );
}
