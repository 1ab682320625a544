import type { DayHours } from '@clinic/cms-client';
import { WEEKDAYS } from '@clinic/domain';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { OpeningHoursLive } from './opening-hours-live';

/** Monday to Sunday in the page's language, with today and 'open now' kept current in the browser. */
export async function OpeningHours({ hours, locale, now }: { hours: DayHours[]; locale: Locale; now: Date }) {
  const [t, weekdays] = await Promise.all([
    getTranslations({ locale, namespace: 'BranchPage' }),
    getTranslations({ locale, namespace: 'Weekdays' }),
  ]);
  return (
    <OpeningHoursLive
      hours={hours}
      weekdays={WEEKDAYS.map((day) => ({ day, name: weekdays(day) }))}
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
