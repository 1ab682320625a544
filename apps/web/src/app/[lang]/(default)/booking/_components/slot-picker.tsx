'use client';

import type { AvailabilityDay, Opening } from '@clinic/cms-client';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { waitingListJoinHref } from '@/lib/waiting-list-join';
import { formatBookingMoment, formatBookingShortDay, formatBookingTime } from '../_lib/booking-time';
import { useAvailability } from './use-availability';
import type { TChoiceStepProps } from './step-props';

type SlotPickerProps = {
  doctor: string;
  branch: string;
  date: string | null;
  start: string | null;
  onDateChange: (date: string) => void;
  onStartChange: (start: string) => void;
  error?: string | null;
  /** The booking's picker offers the doctor's waiting list: quietly below the times, prominently when none is free. */
  offersWaitingList?: boolean;
};

/** The days with openings, as one radio group scrolling sideways: the chosen day's times show below. */
function DayChoices({
  days,
  chosenDate,
  groupId,
  onDateChange,
}: {
  days: AvailabilityDay[];
  chosenDate: string | undefined;
  groupId: string;
  onDateChange: (date: string) => void;
}) {
  const t = useTranslations('Booking');
  const locale = useLocale() as Locale;
  return (
    <div role="radiogroup" aria-label={t('days')} className="flex gap-2 overflow-x-auto pb-1">
      {days.map((day) => {
        const first = day.openings[0]?.start ?? `${day.date}T12:00:00+02:00`;
        const isChosen = day.date === chosenDate;
        return (
          <label
            key={day.date}
            className={`relative shrink-0 cursor-pointer rounded-lg border px-3 py-2 text-center text-sm has-focus-visible:outline-2 has-focus-visible:outline-brand ${
              isChosen ? 'border-brand bg-brand text-white' : 'border-slate-300 bg-white'
            }`}
          >
            <input
              type="radio"
              className="sr-only"
              name={`${groupId}-day`}
              value={day.date}
              checked={isChosen}
              onChange={() => onDateChange(day.date)}
            />
            {formatBookingShortDay(first, locale)}
          </label>
        );
      })}
    </div>
  );
}

/** One day's times as a radio group, full and past ones shown disabled; a first-come session explained. */
function TimeChoices({
  day,
  start,
  groupId,
  onStartChange,
}: {
  day: AvailabilityDay;
  start: string | null;
  groupId: string;
  onStartChange: (start: string) => void;
}) {
  const t = useTranslations('Booking');
  const locale = useLocale() as Locale;
  const slotLabel = (opening: Opening) => {
    const moment = formatBookingMoment(opening.start, locale);
    if (opening.status === 'full') return `${moment} (${t('full')})`;
    if (opening.status === 'closed') return `${moment} (${t('closed')})`;
    return opening.mode === 'fcfs' ? `${moment}, ${t('fcfs')}` : moment;
  };

  return (
    <div role="radiogroup" aria-label={formatBookingShortDay(day.openings[0]?.start ?? '', locale)}>
      <ul className="flex flex-wrap gap-2">
        {day.openings.map((opening) => {
          const isOpen = opening.status === 'open';
          const isChosen = opening.start === start;
          return (
            <li key={opening.start}>
              <label
                className={`relative flex cursor-pointer flex-col rounded-lg border px-3 py-2 text-sm has-focus-visible:outline-2 has-focus-visible:outline-brand has-disabled:cursor-not-allowed has-disabled:border-slate-200 has-disabled:bg-slate-100 has-disabled:text-slate-500 has-disabled:line-through ${
                  isChosen ? 'border-brand bg-brand text-white' : 'border-slate-300 bg-white'
                }`}
              >
                <input
                  type="radio"
                  className="sr-only"
                  name={`${groupId}-slot`}
                  value={opening.start}
                  checked={isChosen}
                  disabled={!isOpen}
                  aria-label={slotLabel(opening)}
                  onChange={() => onStartChange(opening.start)}
                />
                <span className="font-semibold">{formatBookingTime(opening.start, locale)}</span>
                {opening.mode === 'fcfs' ? <span>{t('fcfs')}</span> : null}
              </label>
            </li>
          );
        })}
      </ul>
      {day.openings.some((opening) => opening.mode === 'fcfs') ? (
        <p className="mt-3 rounded-lg bg-brand-soft p-3 text-sm text-brand">
          <strong>{t('fcfs')}: </strong>
          {t('fcfsExplained')}
        </p>
      ) : null}
    </div>
  );
}

