import ICAL from 'ical.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ALARM_BEFORE_VISIT_HOURS,
  calendarFileName,
  createBookingCalendarFile,
  type TBookingCalendarInput,
} from './booking-calendar';

const booking: TBookingCalendarInput = {
  bookingNumber: 'ENT-20261124-AB12',
  title: 'موعد مع أ.د. أحمد السيد',
  description: 'رقم الحجز: ENT-20261124-AB12\nسيتواصل معك مركز الاتصال قريبًا لتأكيد حجزك',
  start: '2026-11-24T10:30:00+02:00',
  end: '2026-11-24T10:50:00+02:00',
  location: 'عيادات النيل - فرع مصر الجديدة، 12 شارع بغداد، القاهرة',
  url: 'https://example.com/ar/booking',
  alarm: 'موعدك بعد ساعتين',
};

/** The one VEVENT of a file, read by a real iCalendar parser. */
function readEvent(ics: string) {
  const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent');
  if (!vevent) throw new Error(`No VEVENT in:\n${ics}`);
  return vevent;
}

const readInstant = (vevent: ICAL.Component, property: 'dtstart' | 'dtend') => {
  const time = vevent.getFirstPropertyValue(property);
  if (!(time instanceof ICAL.Time)) throw new Error(`${property} is not a date-time`);
  return { isUtc: time.zone === ICAL.Timezone.utcTimezone, iso: time.toJSDate().toISOString() };
};

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('createBookingCalendarFile', () => {
  it('writes start and end as the booked instants in UTC', () => {
    const ics = createBookingCalendarFile(booking);
    expect(ics).toMatch(/^DTSTART:20261124T083000Z\r$/m);
    expect(ics).toMatch(/^DTEND:20261124T085000Z\r$/m);
    const vevent = readEvent(ics);
    expect(readInstant(vevent, 'dtstart')).toEqual({ isUtc: true, iso: '2026-11-24T08:30:00.000Z' });
    expect(readInstant(vevent, 'dtend')).toEqual({ isUtc: true, iso: '2026-11-24T08:50:00.000Z' });
  });

  it('gives the same instants on a device in another time zone', () => {
    const inCairo = createBookingCalendarFile(booking);
    vi.stubEnv('TZ', 'America/New_York');
    expect(new Date(2026, 10, 24).getTimezoneOffset()).toBe(300);
    const inNewYork = createBookingCalendarFile(booking);
    expect(readInstant(readEvent(inNewYork), 'dtstart').iso).toBe('2026-11-24T08:30:00.000Z');
    expect(readInstant(readEvent(inNewYork), 'dtend').iso).toBe(readInstant(readEvent(inCairo), 'dtend').iso);
  });

  it('keeps a summer (+03:00) booking at its instant', () => {
    const vevent = readEvent(
      createBookingCalendarFile({ ...booking, start: '2026-07-14T18:00:00+03:00', end: '2026-07-14T18:20:00+03:00' }),
    );
    expect(readInstant(vevent, 'dtstart').iso).toBe('2026-07-14T15:00:00.000Z');
  });

  it('carries the Arabic title, description and branch address, and the link', () => {
    const vevent = readEvent(createBookingCalendarFile(booking));
    expect(vevent.getFirstPropertyValue('summary')).toBe(booking.title);
    expect(vevent.getFirstPropertyValue('description')).toBe(booking.description);
    expect(vevent.getFirstPropertyValue('location')).toBe(booking.location);
    expect(vevent.getFirstPropertyValue('url')).toBe(booking.url);
  });

  it('reminds the patient two hours before the visit, in the given words', () => {
    const alarm = readEvent(createBookingCalendarFile(booking)).getFirstSubcomponent('valarm');
    expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(alarm?.getFirstPropertyValue('description')).toBe(booking.alarm);
    const trigger = alarm?.getFirstPropertyValue('trigger');
    if (!(trigger instanceof ICAL.Duration)) throw new Error('The alarm has no relative trigger');
    expect(trigger.toSeconds()).toBe(-ALARM_BEFORE_VISIT_HOURS * 3600);
  });

  it('leaves LOCATION out when the booking has no address', () => {
    expect(createBookingCalendarFile({ ...booking, location: null })).not.toContain('LOCATION');
  });

  it('derives a stable UID from the booking number', () => {
    const uidOf = (input: TBookingCalendarInput) =>
      readEvent(createBookingCalendarFile(input)).getFirstPropertyValue('uid');
    const uid = uidOf(booking);
    expect(uid).toContain(booking.bookingNumber);
    expect(uidOf({ ...booking, title: 'Appointment with Prof. Ahmed El-Sayed' })).toBe(uid);
    expect(uidOf({ ...booking, bookingNumber: 'ENT-20261124-CD34' })).not.toBe(uid);
  });

  it('refuses a date-time without its offset, which would be read in the device time zone', () => {
    expect(() => createBookingCalendarFile({ ...booking, start: '2026-11-24T10:30:00' })).toThrow(/UTC offset/);
    expect(() => createBookingCalendarFile({ ...booking, end: 'tomorrow' })).toThrow(/UTC offset/);
  });

  it('refuses an end before the start', () => {
    expect(() => createBookingCalendarFile({ ...booking, end: '2026-11-24T10:00:00+02:00' })).toThrow(
      /before it starts/,
    );
  });

  it('reports what ics refuses', () => {
    expect(() => createBookingCalendarFile({ ...booking, url: 'not a url' })).toThrow(
      /Could not create the calendar file of booking ENT-20261124-AB12/,
    );
  });
});

describe('calendarFileName', () => {
  it('names the file after the booking', () => {
    expect(calendarFileName('ENT-20261124-AB12')).toBe('booking-ENT-20261124-AB12.ics');
  });
});
