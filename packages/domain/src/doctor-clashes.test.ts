import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TDoctorCommitment } from './availability';
import { createClashCheck } from './doctor-clashes';

const MINUTE = 60_000;
const DAY_START = Date.parse('2026-12-01T06:00:00Z');

/** The rule as written: any commitment overlapping the opening clashes, but a booking here at the same start. */
const clashesByRule = (busy: readonly TDoctorCommitment[], start: number, end: number) =>
  busy.some(
    (commitment) =>
      commitment.start.getTime() < end &&
      start < commitment.end.getTime() &&
      !(commitment.isAtThisBranch && commitment.start.getTime() === start),
  );

const atMinute = (minute: number) => DAY_START + minute * MINUTE;

/** Commitments and openings on a 5-minute grid over two hours, so they meet, touch and share starts often. */
const commitmentArb = fc
  .record({
    step: fc.integer({ min: 0, max: 24 }),
    length: fc.integer({ min: 1, max: 8 }),
    isAtThisBranch: fc.boolean(),
  })
  .map(({ step, length, isAtThisBranch }) => ({
    start: new Date(atMinute(step * 5)),
    end: new Date(atMinute((step + length) * 5)),
    isAtThisBranch,
  }));
const openingArb = fc
  .record({ step: fc.integer({ min: 0, max: 26 }), length: fc.integer({ min: 1, max: 6 }) })
  .map(({ step, length }) => ({ start: atMinute(step * 5), end: atMinute((step + length) * 5) }));

const commitment = (startMinute: number, minutes: number, isAtThisBranch: boolean): TDoctorCommitment => ({
  start: new Date(atMinute(startMinute)),
  end: new Date(atMinute(startMinute + minutes)),
  isAtThisBranch,
});

describe('createClashCheck', () => {
  it('agrees with the rule for any commitments and openings', () => {
    fc.assert(
      fc.property(
        fc.array(commitmentArb, { maxLength: 12 }),
        fc.array(openingArb, { minLength: 1, maxLength: 30 }),
        (busy, openings) => {
          const check = createClashCheck(busy);
          for (const { start, end } of openings) expect(check(start, end)).toBe(clashesByRule(busy, start, end));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('lets a booking here at the same start through, and nothing else that overlaps', () => {
    const check = createClashCheck([commitment(0, 15, true), commitment(60, 15, false)]);
    expect(check(atMinute(0), atMinute(15))).toBe(false);
    expect(check(atMinute(5), atMinute(20))).toBe(true);
    expect(check(atMinute(60), atMinute(75))).toBe(true);
    expect(check(atMinute(15), atMinute(60))).toBe(false);
    expect(createClashCheck([])(atMinute(0), atMinute(1))).toBe(false);
  });
});
