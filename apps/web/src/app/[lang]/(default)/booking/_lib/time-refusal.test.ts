import type { Availability, Opening } from '@clinic/cms-client';
import { describe, expect, it } from 'vitest';
import { findTimeRefusal, listNextOpenings, readStartRefusal } from './time-refusal';

const NOW = new Date('2026-11-24T08:00:00Z');

const opening = (start: string, status: Opening['status'] = 'open'): Opening => ({
  start,
  end: start.replace(/:00\+/, ':20+'),
  mode: 'slots',
  capacity: 1,
  remaining: status === 'open' ? 1 : 0,
  status,
});

const DAY = {
  date: '2026-11-24',
  weekday: 'tuesday' as const,
  openings: [
    opening('2026-11-24T09:00:00+02:00', 'closed'),
    opening('2026-11-24T18:00:00+02:00'),
    opening('2026-11-24T18:20:00+02:00', 'full'),
    opening('2026-11-24T18:40:00+02:00'),
  ],
};

describe('findTimeRefusal', () => {
  it.each([
    ['an open time of the day', '2026-11-24T18:00:00+02:00', null],
    ['a time that has passed, before the CMS answers', '2026-11-24T09:40:00+02:00', 'passed'],
    ['a time too soon to book (closed)', '2026-11-24T09:00:00+02:00', 'passed'],
    ['a fully booked time', '2026-11-24T18:20:00+02:00', 'taken'],
    ['a time off the doctor’s grid', '2026-11-24T18:07:00+02:00', 'notOffered'],
    ['the same instant written in UTC', '2026-11-24T16:00:00Z', null],
  ])('%s → %s', (_, start, expected) => {
    expect(findTimeRefusal(start, DAY, NOW)).toBe(expected);
  });

  it('says nothing of a future time until the CMS has answered, and refuses one on a day with no openings', () => {
    expect(findTimeRefusal('2026-11-24T18:07:00+02:00', undefined, NOW)).toBeNull();
    expect(findTimeRefusal('2027-06-01T10:00:00+03:00', { ...DAY, date: '2027-06-01', openings: [] }, NOW)).toBe(
      'notOffered',
    );
  });
});

describe('readStartRefusal', () => {
  it('reads the booking answer’s refusal of the time, and nothing else', () => {
    expect(readStartRefusal({ start: 'validation.slotInPast' })).toBe('passed');
    expect(readStartRefusal({ start: 'validation.slotNotInSchedule', phone: 'validation.invalidPhone' })).toBe(
      'notOffered',
    );
    expect(readStartRefusal({ phone: 'validation.invalidPhone' })).toBeNull();
    expect(readStartRefusal(undefined)).toBeNull();
  });
});

describe('listNextOpenings', () => {
  it('offers the open times after now, soonest first, without the refused one, six at most', () => {
    const availability: Availability = {
      doctor: 'd',
      branch: 'b',
      timeZone: 'Africa/Cairo',
      days: [
        DAY,
        {
          date: '2026-11-25',
          weekday: 'wednesday',
          openings: ['10', '11', '12', '13', '14', '15'].map((hour) => opening(`2026-11-25T${hour}:00:00+02:00`)),
        },
      ],
    };
    expect(listNextOpenings(availability, '2026-11-24T18:40:00+02:00', NOW).map((next) => next.start)).toEqual([
      '2026-11-24T18:00:00+02:00',
      '2026-11-25T10:00:00+02:00',
      '2026-11-25T11:00:00+02:00',
      '2026-11-25T12:00:00+02:00',
      '2026-11-25T13:00:00+02:00',
      '2026-11-25T14:00:00+02:00',
    ]);
    expect(listNextOpenings(undefined, '2026-11-24T18:40:00+02:00', NOW)).toEqual([]);
  });
});
