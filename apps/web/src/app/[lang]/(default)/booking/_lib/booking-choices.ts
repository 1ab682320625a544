import type { TBookingCatalog, TCatalogBranch, TCatalogDoctor } from './booking-catalog';
import type { TBookingState } from './booking-state';

/** The doctor flow's filter bar: a specialty, a branch, or neither. */
export type TDoctorFilters = { specialty: string | null; branch: string | null };

type TNamed = { id: string; name: string };

export function findById<T extends { id: string }>(list: readonly T[], id: string | null): T | null {
  return list.find((entry) => entry.id === id) ?? null;
}

/** A doctor's specialties as one line, in the catalog's language: 'Otology · Rhinology'. */
export function specialtyNames(catalog: TBookingCatalog, ids: readonly string[]): string {
  return ids
    .map((id) => findById<TNamed>(catalog.specialties, id)?.name)
    .filter(Boolean)
    .join(' · ');
}

/** The doctor flow's list: the doctors matching the filter bar. */
export function doctorsMatching(catalog: TBookingCatalog, filters: TDoctorFilters): TCatalogDoctor[] {
  return catalog.doctors.filter(
    (doctor) =>
      (!filters.specialty || doctor.specialtyIds.includes(filters.specialty)) &&
      (!filters.branch || doctor.branchIds.includes(filters.branch)),
  );
}

/** The branches a doctor sees patients at. */
export function branchesOf(catalog: TBookingCatalog, doctor: TCatalogDoctor | null): TCatalogBranch[] {
  return doctor ? catalog.branches.filter((branch) => doctor.branchIds.includes(branch.id)) : [];
}

/** The services a doctor offers: those of the doctor's specialties, and those of none. */
export function servicesFor(catalog: TBookingCatalog, doctor: TCatalogDoctor | null): TBookingCatalog['services'] {
  if (!doctor) return [];
  return catalog.services.filter(
    (service) => !service.specialtyId || doctor.specialtyIds.includes(service.specialtyId),
  );
}

/** The branch flow's specialties: those some doctor at the branch practises. */
export function specialtiesAt(catalog: TBookingCatalog, branch: string | null): TBookingCatalog['specialties'] {
  const offered = new Set(
    catalog.doctors
      .filter((doctor) => branch && doctor.branchIds.includes(branch))
      .flatMap((doctor) => doctor.specialtyIds),
  );
  return catalog.specialties.filter((specialty) => offered.has(specialty.id));
}

/** The branch flow's doctors: those at the branch who practise the specialty. */
export function doctorsAt(catalog: TBookingCatalog, branch: string | null, specialty: string | null): TCatalogDoctor[] {
  if (!branch || !specialty) return [];
  return catalog.doctors.filter(
    (doctor) => doctor.branchIds.includes(branch) && doctor.specialtyIds.includes(specialty),
  );
}

/** The specialty of a service, which narrows the doctor list when a service page's link opens the booking. */
export function specialtyOfService(catalog: TBookingCatalog, service: string | null): string | null {
  return findById(catalog.services, service)?.specialtyId ?? null;
}

/**
 * The specialty the booking records: the one chosen in the branch flow, else the chosen service's,
 * else the doctor's when the doctor has only one; none when it is ambiguous.
 */
export function bookedSpecialty(catalog: TBookingCatalog, state: TBookingState): string | null {
  const doctor = findById(catalog.doctors, state.doctor);
  const onlySpecialty = doctor?.specialtyIds.length === 1 ? (doctor.specialtyIds[0] ?? null) : null;
  return state.specialty ?? specialtyOfService(catalog, state.service) ?? onlySpecialty;
}

/**
 * What choosing a doctor in the doctor flow changes: the time, day and service start over, and the
 * branch stays when the new doctor works there, else it is the filter's branch or the doctor's only one.
 */
export function afterChoosingDoctor(
  catalog: TBookingCatalog,
  state: TBookingState,
  doctorId: string,
  filters: TDoctorFilters,
): Partial<TBookingState> {
  const doctor = findById(catalog.doctors, doctorId);
  const onlyBranch = doctor?.branchIds.length === 1 ? (doctor.branchIds[0] ?? null) : null;
  const keepsBranch = state.branch !== null && doctor?.branchIds.includes(state.branch) === true;
  return {
    doctor: doctorId,
    branch: keepsBranch ? state.branch : (filters.branch ?? onlyBranch),
    start: null,
    date: null,
    service: null,
  };
}
