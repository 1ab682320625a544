'use client';

import { useRouter } from 'next/navigation';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toMessageKey, callAction } from '@/lib/action-result';
import { notify } from '@/lib/notify';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { erasePerson } from '../actions';
import { leftToRight } from '@/components/left-to-right';

/**
 * Erases the person found: refused on screen while a visit is still booked ahead (it is cancelled
 * first), and only after the manager ticks that the person asked and was checked, then confirms.
 */
export function ErasePerson({ q, who, upcoming }: { q: string; who: string; upcoming: readonly string[] }) {
  const t = useTranslations('Admin.patientData');
  const format = useFormatter();
  const locale = useLocale();
  const router = useRouter();
  const idPrefix = useId();
  const isHydrated = useIsHydrated();
  const [isChecked, setIsChecked] = useState(false);
  const [isAsking, setIsAsking] = useState(false);
  const [isErasing, setIsErasing] = useState(false);

  const erase = async () => {
    setIsErasing(true);
    const result = await callAction(erasePerson(locale, q));
    setIsErasing(false);
    setIsAsking(false);
    if (result.ok) {
      notify.success(
        t('erased', {
          visits: result.value.appointments,
          messages: result.value.contactMessages,
          entries: result.value.waitingEntries,
        }),
      );
      router.refresh();
      return;
    }
    notify.error(t(toMessageKey(result.code, ['invalidTransition', 'notFound', 'unavailable'], 'failed')));
    router.refresh();
  };

  return (
    <section aria-labelledby={`${idPrefix}-title`} className="rounded-xl border border-red-200 bg-white p-5">
      <h2 id={`${idPrefix}-title`} className="text-xl font-semibold text-red-800">
        {t('eraseTitle')}
      </h2>
      <p className="mb-3 text-sm text-slate-700">{t('eraseHint')}</p>
      {upcoming.length > 0 ? (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-amber-900">
          {t('eraseBlocked', { bookingNumbers: format.list(upcoming, { type: 'conjunction' }) })}
        </p>
      ) : isAsking ? (
        <div role="alertdialog" aria-labelledby={`${idPrefix}-sure`} className="grid gap-3">
          <p id={`${idPrefix}-sure`} className="font-semibold">
            {t.rich('eraseSure', { person: who, ltr: leftToRight })}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button type="button" size="sm" variant="destructive" disabled={isErasing} onClick={erase}>
              {isErasing ? t('erasing') : t('eraseYes')}
            </Button>
            <Button type="button" size="sm" variant="neutral" disabled={isErasing} onClick={() => setIsAsking(false)}>
              {t('eraseNo')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="grid gap-3">
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              className="mt-1 size-4 accent-brand"
              checked={isChecked}
              disabled={!isHydrated}
              onChange={(event) => setIsChecked(event.target.checked)}
            />
            {t('eraseConfirmCheck')}
          </label>
          <div>
            <Button
              type="button"
              size="sm"
              variant="danger"
              disabled={!isHydrated || !isChecked}
              onClick={() => setIsAsking(true)}
            >
              {t('erase')}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
