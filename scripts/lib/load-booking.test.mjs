import { describe, expect, it } from 'vitest';
import { countOverbookings } from './load-booking.mjs';

const place = (start, capacity = 1) => ({ doctor: 'doc1', branch: 'br1', start, capacity });
const stored = (bookingNumber, startsAt, status = 'pending', doctor = 'doc1') => ({
  bookingNumber,
  status,
  startsAt,
  doctor,
  branch: 'br1',
});

describe('countOverbookings', () => {
  const nine = '2026-11-24T09:00:00+02:00';
  const nineFive = '2026-11-24T09:05:00+02:00';

  it('finds none when every slot holds at most its capacity', () => {
    // SQLite stores the instant in ms; the CMS lists it with Cairo's offset: both name the same slot.
    const appointments = [stored('A', Date.parse(nine)), stored('B', Date.parse(nineFive))];
    expect(countOverbookings(appointments, [place(nine), place(nineFive)], ['A', 'B'])).toEqual({
      overbookings: 0,
      unmatched: 0,
    });
  });

  it('counts each appointment past the capacity, ignoring canceled ones and other doctors', () => {
    const at = Date.parse(nine);
    const appointments = [
      stored('A', at),
      stored('B', at),
      stored('C', at),
      stored('D', at, 'canceled'),
      stored('E', at, 'pending', 'doc2'),
    ];
    expect(countOverbookings(appointments, [place(nine)], []).overbookings).toBe(2);
    expect(countOverbookings(appointments, [place(nine, 3)], []).overbookings).toBe(0);
  });

  it('reports booking numbers the site returned that are missing, stored twice or returned twice', () => {
    const at = new Date(nine).toISOString();
    const appointments = [stored('A', at), stored('B', at, 'canceled'), stored('B', at, 'canceled')];
    expect(countOverbookings(appointments, [], ['A', 'B', 'C']).unmatched).toBe(2);
    expect(countOverbookings(appointments, [], ['A', 'A']).unmatched).toBe(1);
  });
});
