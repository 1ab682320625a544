'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useState, useTransition } from 'react';
import { callAction } from '@/lib/action-result';
import { notify } from '@/lib/notify';
import type { MoveDay } from '../_lib/move-times';
import { readMoveTimes } from '../actions';
import { MoveVisit } from './move-visit';

/**
 * The day whose free times the move offers, and those times. Another day is read on its own, the
 * visit's page staying as it is: its patient data is not read again for each day looked at. Without
 * scripts the form asks for the page with `?moveDay=`, as the address keeps it with them.
 */
export function MoveSection({
  documentId,
  from,
  doctor,
  branch,
  today,
  pageHref,
  initial,
}: {
  documentId: string;
  /** The visit's start as this page showed it. */
  from: string;
  doctor: string;
  branch: string;
  today: string;
  pageHref: string;
  initial: MoveDay;
}) {
  const t = useTranslations('Admin');
  const locale = useLocale();
  const [shown, setShown] = useState(initial);
  const [isReading, startReading] = useTransition();

  const showDay = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const day = String(new FormData(event.currentTarget).get('moveDay') ?? '');
    startReading(async () => {
      const result = await callAction(readMoveTimes(locale, { doctor, branch, day, current: from }));
      if (!result.ok) {
        notify.error(t('move.unavailable'));
        return;
      }
      setShown(result.value);
      const address = new URL(window.location.href);
      address.searchParams.set('moveDay', result.value.day);
      window.history.replaceState(window.history.state, '', address);
    });
  };

  return (
    <>
      <form action={pageHref} onSubmit={showDay} className="mb-4 flex flex-wrap items-end gap-3">
        <div className="text-sm font-medium">
          <label htmlFor="move-day">{t('move.day')}</label>
          <input
            type="date"
            id="move-day"
            name="moveDay"
            defaultValue={initial.day}
            min={today}
            required
            className="mt-1 block rounded-md border border-slate-300 bg-white px-3 py-2"
          />
        </div>
        <button
          type="submit"
          disabled={isReading}
          className="rounded-md border border-brand px-4 py-2 font-semibold text-brand"
        >
          {t('move.show')}
        </button>
      </form>
      {shown.targets === null ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          {t('move.unavailable')}
        </p>
      ) : (
        <MoveVisit
          key={`${from}-${shown.day}`}
          documentId={documentId}
          from={from}
          targets={shown.targets}
          dayLabel={shown.dayLabel}
        />
      )}
    </>
  );
}