/** "Tell me when an earlier time frees up": the doctor's waiting list, with the branch chosen. */
function WaitingListLink({ doctor, branch, isProminent }: { doctor: string; branch: string; isProminent: boolean }) {
  const t = useTranslations('Booking');
  return (
    <Link
      href={waitingListJoinHref(doctor, branch)}
      className={
        isProminent
          ? buttonClass({ variant: 'secondary', size: 'sm' })
          : 'inline-block text-sm font-semibold text-brand underline'
      }
    >
      {t(isProminent ? 'waitingListProminent' : 'waitingListQuiet')}
    </Link>
  );
}

/**
 * Days, then times, in Cairo time and the page's language. Both are radio groups: arrow keys move
 * within a group, and every time has a full accessible name ('Monday 24 November, 10:30 AM').
 * Full and past times are shown, disabled, so the day's shape stays readable.
 */
export function SlotPicker({
  doctor,
  branch,
  date,
  start,
  onDateChange,
  onStartChange,
  error,
  offersWaitingList = false,
}: SlotPickerProps) {
  const t = useTranslations('Booking');
  const groupId = useId();
  const availability = useAvailability(doctor, branch);

  if (availability.isPending) return <p role="status">{t('loadingTimes')}</p>;
  if (availability.isError) {
    return (
      <div role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        <p>{t('timesFailed')}</p>
        <button type="button" className="mt-2 font-semibold underline" onClick={() => void availability.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }

  const days = availability.data.days.filter((day) => day.openings.length > 0);
  if (!days.some((day) => day.openings.some((opening) => opening.status === 'open'))) {
    return (
      <div className="space-y-3 rounded-lg bg-brand-soft p-4 text-brand">
        <p>{t('noOpenings')}</p>
        {offersWaitingList ? <WaitingListLink doctor={doctor} branch={branch} isProminent /> : null}
      </div>
    );
  }
  const chosenDay =
    days.find((day) => day.date === date) ??
    days.find((day) => day.openings.some((opening) => opening.start === start)) ??
    days.find((day) => day.openings.some((opening) => opening.status === 'open')) ??
    days[0];

  return (
    <fieldset className="space-y-4" aria-describedby={error ? `${groupId}-error` : undefined}>
      <legend className="font-semibold">{t('time')}</legend>
      {/* Each label is `relative` so its hidden radio sits in it: one positioned past the scrolling row widened the page. */}
      <DayChoices days={days} chosenDate={chosenDay?.date} groupId={groupId} onDateChange={onDateChange} />

      {chosenDay ? <TimeChoices day={chosenDay} start={start} groupId={groupId} onStartChange={onStartChange} /> : null}
      {error ? (
        <p id={`${groupId}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {offersWaitingList ? <WaitingListLink doctor={doctor} branch={branch} isProminent={false} /> : null}
    </fieldset>
  );
}

type DoctorTimesProps = TChoiceStepProps & { doctor: string; branch: string };

/** A doctor's days and times at a branch, bound to the booking: picking a day or a time picks the doctor too. */
export function DoctorTimes({ doctor, branch, state, onChange, missingMessage }: DoctorTimesProps) {
  return (
    <SlotPicker
      doctor={doctor}
      branch={branch}
      date={state.date}
      start={state.doctor === doctor ? state.start : null}
      onDateChange={(date) => onChange({ date, doctor })}
      onStartChange={(start) => onChange({ start, doctor })}
      error={state.start ? null : missingMessage}
      offersWaitingList
    />
  );
}
