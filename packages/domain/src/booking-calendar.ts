import { createEvent } from 'ics';
import { isInstant } from './identifiers';

/** The appointment as the confirmation screen and the patient's confirmed message know it, already translated. */
export type TBookingCalendarInput = {
  bookingNumber: string;
  title: string;
  description: string;
  /** An instant with its UTC offset, as the booking API returns it: '2026-11-24T10:30:00+02:00'. */
  start: string;
  end: string;
  /** The branch's address, or null when there is none to show. */
  location: string | null;
  /** A page about the booking, shown by calendars as the event's link. */
  url?: string;
  /** What the reminder the calendar shows before the visit says (ALARM_BEFORE_VISIT_HOURS ahead). */
  alarm: string;
};

/** Calendars remind the patient this long before the visit: time to leave home in Cairo's traffic. */
export const ALARM_BEFORE_VISIT_HOURS = 2;

/** Names the issuer in UIDs, which must be unique across every calendar the file is imported into. */
const UID_ISSUER = 'booking.nile-ent-clinics';
const PRODUCT_ID = '-//Nile ENT Clinics//Booking//EN';

/**
 * The appointment as an iCalendar (.ics) file. Start and end are written in UTC ('…T083000Z'),
 * so every calendar shows them at the right local time wherever the patient's device is set;
 * the UID comes from the booking number, so importing the file twice updates one event; an alarm
 * reminds the patient ALARM_BEFORE_VISIT_HOURS before the start.
 */
export function createBookingCalendarFile(input: TBookingCalendarInput): string {
  const start = toEpochMs('start', input.start);
  const end = toEpochMs('end', input.end);
  if (end <= start) throw new Error(`The booking ends (${input.end}) before it starts (${input.start})`);
  const { error, value } = createEvent({
    productId: PRODUCT_ID,
    uid: `${input.bookingNumber}@${UID_ISSUER}`,
    title: input.title,
    description: input.description,
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end,
    endInputType: 'utc',
    endOutputType: 'utc',
    ...(input.location ? { location: input.location } : {}),
    ...(input.url ? { url: input.url } : {}),
    alarms: [
      { action: 'display', description: input.alarm, trigger: { hours: ALARM_BEFORE_VISIT_HOURS, before: true } },
    ],
  });
  if (error || !value) {
    throw new Error(`Could not create the calendar file of booking ${input.bookingNumber}: ${error?.message}`, {
      cause: error,
    });
  }
  return value;
}

export const calendarFileName = (bookingNumber: string) => `booking-${bookingNumber}.ics`;

/** Milliseconds since the epoch: ics writes a number as that UTC instant whatever the runtime's time zone. */
function toEpochMs(field: 'start' | 'end', value: string) {
  // Without an offset Date.parse would read the device's zone: a patient abroad would get the wrong hour.
  const epochMs = isInstant(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(epochMs)) {
    throw new Error(
      `The booking ${field} must be a date-time with its UTC offset, e.g. 2026-11-24T10:30:00+02:00, not "${value}"`,
    );
  }
  return epochMs;
}
