import { formatCairoDateTime } from '@clinic/domain';
import type { Locale } from '@/i18n/routing';

/** A moment of the visit's page in full: the day with its weekday, and the time. */
export const fullTime = (instant: string, locale: Locale) =>
  formatCairoDateTime(new Date(instant), locale, { dateStyle: 'full', timeStyle: 'short' });

/** A moment in a list of the page (the history, the messages, the notes): shorter. */
export const shortTime = (instant: string, locale: Locale) =>
  formatCairoDateTime(new Date(instant), locale, { dateStyle: 'medium', timeStyle: 'short' });
