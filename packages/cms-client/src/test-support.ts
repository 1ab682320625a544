import { type CmsClientOptions, createCmsClient } from './client';
import type { FetchInit, FetchLike } from './request';
import type { StaffAppointmentDetail, StaffAppointmentRow } from './types/staff';

/** One request as the stubbed fetch received it, with the JSON body already parsed. */
type RecordedCall = {
  url: string;
  method: string | undefined;
  headers: Headers;
  body: unknown;
  /** The multipart body, when one was sent; `body` is then undefined. */
  form: FormData | undefined;
  init: FetchInit;
};

type Responder = (call: RecordedCall) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The CMS's refusal as Strapi answers it: `{ data: null, error }` with the status. */
export const errorResponse = (status: number, name: string, message: string, details: object = {}) =>
  jsonResponse({ data: null, error: { status, name, message, details } }, status);

/** The CMS's answer of `{ data, meta: {} }`, for a stub to give every call. */
export const dataAnswer = (data: unknown) => () => jsonResponse({ data, meta: {} });

/** The CMS's answer with nothing in it, `{ data: null, meta: {} }`: a stub's answer when a test reads only the request. */
export const emptyAnswer = () => jsonResponse({ data: null, meta: {} });

/** A fetch that records every call; a responder that throws makes the fetch reject, as on a network failure. */
export function createFetchStub(respond: Responder = emptyAnswer) {
  const calls: RecordedCall[] = [];
  const fetch: FetchLike = async (url, init) => {
    const call: RecordedCall = {
      url,
      method: init.method,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      form: init.body instanceof FormData ? init.body : undefined,
      init,
    };
    calls.push(call);
    return respond(call);
  };
  return { fetch, calls };
}

/** A client of the CMS at http://cms.test over a fetch stub answering with `respond`; the stub records its calls. */
export function createStubbedClient(respond: Responder, options: Omit<CmsClientOptions, 'baseUrl' | 'fetch'> = {}) {
  const stub = createFetchStub(respond);
  return { stub, cms: createCmsClient({ baseUrl: 'http://cms.test', fetch: stub.fetch, ...options }) };
}

/** A row of the staff list as the CMS answers it. */
export const appointmentRow = (bookingNumber: string, firstName: string): StaffAppointmentRow => ({
  documentId: `doc-${bookingNumber}`,
  bookingNumber,
  status: 'pending',
  createdAt: '2026-11-20T08:00:00.000Z',
  startsAt: '2026-11-24T08:30:00.000Z',
  endsAt: '2026-11-24T08:45:00.000Z',
  mode: 'slots',
  firstName,
  lastName: 'سالم',
  phone: '+201001234567',
  doctorName: 'Dr. Hany',
  branchName: 'Maadi',
  specialtyName: null,
  serviceName: null,
  contractType: 'cash',
  cancelReason: null,
  displacedAt: null,
  displacedBy: null,
  isExtraPlace: false,
  consultationFeeEgp: null,
  anonymizedAt: null,
});

/** An appointment's page as the CMS answers it: the row, and nothing more in its lists. */
export const appointmentDetail = (bookingNumber: string, firstName: string): StaffAppointmentDetail => ({
  ...appointmentRow(bookingNumber, firstName),
  updatedAt: '2026-11-20T08:00:00.000Z',
  email: null,
  consentPolicyVersion: '1',
  consentRecordedBy: null,
  age: 41,
  notes: null,
  source: 'doctor-flow',
  locale: 'ar',
  branchAddress: null,
  doctorId: 'doc-a',
  branchId: 'branch-a',
  cards: { front: false, back: false },
  statusHistory: [],
  staffNotes: [],
  messages: [],
  messageStops: [],
  closedAt: null,
  cancelNote: null,
  workflow: [],
  arrival: null,
  cardCheck: null,
});
