import { describe, expect, it } from 'vitest';
import type { TAppointmentStatus } from './appointment-status';
import { cairoWallClockToInstant } from './cairo-time';
import {
  type TDoctorListVisit,
  ZDoctorStatusChangeSchema,
  chooseSessionBranch,
  findDoctorListPlace,
  isDoctorStep,
  orderDoctorList,
} from './doctor-list';

const at = (time: string) => cairoWallClockToInstant('2026-12-10', time);

/** A visit of the doctor's day: `time` for 20 minutes at `branch`, checked in at `arrived` if given. */
const visit = (
  name: string,
  time: string,
  {
    branch = 'heliopolis',
    status = 'confirmed',
    arrived,
    queueNumber = null,
    called,
  }: {
    branch?: string;
    status?: TAppointmentStatus;
    arrived?: string;
    queueNumber?: number | null;
    called?: string;
  } = {},
): TDoctorListVisit & { name: string } => ({
  name,
  status,
  startsAt: at(time),
  endsAt: new Date(at(time).getTime() + 20 * 60_000),
  branchDocumentId: branch,
  arrival: arrived
    ? {
        mode: queueNumber === null ? 'slots' : 'fcfs',
        startsAt: at(time),
        arrivedAt: at(arrived),
        queueNumber,
        calledAt: called ? at(called) : null,
      }
    : null,
});

describe('findDoctorListPlace', () => {
  it('puts a visit with the doctor, waiting, expected or closed', () => {
    expect(findDoctorListPlace(visit('a', '17:00', { arrived: '16:50', called: '17:00' }))).toBe('seeing');
    expect(findDoctorListPlace(visit('b', '17:00', { arrived: '16:50' }))).toBe('waiting');
    expect(findDoctorListPlace(visit('c', '17:00'))).toBe('expected');
    expect(findDoctorListPlace(visit('d', '17:00', { status: 'done', arrived: '16:50', called: '17:00' }))).toBe(
      'closed',
    );
    expect(findDoctorListPlace(visit('e', '17:00', { status: 'noShow' }))).toBe('closed');
  });
});

describe('chooseSessionBranch', () => {
  // A morning session at Heliopolis, an evening one at Zamalek.
  const day = [visit('m1', '10:00'), visit('m2', '11:00'), visit('e1', '18:00', { branch: 'zamalek' })];

  it('chooses the session under way, else the next, else the day’s last', () => {
    expect(chooseSessionBranch(day, at('10:05'))).toBe('heliopolis');
    expect(chooseSessionBranch(day, at('08:00'))).toBe('heliopolis');
    expect(chooseSessionBranch(day, at('14:00'))).toBe('zamalek');
    expect(chooseSessionBranch(day, at('22:00'))).toBe('zamalek');
    expect(chooseSessionBranch([], at('10:00'))).toBeNull();
  });

  it('keeps the branch where patients still wait, a session running late', () => {
    const late = [visit('m1', '10:00'), visit('m2', '11:00', { arrived: '10:55' }), day[2] as TDoctorListVisit];
    expect(chooseSessionBranch(late, at('14:00'))).toBe('heliopolis');
  });
});

describe('orderDoctorList', () => {
  it('lists who is with the doctor, then the queue’s order, then who is expected, then the closed', () => {
    const list = orderDoctorList([
      visit('closed', '16:00', { status: 'done' }),
      visit('expected', '17:40'),
      visit('third', '17:00', { arrived: '16:40', queueNumber: 3 }),
      visit('first', '17:00', { arrived: '16:20', queueNumber: 1 }),
      visit('seeing', '17:00', { arrived: '16:10', queueNumber: 2, called: '17:00' }),
    ]);
    expect(list.map((entry) => entry.name)).toEqual(['seeing', 'first', 'third', 'expected', 'closed']);
  });

  it('puts a timed patient more than 15 minutes late after those on time', () => {
    const list = orderDoctorList([
      visit('late', '17:00', { arrived: '17:16' }),
      visit('onTime', '17:15', { arrived: '17:10' }),
    ]);
    expect(list.map((entry) => entry.name)).toEqual(['onTime', 'late']);
  });
});

describe('the doctor’s steps', () => {
  it('are seen and no-show, and taking either back; confirming and cancelling stay the desk’s', () => {
    expect(isDoctorStep('confirmed', { to: 'done', kind: 'forward' })).toBe(true);
    expect(isDoctorStep('pending', { to: 'noShow', kind: 'forward' })).toBe(true);
    expect(isDoctorStep('done', { to: 'confirmed', kind: 'undo' })).toBe(true);
    expect(isDoctorStep('noShow', { to: 'pending', kind: 'undo' })).toBe(true);
    expect(isDoctorStep('pending', { to: 'confirmed', kind: 'forward' })).toBe(false);
    expect(isDoctorStep('confirmed', { to: 'canceled', kind: 'forward' })).toBe(false);
    expect(isDoctorStep('canceled', { to: 'confirmed', kind: 'undo' })).toBe(false);
    expect(ZDoctorStatusChangeSchema.safeParse({ from: 'confirmed', to: 'canceled' }).success).toBe(false);
  });
});
