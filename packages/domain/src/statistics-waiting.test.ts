import { describe, expect, it } from 'vitest';
import { cairoWallClockToInstant } from './cairo-time';
import { type TCalledVisit, summarizeWaiting } from './statistics';

const at = (time: string) => cairoWallClockToInstant('2026-12-10', time);
const visit = (booked: string, arrived: string, called: string, queueNumber: number | null = null): TCalledVisit => ({
  startsAt: at(booked),
  arrivedAt: at(arrived),
  calledAt: at(called),
  queueNumber,
});

describe('the waiting room’s figures', () => {
  it('takes the median wait from arrival to the call, and counts the timed patients more than 15 minutes late', () => {
    expect(
      summarizeWaiting([
        visit('18:00', '17:50', '18:02'),
        visit('18:15', '18:31', '18:40'),
        visit('18:30', '18:45', '18:50'),
        visit('18:00', '17:40', '18:30', 1),
      ]),
    ).toEqual({ calledIn: 4, medianWaitMinutes: 10.5, timed: 3, late: 1 });
  });

  it('gives the middle wait of an odd count, and nothing for no visit', () => {
    expect(summarizeWaiting([visit('18:00', '18:00', '18:07', 3)])).toEqual({
      calledIn: 1,
      medianWaitMinutes: 7,
      timed: 0,
      late: 0,
    });
    expect(summarizeWaiting([])).toBeNull();
  });
});
