import type { StaffAppointmentDetail } from '@clinic/cms-client';
import { findCheckInRefusal } from '@clinic/domain';
import type { Locale } from '@/i18n/routing';
import type { ArrivalView, CheckInState } from '../_components/arrival-actions';
import { shortTime } from './detail-time';

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
    arrivedAt: shortTime(arrival.arrivedAt, locale),
    queueNumber: arrival.queueNumber,
    isLate: arrival.isLate,
    takeBackUntil: Date.parse(arrival.takeBackUntil) > now ? shortTime(arrival.takeBackUntil, locale) : null,
  };
  return {
    arrival: view,
    checkIn,
    bookedTime: shortTime(appointment.startsAt, locale),
  };
};
