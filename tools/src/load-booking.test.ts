import { describe, expect, it } from 'vitest';
import { countDeliveries, countOverbookings } from './load-booking';

const place = (start: string, capacity = 1) => ({ doctor: 'doc1', branch: 'br1', start, capacity });
const stored = (bookingNumber: string, startsAt: string | number, status = 'pending', doctor = 'doc1') => ({
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

describe('countDeliveries', () => {
  it('counts each sent message by how often its Message-ID arrived, and what was never sent', () => {
    const outbox = [
      { messageId: '<a@x>', state: 'sent', attempts: 1 },
      { messageId: '<b@x>', state: 'sent', attempts: 2 },
      { messageId: '<c@x>', state: 'sent', attempts: 1 },
      { messageId: '<f@x>', state: 'sent', attempts: '1' },
      { messageId: '<d@x>', state: 'queued', attempts: 0 },
      { messageId: '<e@x>', state: 'failed', attempts: 5 },
    ];
    expect(countDeliveries(outbox, ['<a@x>', '<b@x>', '<b@x>', '<f@x>', '<f@x>', '<other@x>'])).toEqual({
      sent: 4,
      once: 1,
      resentAfterClaim: 1,
      repeatedAtOnce: 1,
      missing: 1,
      notSent: 2,
    });
    expect(countDeliveries([], [])).toEqual({
      sent: 0,
      once: 0,
      resentAfterClaim: 0,
      repeatedAtOnce: 0,
      missing: 0,
      notSent: 0,
    });
  });
});
