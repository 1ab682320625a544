import type { DayHours } from '@clinic/cms-client';
import { formatClockTime, WEEK_FROM_SATURDAY } from '@clinic/domain';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { OpeningHoursLive } from './opening-hours-live';

/**
 * Saturday to Friday, as the week is written in Egypt, with the times on the 12-hour clock patients
 * use ('12:00 pm – 10:00 pm'); today and 'open now' are kept current in the browser.
 */
export async function OpeningHours({ hours, locale, now }: { hours: DayHours[]; locale: Locale; now: Date }) {
  const [t, weekdays] = await Promise.all([
    getTranslations({ locale, namespace: 'BranchPage' }),
    getTranslations({ locale, namespace: 'Weekdays' }),
  ]);
  const days = WEEK_FROM_SATURDAY.map((day) => {
    const entry = hours.find((candidate) => candidate.day === day);
    const isOpen = entry && !entry.isClosed && entry.opensAt && entry.closesAt;
    return {
      day,
      name: weekdays(day),
      times: isOpen
        ? `${formatClockTime(entry.opensAt ?? '', locale)} – ${formatClockTime(entry.closesAt ?? '', locale)}`
        : null,
    };
  });
  return (
    <OpeningHoursLive
      hours={hours}
      days={days}
      labels={{
        openNow: t('openNow'),
        closedNow: t('closedNow'),
        today: t('today'),
        closed: t('closed'),
        caption: t('openingHours'),
      }}
      renderedAt={now.toISOString()}
    />
  );
}
