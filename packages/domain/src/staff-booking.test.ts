import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TOpening } from './availability';
import { at } from './availability-test-support';
import { collectFieldErrors } from './messages';
import {
  STAFF_BOOKING_SOURCES,
  ZPatientLookupQuerySchema,
  ZStaffBookingSchema,
  checkStaffBooking,
  rateOpeningForStaff,
} from './staff-booking';

const booking = {
  doctor: 'a'.repeat(24),
  branch: 'b'.repeat(24),
  start: '2026-12-01T10:00:00+02:00',
  source: 'phone',
  locale: 'ar',
  patient: { firstName: 'Hala', lastName: 'Said', phone: '010 1234 5678', age: '٤٢', contractType: 'company' },
  consent: { givenVerbally: true, policyVersion: '2026-01' },
};

const errorsOf = (value: unknown) => {
  const result = ZStaffBookingSchema.safeParse(value);
  return result.success ? {} : collectFieldErrors(result.error);
};

describe('ZStaffBookingSchema', () => {
  it('takes a caller with no email and a company contract but no card images, as a plain booking', () => {
    const parsed = ZStaffBookingSchema.parse({ ...booking, patient: { ...booking.patient, email: '' } });
    expect(parsed.patient).toMatchObject({ phone: '+201012345678', age: 42, email: undefined });
    expect(parsed.isExtraPlace).toBe(false);
  });

  it('needs the verbal consent, the source and the language to write in', () => {
    expect(
      errorsOf({ ...booking, source: 'website', locale: 'fr', consent: { givenVerbally: false, policyVersion: '1' } }),
    ).toEqual({
      source: 'validation.invalidChoice',
      locale: 'validation.invalidChoice',
      'consent.givenVerbally': 'validation.verbalConsentRequired',
    });
  });

  it('asks for a time when none is chosen, and still refuses one that is not a time', () => {
    expect(errorsOf({ ...booking, start: '' })).toEqual({ start: 'validation.timeRequired' });
    expect(errorsOf({ ...booking, start: undefined })).toEqual({ start: 'validation.timeRequired' });
    expect(errorsOf({ ...booking, start: '2026-02-30T10:00:00+02:00' })).toEqual({ start: 'validation.invalidDate' });
  });

  it('asks the reason for an extra place, and only then', () => {
    expect(errorsOf({ ...booking, isExtraPlace: true, extraPlaceReason: '  ' })).toEqual({
      extraPlaceReason: 'validation.required',
    });
    expect(errorsOf({ ...booking, isExtraPlace: true, extraPlaceReason: 'Post-operative check' })).toEqual({});
    expect(errorsOf({ ...booking, isExtraPlace: false, extraPlaceReason: '' })).toEqual({});
  });

  it('still checks an email that is given, and the phone', () => {
    expect(errorsOf({ ...booking, patient: { ...booking.patient, email: 'hala@', phone: '12' } })).toEqual({
      'patient.email': 'validation.invalidEmail',
      'patient.phone': 'validation.invalidPhone',
    });
  });

  it('has the sources the CMS stores', () => {
    const schema = JSON.parse(
      readFileSync(
        new URL('../../../cms/src/api/appointment/content-types/appointment/schema.json', import.meta.url),
        'utf8',
      ),
    ) as { attributes: { source: { enum: string[] } } };
    expect(schema.attributes.source.enum).toEqual(expect.arrayContaining([...STAFF_BOOKING_SOURCES]));
  });
});

describe('ZPatientLookupQuerySchema', () => {
  it.each(['01012345678', '+20 10 1234 5678', '٠١٠١٢٣٤٥٦٧٨', '0020-10-1234-5678'])('reads %j as one phone', (phone) => {
    expect(ZPatientLookupQuerySchema.parse({ phone })).toEqual({ phone: '+201012345678' });
  });

  it('refuses what is not an Egyptian phone', () => {
    expect(ZPatientLookupQuerySchema.safeParse({ phone: '1234' }).success).toBe(false);
    expect(ZPatientLookupQuerySchema.safeParse({}).success).toBe(false);
  });
});

