import type { TBookingCatalog } from './booking-catalog';

const doctor = (id: string, specialtyIds: string[], branchIds: string[]) => ({
  id,
  name: `Dr ${id}`,
  title: null,
  imageUrl: null,
  specialtyIds,
  branchIds,
});
const branch = (id: string) => ({
  id,
  name: `Branch ${id}`,
  city: null,
  address: null,
  locationLink: null,
  phone: null,
});

/** The booking tests' clinic: two branches, otology at both, rhinology only at Nasr; Dr Hana practises both. */
export const TEST_CATALOG: TBookingCatalog = {
  clinicName: 'Clinic',
  policyVersion: '1',
  cardImages: { maxBytes: 5_000_000, types: ['image/jpeg', 'image/png'] },
  sendsSms: true,
  sendsWhatsApp: true,
  doctors: [
    doctor('amr', ['oto'], ['nasr', 'maadi']),
    doctor('hana', ['oto', 'rhino'], ['nasr']),
    doctor('omar', ['rhino'], ['nasr']),
  ],
  branches: [branch('nasr'), branch('maadi')],
  specialties: [
    { id: 'oto', name: 'Otology' },
    { id: 'rhino', name: 'Rhinology' },
    { id: 'voice', name: 'Voice' },
  ],
  fees: [
    { doctorId: 'amr', branchId: 'nasr', amountEgp: 400 },
    { doctorId: 'amr', branchId: 'maadi', amountEgp: 500 },
  ],
  services: [
    { id: 'hearing-test', name: 'Hearing test', specialtyId: 'oto' },
    { id: 'sinus-scan', name: 'Sinus scan', specialtyId: 'rhino' },
    { id: 'consultation', name: 'Consultation', specialtyId: null },
  ],
};
