import { isIsoDate } from '@clinic/domain/calendar-date';
import { isDocumentId, isInstant } from '@clinic/domain/identifiers';

/** The two ways to book: pick a doctor first, or a branch and a specialty first. */
export type TBookingFlow = 'doctor' | 'branch';

/**
 * Where a visitor is in the booking, as it lives in the URL: a reload, a shared link and the
 * browser's Back button all return to the same step with the same choices. Patient details are
 * personal and never go in the URL (see patient-draft.ts).
 */
export type TBookingState = {
  flow: TBookingFlow | null;
  step: number;
  doctor: string | null;
  branch: string | null;
  specialty: string | null;
  service: string | null;
  /** Cairo date shown in the slot picker, YYYY-MM-DD. */
  date: string | null;
  /** The chosen opening's start, exactly as the CMS returned it. */
  start: string | null;
};

export const BOOKING_STEPS: Record<TBookingFlow, readonly TBookingStepName[]> = {
  doctor: ['bookingData', 'patient'],
  branch: ['branch', 'specialty', 'doctor', 'patient'],
};

type TBookingStepName = 'bookingData' | 'branch' | 'specialty' | 'doctor' | 'patient';

type ParamReader = { get(name: string): string | null };

const readMatching = (params: ParamReader, name: string, isValid: (value: string) => boolean) => {
  const value = params.get(name);
  return value !== null && isValid(value) ? value : null;
};

/**
 * Reads the booking from the query string. Anything malformed is dropped rather than trusted: the
 * URL is typed by hand as often as it is clicked. A doctor or branch link from elsewhere on the site
 * (`?doctor=…`, `?branch=…`) picks its flow, skipping what is already chosen.
 */
export function readBookingState(params: ParamReader): TBookingState {
  const doctor = readMatching(params, 'doctor', isDocumentId);
  const branch = readMatching(params, 'branch', isDocumentId);
  const requestedFlow = params.get('flow');
  const flow: TBookingFlow | null =
    requestedFlow === 'doctor' || requestedFlow === 'branch'
      ? requestedFlow
      : doctor
        ? 'doctor'
        : branch
          ? 'branch'
          : null;
  const lastStep = flow ? BOOKING_STEPS[flow].length : 1;
  // A branch page's link has chosen the branch already: the flow opens at 'Choose Specialty'.
  const isFromBranchPage = requestedFlow === null && flow === 'branch';
  const requestedStep = Number(params.get('step') ?? (isFromBranchPage ? '2' : '1'));
  const step = Number.isInteger(requestedStep) ? Math.min(Math.max(requestedStep, 1), lastStep) : 1;
  return {
    flow,
    step,
    doctor,
    branch,
    specialty: readMatching(params, 'specialty', isDocumentId),
    service: readMatching(params, 'service', isDocumentId),
    date: readMatching(params, 'date', isIsoDate),
    start: readMatching(params, 'start', isInstant),
  };
}

/** The query string for a state, keys in a fixed order so equal states give equal URLs. */
export function writeBookingState(state: TBookingState): string {
  const params = new URLSearchParams();
  if (state.flow) params.set('flow', state.flow);
  if (state.step > 1) params.set('step', String(state.step));
  for (const key of ['doctor', 'branch', 'specialty', 'service', 'date', 'start'] as const) {
    const value = state[key];
    if (value) params.set(key, value);
  }
  return params.toString();
}

export const EMPTY_BOOKING: TBookingState = {
  flow: null,
  step: 1,
  doctor: null,
  branch: null,
  specialty: null,
  service: null,
  date: null,
  start: null,
};

/** Whether a step's choices are all made, so Next may leave it. The patient step ends in Submit instead. */
export function isStepComplete(state: TBookingState, name: TBookingStepName): boolean {
  switch (name) {
    case 'bookingData':
      return Boolean(state.doctor && state.branch && state.start);
    case 'branch':
      return Boolean(state.branch);
    case 'specialty':
      return Boolean(state.specialty);
    case 'doctor':
      return Boolean(state.doctor && state.start);
    case 'patient':
      return false;
  }
}

/** The first step with a choice missing, so a hand-edited URL cannot skip past it. */
export function lastReachableStep(state: TBookingState): number {
  if (!state.flow) return 1;
  const steps = BOOKING_STEPS[state.flow];
  const firstIncomplete = steps.findIndex((name) => !isStepComplete(state, name));
  return firstIncomplete === -1 ? steps.length : firstIncomplete + 1;
}