const opening = (overrides: Partial<TOpening>): TOpening => ({
  start: at('2026-12-01', '18:00'),
  end: at('2026-12-01', '21:00'),
  mode: 'fcfs',
  capacity: 10,
  booked: 3,
  remaining: 7,
  status: 'open',
  scheduleId: 's1',
  ...overrides,
});

describe('rateOpeningForStaff', () => {
  const now = at('2026-12-01', '19:00');

  it('tells a time ahead, a time too soon for patients, a running session and earlier today apart', () => {
    expect(
      rateOpeningForStaff(opening({ start: at('2026-12-01', '21:30'), end: at('2026-12-01', '22:00') }), now),
    ).toEqual({ timing: 'ahead', isFull: false });
    expect(
      rateOpeningForStaff(
        opening({ start: at('2026-12-01', '19:30'), end: at('2026-12-01', '19:45'), status: 'closed', remaining: 0 }),
        now,
      ),
    ).toEqual({ timing: 'insideLeadTime', isFull: false });
    expect(rateOpeningForStaff(opening({ status: 'closed', remaining: 0 }), now)).toEqual({
      timing: 'running',
      isFull: false,
    });
    const slotEarlier = opening({ mode: 'slots', start: at('2026-12-01', '18:00'), end: at('2026-12-01', '18:15') });
    expect(rateOpeningForStaff({ ...slotEarlier, status: 'closed' }, now).timing).toBe('earlierToday');
    expect(rateOpeningForStaff({ ...slotEarlier, status: 'closed' }, at('2026-12-02', '09:00')).timing).toBe('past');
  });

  it('reads fullness from the seats even where patients see the time closed', () => {
    expect(rateOpeningForStaff(opening({ booked: 10, remaining: 0, status: 'closed' }), now).isFull).toBe(true);
    expect(rateOpeningForStaff(opening({ start: at('2026-12-02', '18:00'), status: 'full' }), now).isFull).toBe(true);
  });
});

describe('checkStaffBooking', () => {
  const phone = { source: 'phone', isExtraPlace: false } as const;
  const walkIn = { source: 'walk-in', isExtraPlace: false } as const;

  it('books a time ahead with no exception', () => {
    expect(checkStaffBooking({ timing: 'ahead', isFull: false }, phone)).toEqual({
      ok: true,
      exceptions: [],
      isExtraPlace: false,
    });
  });

  it('names each exception staff take', () => {
    expect(checkStaffBooking({ timing: 'insideLeadTime', isFull: false }, phone)).toMatchObject({
      exceptions: ['insideLeadTime'],
    });
    expect(checkStaffBooking({ timing: 'running', isFull: false }, phone)).toMatchObject({
      exceptions: ['runningSession'],
    });
    expect(checkStaffBooking({ timing: 'earlierToday', isFull: true }, { ...walkIn, isExtraPlace: true })).toEqual({
      ok: true,
      exceptions: ['walkInAfterTheFact', 'extraPlace'],
      isExtraPlace: true,
    });
  });

  it('refuses the past, a caller earlier today, and a full place without the extra place', () => {
    expect(checkStaffBooking({ timing: 'past', isFull: false }, walkIn)).toEqual({ ok: false, refusal: 'slotInPast' });
    expect(checkStaffBooking({ timing: 'earlierToday', isFull: false }, phone)).toEqual({
      ok: false,
      refusal: 'pastOnlyForWalkIn',
    });
    expect(checkStaffBooking({ timing: 'ahead', isFull: true }, phone)).toEqual({ ok: false, refusal: 'slotFull' });
  });

  it('seats nobody beyond capacity who need not be', () => {
    expect(checkStaffBooking({ timing: 'ahead', isFull: false }, { ...phone, isExtraPlace: true })).toEqual({
      ok: true,
      exceptions: [],
      isExtraPlace: false,
    });
  });
});
