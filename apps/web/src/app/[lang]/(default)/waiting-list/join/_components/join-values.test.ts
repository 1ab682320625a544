import { describe, expect, it } from 'vitest';
import { offerDaysAsOf } from './join-values';

// Made on 3 December in Cairo: tomorrow is the 4th, and two weeks run to the 17th.
const made = { from: '2026-12-04', to: '2026-12-17', min: '2026-12-04' };

describe('offerDaysAsOf', () => {
  it('keeps the days of a copy made the same Cairo day, up to its last minute', () => {
    expect(offerDaysAsOf(made, new Date('2026-12-03T21:59:00Z'))).toEqual(made);
  });

  it('moves the span on by the days a copy is late, from Cairo’s midnight', () => {
    // 22:00 UTC is midnight in Cairo (UTC+2 in winter): the 4th is today, no longer a day to wait for.
    expect(offerDaysAsOf(made, new Date('2026-12-03T22:00:00Z'))).toEqual({
      from: '2026-12-05',
      to: '2026-12-18',
      min: '2026-12-05',
    });
    expect(offerDaysAsOf(made, new Date('2026-12-10T08:00:00Z'))).toEqual({
      from: '2026-12-11',
      to: '2026-12-24',
      min: '2026-12-11',
    });
  });

  it('keeps a patient’s span when the copy is not late, even if the browser’s clock is behind', () => {
    expect(offerDaysAsOf(made, new Date('2026-12-01T10:00:00Z'))).toEqual(made);
  });
});
