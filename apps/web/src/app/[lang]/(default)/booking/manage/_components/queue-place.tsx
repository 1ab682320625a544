'use client';

import type { ManagedBooking } from '@clinic/cms-client';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';

/** How often the page reads the patient's place again while they wait. */
const REFRESH_MS = 15_000;

/**
 * On the visit's day, once the patient is checked in: their number (or that their booked time orders
 * the queue), how many are before them, and when the doctor calls them in. The page reads it again
 * every REFRESH_MS until they are called.
 */
export function QueuePlace({ queue }: { queue: NonNullable<ManagedBooking['queue']> }) {
  const t = useTranslations('ManageBooking.queue');
  const router = useRouter();
  useEffect(() => {
    if (queue.isCalledIn) return;
    const timer = setInterval(() => router.refresh(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [queue.isCalledIn, router]);

  return (
    <section aria-labelledby="manage-queue" className="space-y-2 rounded-2xl bg-brand-soft p-6">
      <h2 id="manage-queue" className="text-xl font-semibold text-brand">
        {t('heading')}
      </h2>
      <p className="text-2xl font-bold" data-testid="queue-number">
        {queue.queueNumber === null ? t('byTime') : t('number', { number: queue.queueNumber })}
      </p>
      <p role="status" className="text-lg font-semibold">
        {queue.isCalledIn ? t('calledIn') : t('before', { count: queue.before })}
      </p>
      {queue.isCalledIn ? null : <p className="text-sm text-slate-700">{t('updates')}</p>}
    </section>
  );
}
