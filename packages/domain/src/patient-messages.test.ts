import { describe, expect, it } from 'vitest';
import { ZDeliveryLogQuerySchema, findStatusMessage } from './patient-messages';

describe('findStatusMessage', () => {
  it('tells of a confirmation and a cancellation, and of nothing else', () => {
    const changes = [
      ['pending', 'confirmed'],
      ['pending', 'canceled'],
      ['confirmed', 'canceled'],
      ['canceled', 'confirmed'],
      ['done', 'confirmed'],
      ['confirmed', 'done'],
      ['pending', 'noShow'],
    ] as const;
    expect(changes.map(([from, to]) => findStatusMessage(from, to))).toEqual([
      'confirmed',
      'canceled',
      'canceled',
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('ZDeliveryLogQuerySchema', () => {
  it('reads a booking number however it is typed, and treats empty filters as none', () => {
    expect(ZDeliveryLogQuerySchema.parse({ bookingNumber: ' ent 7k2m 9qxd ', state: '', kind: '', from: '' })).toEqual({
      bookingNumber: 'ENT-7K2M-9QXD',
      page: 1,
    });
    expect(ZDeliveryLogQuerySchema.parse({ state: 'failed', kind: 'reminder', page: '3' })).toEqual({
      state: 'failed',
      kind: 'reminder',
      page: 3,
    });
  });

  it('names the filter at fault', () => {
    const issues = (query: Record<string, string>) =>
      ZDeliveryLogQuerySchema.safeParse(query).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ bookingNumber: 'hello' })).toEqual([['bookingNumber', 'validation.invalidBookingNumber']]);
    expect(issues({ state: 'lost' })).toEqual([['state', 'validation.invalidChoice']]);
    expect(issues({ kind: 'newsletter' })).toEqual([['kind', 'validation.invalidChoice']]);
    expect(issues({ from: '2026-12-02', to: '2026-12-01' })).toEqual([['to', 'validation.invalidDate']]);
    expect(issues({ page: '0' })).toEqual([['page', 'validation.invalidType']]);
  });
});
