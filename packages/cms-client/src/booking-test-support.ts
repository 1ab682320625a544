import type { BookedAppointment, BookingRequest } from './types/booking';

/** Shared by the booking call and booking error tests. */

export const DOCTOR = 'd0c70r0000000000000000aa';
export const BRANCH = 'b4a7c40000000000000000bb';

export const bookingRequest: BookingRequest = {
  doctor: DOCTOR,
  branch: BRANCH,
  start: '2026-11-24T18:00:00+02:00',
  specialty: 'sp3c1a17y000000000000000',
  service: null,
  source: 'doctor-flow',
  locale: 'ar',
  patient: {
    firstName: 'منى',
    lastName: 'حسن',
    email: 'mona@example.com',
    phone: '01001234567',
    phoneChannel: 'whatsapp',
    age: 34,
    contractType: 'company',
  },
  consent: { accepted: true, policyVersion: '2026-11-01' },
};

export const booking: BookedAppointment = {
  bookingNumber: 'B-7K3M9Q',
  status: 'pending',
  start: '2026-11-24T18:00:00+02:00',
  end: '2026-11-24T21:00:00+02:00',
  mode: 'fcfs',
  locale: 'ar',
  doctor: { documentId: DOCTOR, name: 'د. أحمد سالم' },
  branch: {
    documentId: BRANCH,
    name: 'فرع مدينة نصر',
    address: '12 شارع عباس العقاد',
    locationLink: 'https://maps.example/nasr-city',
  },
  specialty: 'الأذن',
  service: null,
  consultationFeeEgp: 450,
  manageToken: 'mAnAgEtOkEn0123456789_-mAnAgEtOkEn012345678',
};
