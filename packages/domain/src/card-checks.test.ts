import { describe, expect, it } from 'vitest';
import { cairoWallClockToInstant } from './cairo-time';
import { ZCardCheckSchema, findCardCheckRefusal, isRefusalToSend, summarizeCardChecks } from './card-checks';
import { ValidationMessage as M } from './messages';

describe('ZCardCheckSchema', () => {
  it('takes an acceptance without a reason, dropping one sent with it', () => {
    expect(ZCardCheckSchema.parse({ verdict: 'accepted' })).toEqual({ verdict: 'accepted', reason: null });
    expect(ZCardCheckSchema.parse({ verdict: 'accepted', reason: 'expired' })).toEqual({
      verdict: 'accepted',
      reason: null,
    });
  });

  it('takes a refusal with its reason, and asks for the reason when it is missing', () => {
    expect(ZCardCheckSchema.parse({ verdict: 'refused', reason: 'nameMismatch' })).toEqual({
      verdict: 'refused',
      reason: 'nameMismatch',
    });
    const missing = ZCardCheckSchema.safeParse({ verdict: 'refused' });
    expect(missing.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['reason'], message: M.required },
    ]);
  });

  it.each([
    [{}, ['verdict'], M.required],
    [{ verdict: 'maybe' }, ['verdict'], M.invalidChoice],
    [{ verdict: 'refused', reason: 'ugly' }, ['reason'], M.invalidChoice],
  ])('refuses %j at %j', (input, path, message) => {
    const result = ZCardCheckSchema.safeParse(input);
    expect(result.error?.issues[0]).toMatchObject({ path, message });
  });
});

describe('findCardCheckRefusal', () => {
  it('verifies a company or syndicate card of a visit still booked', () => {
    expect(findCardCheckRefusal({ contractType: 'company', status: 'pending' })).toBeNull();
    expect(findCardCheckRefusal({ contractType: 'syndicate', status: 'confirmed' })).toBeNull();
  });

  it('refuses a cash visit, which has no card, and a closed one', () => {
    expect(findCardCheckRefusal({ contractType: 'cash', status: 'confirmed' })).toBe('notContract');
    for (const status of ['done', 'noShow', 'canceled'] as const) {
      expect(findCardCheckRefusal({ contractType: 'company', status })).toBe('notOpen');
    }
  });
});

describe('isRefusalToSend', () => {
  const startsAt = cairoWallClockToInstant('2026-12-10', '18:00');
  const refused = { verdict: 'refused', reason: 'expired' } as const;

  it('tells the patient of a refusal before the visit’s Cairo day, up to its last minute', () => {
    expect(isRefusalToSend(refused, startsAt, cairoWallClockToInstant('2026-12-08', '10:00'))).toBe(true);
    expect(isRefusalToSend(refused, startsAt, cairoWallClockToInstant('2026-12-09', '23:59'))).toBe(true);
  });

  it('leaves a refusal on the day to the desk, and never sends an acceptance', () => {
    expect(isRefusalToSend(refused, startsAt, cairoWallClockToInstant('2026-12-10', '00:00'))).toBe(false);
    const accepted = { verdict: 'accepted', reason: null } as const;
    expect(isRefusalToSend(accepted, startsAt, cairoWallClockToInstant('2026-12-08', '10:00'))).toBe(false);
  });
});

describe('summarizeCardChecks', () => {
  it('counts acceptances, each refusal under its reason, and the cards nobody checked', () => {
    expect(
      summarizeCardChecks([
        { verdict: 'accepted', reason: null, count: 5 },
        { verdict: 'refused', reason: 'expired', count: 2 },
        { verdict: 'refused', reason: 'notCovered', count: 1 },
        { verdict: null, reason: null, count: 3 },
      ]),
    ).toEqual({
      accepted: 5,
      refused: { unreadable: 0, expired: 2, nameMismatch: 0, notCovered: 1 },
      unchecked: 3,
    });
  });
});
