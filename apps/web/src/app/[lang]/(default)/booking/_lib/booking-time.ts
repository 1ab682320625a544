import { formatCairoDateTime } from '@clinic/domain/cairo-format';
import type { Locale as TLocale } from '@/i18n/routing';

const DAY = { weekday: 'long', day: 'numeric', month: 'long' } as const;
const DATE = { ...DAY, year: 'numeric' } as const;
const SHORT_DAY = { weekday: 'short', day: 'numeric', month: 'short' } as const;
const TIME = { hour: 'numeric', minute: '2-digit' } as const;

/** 'Monday 24 November' in Cairo, in the page's language (Western digits, the site's digits policy). */
const formatBookingDay = (instant: string, locale: TLocale) => formatCairoDateTime(new Date(instant), locale, DAY);

/** 'Tuesday, 24 November 2026': the day with its year, for what the patient keeps (the booking's details, its PDF). */
export const formatBookingDate = (instant: string, locale: TLocale) =>
  formatCairoDateTime(new Date(instant), locale, DATE);

export const formatBookingShortDay = (instant: string, locale: TLocale) =>
  formatCairoDateTime(new Date(instant), locale, SHORT_DAY);

export const formatBookingTime = (instant: string, locale: TLocale) =>
  formatCairoDateTime(new Date(instant), locale, TIME);

/** A slot's accessible name: 'Monday 24 November, 10:30 AM' (with the Arabic comma in Arabic). */
export const formatBookingMoment = (instant: string, locale: TLocale) =>
  `${formatBookingDay(instant, locale)}${locale === 'ar' ? '، ' : ', '}${formatBookingTime(instant, locale)}`;
