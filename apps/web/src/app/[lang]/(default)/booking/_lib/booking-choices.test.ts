import { describe, expect, it } from 'vitest';
import {
  afterChoosingDoctor,
  bookedSpecialty,
  branchesOf,
  doctorsAt,
  doctorsMatching,
  servicesFor,
  specialtiesAt,
  specialtyNames,
  specialtyOfService,
} from './booking-choices';
import { EMPTY_BOOKING } from './booking-state';
import { TEST_CATALOG as catalog } from './test-catalog';

const ids = (list: { id: string }[]) => list.map((entry) => entry.id);
const doctorOf = (id: string) => catalog.doctors.find((entry) => entry.id === id) ?? null;

describe('the doctor flow', () => {
  it('narrows the doctors by the filter bar, by either filter or both', () => {
    expect(ids(doctorsMatching(catalog, { specialty: null, branch: null }))).toEqual(['amr', 'hana', 'omar']);
    expect(ids(doctorsMatching(catalog, { specialty: 'rhino', branch: null }))).toEqual(['hana', 'omar']);
    expect(ids(doctorsMatching(catalog, { specialty: null, branch: 'maadi' }))).toEqual(['amr']);
    expect(ids(doctorsMatching(catalog, { specialty: 'rhino', branch: 'maadi' }))).toEqual([]);
  });

  it("offers the doctor's branches, and the services of the doctor's specialties or of none", () => {
    expect(ids(branchesOf(catalog, doctorOf('amr')))).toEqual(['nasr', 'maadi']);
    expect(ids(servicesFor(catalog, doctorOf('amr')))).toEqual(['hearing-test', 'consultation']);
    expect(ids(servicesFor(catalog, doctorOf('hana')))).toEqual(['hearing-test', 'sinus-scan', 'consultation']);
    expect(branchesOf(catalog, null)).toEqual([]);
    expect(servicesFor(catalog, null)).toEqual([]);
  });

  it('starts the time, day and service over when the doctor changes, keeping a branch the new doctor works at', () => {
    const chosen = { ...EMPTY_BOOKING, flow: 'doctor' as const, doctor: 'amr', branch: 'nasr' };
    const withTime = { ...chosen, service: 'hearing-test', date: '2026-11-24', start: '2026-11-24T10:30:00+02:00' };
    const noFilters = { specialty: null, branch: null };
    expect(afterChoosingDoctor(catalog, withTime, 'hana', noFilters)).toEqual({
      doctor: 'hana',
      branch: 'nasr',
      start: null,
      date: null,
      service: null,
    });
    expect(afterChoosingDoctor(catalog, { ...chosen, branch: 'maadi' }, 'hana', noFilters).branch).toBe('nasr');
    expect(afterChoosingDoctor(catalog, EMPTY_BOOKING, 'amr', noFilters).branch).toBeNull();
    expect(afterChoosingDoctor(catalog, EMPTY_BOOKING, 'amr', { specialty: null, branch: 'maadi' }).branch).toBe(
      'maadi',
    );
  });
});

describe('the branch flow', () => {
  it('offers the specialties practised at the branch, then the doctors there who practise the chosen one', () => {
    expect(ids(specialtiesAt(catalog, 'nasr'))).toEqual(['oto', 'rhino']);
    expect(ids(specialtiesAt(catalog, 'maadi'))).toEqual(['oto']);
    expect(specialtiesAt(catalog, null)).toEqual([]);
    expect(ids(doctorsAt(catalog, 'nasr', 'rhino'))).toEqual(['hana', 'omar']);
    expect(ids(doctorsAt(catalog, 'maadi', 'oto'))).toEqual(['amr']);
    expect(doctorsAt(catalog, 'maadi', null)).toEqual([]);
  });
});

describe('the specialty a booking records', () => {
  const booking = { ...EMPTY_BOOKING, flow: 'doctor' as const };
  it('is the chosen one, else the service’s, else the doctor’s only one', () => {
    expect(bookedSpecialty(catalog, { ...booking, doctor: 'hana', specialty: 'rhino', service: 'hearing-test' })).toBe(
      'rhino',
    );
    expect(bookedSpecialty(catalog, { ...booking, doctor: 'hana', service: 'sinus-scan' })).toBe('rhino');
    expect(bookedSpecialty(catalog, { ...booking, doctor: 'amr', service: 'consultation' })).toBe('oto');
  });

  it('is none when the doctor practises several and nothing says which', () => {
    expect(bookedSpecialty(catalog, { ...booking, doctor: 'hana', service: 'consultation' })).toBeNull();
    expect(specialtyOfService(catalog, 'consultation')).toBeNull();
  });

  it("names a doctor's specialties in one line, skipping unknown ones", () => {
    expect(specialtyNames(catalog, ['oto', 'gone', 'rhino'])).toBe('Otology · Rhinology');
  });
});
