import { describe, expect, it } from 'vitest';
import { createStubbedClient, dataAnswer, emptyAnswer } from './test-support';

// The desk checks a visit's patient in, or takes a mistaken check-in back, and pauses a doctor's queue.

describe('a visit’s arrival', () => {
  const arrivalPath = '/api/staff/appointments/doc%2F1/arrival';

  it('checks a patient in as { data: { action } } and reads the check-in back', async () => {
    const arrival = {
      arrivedAt: '2026-12-10T16:05:00.000Z',
      arrivedBy: 'desk@example.com',
      queueNumber: 4,
      takeBackUntil: '2026-12-10T16:15:00.000Z',
      isLate: false,
      calledAt: null,
    };
    const { stub, cms } = createStubbedClient(dataAnswer(arrival));
    await expect(cms.changeArrival('doc/1', { action: 'checkIn' })).resolves.toEqual(arrival);
    const [call] = stub.calls;
    expect([call?.method, new URL(call?.url ?? '').pathname, call?.body]).toEqual([
      'POST',
      arrivalPath,
      { data: { action: 'checkIn' } },
    ]);
  });

  it('answers null once a check-in is taken back', async () => {
    const { stub, cms } = createStubbedClient(emptyAnswer);
    await expect(cms.changeArrival('doc/1', { action: 'takeBack' })).resolves.toBeNull();
    expect(stub.calls[0]?.body).toEqual({ data: { action: 'takeBack' } });
  });
});

describe('a visit’s card verified', () => {
  it('posts the verdict as { data } and reads the card’s state back', async () => {
    const state = {
      verdict: 'refused',
      reason: 'expired',
      checkedAt: '2026-12-09T10:00:00.000Z',
      checkedBy: 'desk@example.com',
    };
    const { stub, cms } = createStubbedClient(dataAnswer(state));
    await expect(cms.checkCard('doc/1', { verdict: 'refused', reason: 'expired' })).resolves.toEqual(state);
    const [call] = stub.calls;
    expect([call?.method, new URL(call?.url ?? '').pathname, call?.body]).toEqual([
      'POST',
      '/api/staff/appointments/doc%2F1/card-check',
      { data: { verdict: 'refused', reason: 'expired' } },
    ]);
  });
});

describe('a doctor’s queue paused', () => {
  it('PUTs the pause as { data } and resolves once the CMS keeps it', async () => {
    const pause = { doctor: 'doctor1', branch: 'branch1', message: 'In surgery until 19:30' };
    const { stub, cms } = createStubbedClient(dataAnswer({ message: pause.message }));
    await expect(cms.pauseQueue(pause)).resolves.toBeUndefined();
    const [call] = stub.calls;
    expect([call?.method, new URL(call?.url ?? '').pathname, call?.body]).toEqual([
      'PUT',
      '/api/staff/waiting-room/pause',
      { data: pause },
    ]);
  });
});
