import type { StaffAppointmentDetail } from '@clinic/cms-client';
import { findCheckInRefusal, formatCairoDateTime } from '@clinic/domain';
import type { Locale } from '@/i18n/routing';
import type { ArrivalView, CheckInState } from '../_components/arrival-actions';

/** A time of the visit's day, without the day: a check-in is on the visit's day. */
const clockTime = (instant: string, locale: Locale) =>
  formatCairoDateTime(new Date(instant), locale, { timeStyle: 'short' });

/**
 * The visit's arrival as its page shows it at `now` (epoch ms): the check-in with its times in the
 * page's language (the take-back's only while it is open), and whether the desk may check in now.
 */
export const describeArrival = (appointment: StaffAppointmentDetail, locale: Locale, now: number) => {
  const { arrival } = appointment;
  const refusal = findCheckInRefusal(
    { status: appointment.status, startsAt: new Date(appointment.startsAt) },
    new Date(now),
  );
  const checkIn: CheckInState = refusal === null ? 'open' : refusal === 'notToday' ? 'notToday' : 'closed';
  const view: ArrivalView | null = arrival && {
    arrivedAt: clockTime(arrival.arrivedAt, locale),
    queueNumber: arrival.queueNumber,
    isLate: arrival.isLate,
    takeBackUntil: Date.parse(arrival.takeBackUntil) > now ? clockTime(arrival.takeBackUntil, locale) : null,
    calledAt: arrival.calledAt ? clockTime(arrival.calledAt, locale) : null,
    canCallIn: !arrival.calledAt && refusal !== 'notBooked',
    patientLocale: appointment.locale,
  };
  return {
    arrival: view,
    checkIn,
    bookedTime: clockTime(appointment.startsAt, locale),
  };
};
