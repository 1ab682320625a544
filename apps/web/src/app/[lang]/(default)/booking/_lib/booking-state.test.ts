import { describe, expect, it } from 'vitest';
import { EMPTY_BOOKING, isStepComplete, lastReachableStep, readBookingState, writeBookingState } from './booking-state';

const read = (query: string) => readBookingState(new URLSearchParams(query));

describe('readBookingState', () => {
  it('starts with no flow, so the page asks how to book', () => {
    expect(read('')).toEqual(EMPTY_BOOKING);
  });

  it('picks the doctor flow for a link from a doctor page, and the branch flow for one from a branch page', () => {
    expect(read('doctor=abc123')).toMatchObject({ flow: 'doctor', doctor: 'abc123', step: 1 });
    expect(read('branch=def456')).toMatchObject({ flow: 'branch', branch: 'def456', step: 2 });
    expect(read('flow=branch&branch=def456')).toMatchObject({ flow: 'branch', step: 1 });
    expect(read('flow=branch&doctor=abc123')).toMatchObject({ flow: 'branch' });
  });

  it('drops malformed values instead of trusting them', () => {
    expect(read('flow=admin&doctor=ABC;drop&branch=x y&date=24-11-2026&start=tomorrow&step=9&specialty=<b>')).toEqual(
      EMPTY_BOOKING,
    );
  });

  it('keeps the step within the flow', () => {
    expect(read('flow=doctor&step=2').step).toBe(2);
    expect(read('flow=doctor&step=7').step).toBe(2);
    expect(read('flow=branch&step=4').step).toBe(4);
    expect(read('flow=branch&step=0').step).toBe(1);
    expect(read('flow=branch&step=2.5').step).toBe(1);
  });

  it('round-trips through the query string', () => {
    const state = {
      flow: 'doctor' as const,
      step: 2,
      doctor: 'abc123',
      branch: 'def456',
      specialty: null,
      service: 'svc789',
      date: '2026-11-24',
      start: '2026-11-24T10:30:00+02:00',
    };
    expect(read(writeBookingState(state))).toEqual(state);
    expect(writeBookingState(EMPTY_BOOKING)).toBe('');
  });
});

describe('lastReachableStep', () => {
  const base = { ...EMPTY_BOOKING };
  it('holds the doctor flow at its first step until doctor, branch and time are chosen', () => {
    expect(lastReachableStep({ ...base, flow: 'doctor', doctor: 'a', branch: 'b' })).toBe(1);
    expect(
      lastReachableStep({ ...base, flow: 'doctor', doctor: 'a', branch: 'b', start: '2026-11-24T10:30:00+02:00' }),
    ).toBe(2);
  });

  it('walks the branch flow one choice at a time', () => {
    expect(lastReachableStep({ ...base, flow: 'branch' })).toBe(1);
    expect(lastReachableStep({ ...base, flow: 'branch', branch: 'b' })).toBe(2);
    expect(lastReachableStep({ ...base, flow: 'branch', branch: 'b', specialty: 's' })).toBe(3);
    expect(
      lastReachableStep({
        ...base,
        flow: 'branch',
        branch: 'b',
        specialty: 's',
        doctor: 'd',
        start: '2026-11-24T10:30:00+02:00',
      }),
    ).toBe(4);
  });
});

describe('isStepComplete', () => {
  const start = '2026-11-24T10:30:00+02:00';
  it('asks of each step the choices it makes', () => {
    expect(isStepComplete({ ...EMPTY_BOOKING, doctor: 'd', branch: 'b' }, 'bookingData')).toBe(false);
    expect(isStepComplete({ ...EMPTY_BOOKING, doctor: 'd', branch: 'b', start }, 'bookingData')).toBe(true);
    expect(isStepComplete({ ...EMPTY_BOOKING, branch: 'b' }, 'branch')).toBe(true);
    expect(isStepComplete({ ...EMPTY_BOOKING, branch: 'b' }, 'specialty')).toBe(false);
    expect(isStepComplete({ ...EMPTY_BOOKING, specialty: 's' }, 'specialty')).toBe(true);
    expect(isStepComplete({ ...EMPTY_BOOKING, doctor: 'd' }, 'doctor')).toBe(false);
    expect(isStepComplete({ ...EMPTY_BOOKING, doctor: 'd', start }, 'doctor')).toBe(true);
  });

  it('never calls the patient step complete: it ends in Submit, not Next', () => {
    expect(isStepComplete({ ...EMPTY_BOOKING, doctor: 'd', branch: 'b', specialty: 's', start }, 'patient')).toBe(
      false,
    );
  });
});
