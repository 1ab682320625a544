'use client';

import type { NextOpening } from '@clinic/cms-client';
import { EXTRA_PLACE_REASON_MAX_LENGTH, formatCairoDateTime } from '@clinic/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox, Field, FieldError, TextInput, describedByError } from '@/components/ui/field';
import type { BookableTime, TNewAppointmentForm } from '../_lib/new-appointment-values';

type TTimeChoiceProps = TNewAppointmentForm & {
  dayLabel: string;
  times: readonly BookableTime[];
  /** After a place was taken while typing: the next free times the CMS offered instead. */
  takenOpenings: readonly NextOpening[] | null;
  isLocked: boolean;
};

/**
 * The day's times to book at, each with what staff should know of it; after a place was taken, the
 * next free times; and, at a full time, the extra place and why it is given.
 */
export function TimeChoice({ form, errorText, dayLabel, times, takenOpenings, isLocked }: TTimeChoiceProps) {
  const t = useTranslations('Admin.newAppointment');
  const locale = useLocale();
  const idPrefix = useId();
  const { register, watch, setValue } = form;
  const start = watch('start');
  const chosen = times.find((time) => time.start === start);
  const isExtraPlace = watch('isExtraPlace');
  const when = (instant: string) =>
    formatCairoDateTime(new Date(instant), locale, { dateStyle: 'medium', timeStyle: 'short' });
  const startErrorId = errorText('start') ? `${idPrefix}-start-error` : null;
  const needsExtraPlace = form.formState.errors.isExtraPlace !== undefined && !isExtraPlace;

  return (
    <fieldset
      disabled={isLocked}
      className="rounded-xl border border-slate-200 bg-white p-5"
      {...describedByError(startErrorId)}
    >
      <legend className="px-1 text-xl font-semibold">{t('times', { day: dayLabel })}</legend>
      {times.length === 0 ? (
        <p className="text-slate-700">{t('noTimes', { day: dayLabel })}</p>
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
      <FieldError id={startErrorId} error={errorText('start')} />
      {takenOpenings ? (
        <div role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4">
          <p className="font-semibold text-amber-900">
            {takenOpenings.length > 0 ? t('slotTaken') : t('slotTakenNone')}
          </p>
          {takenOpenings.length > 0 ? (
            <ul aria-label={t('nextFree')} className="mt-3 flex flex-wrap gap-2">
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
            <p className="mt-2 font-semibold">{t('chosenElsewhere', { time: when(start) })}</p>
          ) : null}
        </div>
      ) : null}
      {chosen?.isFull ? (
        <div className="mt-4 space-y-3 rounded-lg bg-amber-50 p-4">
          <Checkbox
            id={`${idPrefix}-isExtraPlace`}
            label={<span className="font-semibold text-amber-900">{t('extraPlace')}</span>}
            error={needsExtraPlace ? t('fullNeedsExtraPlace') : null}
            {...register('isExtraPlace')}
          />
          {isExtraPlace ? (
            <Field
              id={`${idPrefix}-extraPlaceReason`}
              label={t('extraPlaceReason')}
              error={errorText('extraPlaceReason')}
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
  );
}
