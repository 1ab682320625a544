'use client';

import type { AppointmentStatus } from '@clinic/cms-client';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { changeStatus } from '../actions';
import { notify } from '@/lib/notify';

/**
 * The workflow buttons for the statuses this appointment may move to (worked out on the server).
 * Canceling frees the time for other patients, so it asks once more, in the page rather than in a
 * browser dialog.
 */
export function StatusActions({
  documentId,
  status,
  allowed,
}: {
  documentId: string;
  status: AppointmentStatus;
  allowed: readonly Exclude<AppointmentStatus, 'pending'>[];
}) {
  const t = useTranslations('Admin');
  const locale = useLocale();
  const router = useRouter();
  const [isSaving, startSaving] = useTransition();
  const [isConfirmingCancel, setConfirmingCancel] = useState(false);

  const apply = (to: Exclude<AppointmentStatus, 'pending'>) =>
    startSaving(async () => {
      setConfirmingCancel(false);
      const result = await changeStatus(locale, documentId, { from: status, to });
      if (result.ok) notify.success(t('statusActions.changed', { status: t(`status.${result.status}`) }));
      else if (result.reason === 'conflict')
        notify.error(t('statusActions.conflict', { status: t(`status.${result.current}`) }));
      else notify.error(t(`statusActions.${result.reason}`));
      router.refresh();
    });

  if (allowed.length === 0) {
    return <p className="text-slate-700">{t('statusActions.final', { status: t(`status.${status}`) })}</p>;
  }
  return (
    <div aria-busy={isSaving}>
      <div className="flex flex-wrap gap-3">
        {allowed.map((to) => (
          <button
            key={to}
            type="button"
            disabled={isSaving}
            onClick={() => (to === 'canceled' ? setConfirmingCancel(true) : apply(to))}
            className={
              to === 'canceled'
                ? 'rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800 disabled:opacity-60'
                : 'rounded-md bg-brand px-4 py-2 font-semibold text-white disabled:opacity-60'
            }
          >
            {t(`statusActions.${to}`)}
          </button>
        ))}
      </div>
      {isConfirmingCancel ? (
        <div
          role="alertdialog"
          aria-labelledby="cancel-question"
          className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4"
        >
          <p id="cancel-question" className="font-semibold text-red-900">
            {t('statusActions.cancelQuestion')}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button
              type="button"
              disabled={isSaving}
              onClick={() => apply('canceled')}
              className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white"
            >
              {t('statusActions.cancelYes')}
            </button>
            <button
              type="button"
              onClick={() => setConfirmingCancel(false)}
              className="rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold"
            >
              {t('statusActions.cancelNo')}
            </button>
          </div>
        </div>
      ) : null}
      {isSaving ? (
        <p role="status" className="mt-3 text-slate-700">
          {t('statusActions.saving')}
        </p>
      ) : null}
    </div>
  );
}
