import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RETENTION_DEFAULTS,
  findRetentionCutoffs,
  getCardRetentionStart,
  hasCardRetentionEnded,
  isDueForAnonymization,
  readRetentionSettings,
} from './retention';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Noon in Cairo, a Sunday; the clock is frozen here for every test. */
const NOW = new Date('2026-11-22T10:00:00Z');
/** Relative to NOW, not to the clock: the `it.each` tables are built before the clock is frozen. */
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('readRetentionSettings', () => {
  it('takes the defaults when nothing is set, or a variable is blank', () => {
    const defaults = {
      cardImageDays: 90,
      anonymizeAfterDays: 730,
      contactMessageDays: 365,
      messageBodyDays: 30,
      accessLogDays: 730,
      waitingListDays: 30,
      intervalMs: 6 * 60 * 60 * 1000,
    };
    expect(RETENTION_DEFAULTS).toEqual(defaults);
    expect(readRetentionSettings({})).toEqual(defaults);
    expect(readRetentionSettings({ RETENTION_CARD_IMAGE_DAYS: '', RETENTION_INTERVAL_MS: '  ' })).toEqual(defaults);
  });

  it('reads each variable as a whole number', () => {
    expect(
      readRetentionSettings({
        RETENTION_CARD_IMAGE_DAYS: '30',
        RETENTION_ANONYMIZE_AFTER_DAYS: ' 1095 ',
        RETENTION_CONTACT_MESSAGE_DAYS: '180',
        RETENTION_MESSAGE_BODY_DAYS: '7',
        RETENTION_ACCESS_LOG_DAYS: '400',
        RETENTION_WAITING_LIST_DAYS: '14',
        RETENTION_INTERVAL_MS: '500',
      }),
    ).toEqual({
      cardImageDays: 30,
      anonymizeAfterDays: 1095,
      contactMessageDays: 180,
      messageBodyDays: 7,
      accessLogDays: 400,
      waitingListDays: 14,
      intervalMs: 500,
    });
  });

  it.each([
    ['RETENTION_CARD_IMAGE_DAYS', 'ninety'],
    ['RETENTION_CARD_IMAGE_DAYS', '0'],
    ['RETENTION_CARD_IMAGE_DAYS', '-1'],
    ['RETENTION_ANONYMIZE_AFTER_DAYS', '1.5'],
    ['RETENTION_ANONYMIZE_AFTER_DAYS', '73000'],
    ['RETENTION_CONTACT_MESSAGE_DAYS', 'Infinity'],
    ['RETENTION_MESSAGE_BODY_DAYS', '0'],
    ['RETENTION_ACCESS_LOG_DAYS', '4000'],
    ['RETENTION_INTERVAL_MS', '10'],
    ['RETENTION_INTERVAL_MS', String(2 * DAY_MS)],
  ])('refuses %s=%s, naming the variable', (name, value) => {
    expect(() => readRetentionSettings({ [name]: value })).toThrow(new RegExp(`Invalid retention settings: ${name}`));
  });
});

describe('findRetentionCutoffs', () => {
  it('counts whole days of 24 hours back from now', () => {
    const cutoffs = findRetentionCutoffs(new Date(), RETENTION_DEFAULTS);
    expect(cutoffs).toEqual({
      cardImagesBefore: new Date('2026-08-24T10:00:00Z'),
      anonymizeVisitsBefore: new Date('2024-11-22T10:00:00Z'),
      contactMessagesBefore: new Date('2025-11-22T10:00:00Z'),
      messageBodiesBefore: new Date('2026-10-23T10:00:00Z'),
      accessLogBefore: new Date('2024-11-22T10:00:00Z'),
      waitingEntriesBefore: new Date('2026-10-23T10:00:00Z'),
    });
  });

  it('is not moved by a DST change inside the period', () => {
    // Cairo moved its clocks forward on 2026-04-24; 90 days before 2026-07-01 lies before that.
    const now = new Date('2026-07-01T09:00:00Z');
    const { cardImagesBefore } = findRetentionCutoffs(now, RETENTION_DEFAULTS);
    expect(now.getTime() - cardImagesBefore.getTime()).toBe(90 * DAY_MS);
    expect(cardImagesBefore.toISOString()).toBe('2026-04-02T09:00:00.000Z');
  });

  it('follows the frozen clock', () => {
    const before = findRetentionCutoffs(new Date(), RETENTION_DEFAULTS);
    vi.advanceTimersByTime(DAY_MS);
    const after = findRetentionCutoffs(new Date(), RETENTION_DEFAULTS);
    expect(after.cardImagesBefore.getTime() - before.cardImagesBefore.getTime()).toBe(DAY_MS);
  });
});

describe('card images', () => {
  const cutoffs = () => findRetentionCutoffs(new Date(), RETENTION_DEFAULTS);

  it.each([
    ['closed 91 days ago', { closedAt: daysAgo(91), endsAt: daysAgo(95) }, true],
    ['closed 89 days ago', { closedAt: daysAgo(89), endsAt: daysAgo(95) }, false],
    ['closed exactly 90 days ago', { closedAt: daysAgo(90), endsAt: daysAgo(95) }, false],
    ['canceled yesterday, its visit long past', { closedAt: daysAgo(1), endsAt: daysAgo(400) }, false],
    ['never closed, its visit 91 days ago', { closedAt: null, endsAt: daysAgo(91) }, true],
    ['never closed, its visit last week', { closedAt: null, endsAt: daysAgo(7) }, false],
    ['pending, its visit next week', { closedAt: null, endsAt: daysAgo(-7) }, false],
  ])('%s: deleted %s', (_name, appointment, expected) => {
    expect(hasCardRetentionEnded(appointment, cutoffs())).toBe(expected);
  });

  it('reads the ISO strings and dates the database returns alike', () => {
    const closedAt = '2026-08-01T08:30:00.000Z';
    expect(getCardRetentionStart({ closedAt, endsAt: new Date(0) })).toEqual(new Date(closedAt));
    expect(getCardRetentionStart({ closedAt: null, endsAt: closedAt })).toEqual(new Date(closedAt));
    expect(hasCardRetentionEnded({ closedAt, endsAt: closedAt }, cutoffs())).toBe(true);
  });
});

describe('anonymization', () => {
  const cutoffs = () => findRetentionCutoffs(new Date(), RETENTION_DEFAULTS);

  it.each([
    ['a visit 731 days ago', { endsAt: daysAgo(731), anonymizedAt: null }, true],
    ['a visit 729 days ago', { endsAt: daysAgo(729), anonymizedAt: null }, false],
    ['an appointment already anonymized', { endsAt: daysAgo(900), anonymizedAt: daysAgo(100) }, false],
    ['an upcoming visit', { endsAt: daysAgo(-3), anonymizedAt: null }, false],
  ])('%s: due %s', (_name, appointment, expected) => {
    expect(isDueForAnonymization(appointment, cutoffs())).toBe(expected);
  });

  it('becomes due the moment the period has passed', () => {
    const appointment = { endsAt: new Date(), anonymizedAt: null };
    vi.advanceTimersByTime(730 * DAY_MS);
    expect(isDueForAnonymization(appointment, cutoffs())).toBe(false);
    vi.advanceTimersByTime(1);
    expect(isDueForAnonymization(appointment, cutoffs())).toBe(true);
  });
});
