'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { formatBookingMoment } from '../_lib/booking-time';
import { useAvailability } from './use-availability';

type NextFreeTimeProps = { doctor: string; branch: string; onPick: (start: string) => void };

/** A doctor's soonest open time at the branch, with a button that books it. */
export function NextFreeTime({ doctor, branch, onPick }: NextFreeTimeProps) {
  const t = useTranslations('Booking');
  const locale = useLocale() as Locale;
  const availability = useAvailability(doctor, branch);
  if (availability.isPending) return <p className="text-sm text-slate-600">{t('loadingTimes')}</p>;
  if (availability.isError) return <p className="text-sm text-red-700">{t('timesFailed')}</p>;
  const next = availability.data.days.flatMap((day) => day.openings).find((opening) => opening.status === 'open');
  if (!next) return <p className="text-sm text-slate-600">{t('noNextFree')}</p>;
  const moment = formatBookingMoment(next.start, locale);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm">{t('nextFree', { time: moment })}</p>
      <Button size="xs" onClick={() => onPick(next.start)} aria-label={`${t('pickTime')}: ${moment}`}>
        {t('pickTime')}
      </Button>
    </div>
  );
}
