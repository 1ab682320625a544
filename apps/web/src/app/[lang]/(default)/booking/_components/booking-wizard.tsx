'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { runWhenPageIdle } from '@/lib/notify';
import { usePageQuery } from '@/lib/page-query';
import type { TBookingCatalog } from '../_lib/booking-catalog';
import { type TDoctorFilters, bookedSpecialty, specialtyOfService } from '../_lib/booking-choices';
import {
  BOOKING_STEPS,
  type TBookingState,
  isStepComplete,
  lastReachableStep,
  readBookingState,
  writeBookingState,
} from '../_lib/booking-state';
import { clearPatientDraft } from '../_lib/patient-draft';
import { BookingConfirmation } from './booking-confirmation';
import { BookingDataStep } from './booking-data-step';
import { BookingStepper } from './booking-stepper';
import { BookingSummary } from './booking-summary';
import { BranchStep } from './branch-step';
import { DoctorStep } from './doctor-step';
import { FlowChooser } from './flow-chooser';
import { SpecialtyStep } from './specialty-step';
import { StepNavigation } from './step-navigation';
import type { TBookingConfirmation, TChoiceStepProps } from './step-props';

const CONFIRMATION_KEY = 'clinic.booking.confirmation';

/**
 * The patient's details come last, with react-hook-form (about 12 kB gzip): loaded once the browser is
 * idle on the first screen, so the booking's first screen does not wait for them and Next finds them
 * ready. Reloaded on the details, the step keeps its room while it loads.
 */
const loadPatientStep = () => import('./patient-step').then((module) => module.PatientStep);
const PatientStep = dynamic(loadPatientStep, { loading: () => <div className="min-h-96" aria-busy="true" /> });

/** The booking just made, kept for this tab so a reload of the confirmation still shows it. */
function readSavedConfirmation(bookingNumber: string | null): TBookingConfirmation | null {
  if (!bookingNumber) return null;
  try {
    const saved = JSON.parse(
      window.sessionStorage.getItem(CONFIRMATION_KEY) ?? 'null',
    ) as Partial<TBookingConfirmation> | null;
    return saved?.booking?.bookingNumber === bookingNumber
      ? { booking: saved.booking, emailedTo: saved.emailedTo ?? null }
      : null;
  } catch {
    return null;
  }
}

/**
 * The booking screens: the way to book, the doctor flow's two steps or the branch flow's four,
 * then the confirmation. Every choice lives in the URL, pushed as a new entry per step so the
 * browser's Back button walks back through them.
 */
export function BookingWizard({ catalog }: { catalog: TBookingCatalog }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: true } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <BookingScreens catalog={catalog} />
    </QueryClientProvider>
  );
}

/**
 * The booking just made: kept for this tab (a reload of the confirmation still shows it, the patient's
 * draft gone) and named in the URL; booking another clears both.
 */
function useConfirmation(confirmationNumber: string | null, writeQuery: ReturnType<typeof usePageQuery>[1]) {
  const [confirmed, setConfirmed] = useState<TBookingConfirmation | null>(() =>
    readSavedConfirmation(confirmationNumber),
  );
  const onBooked = (confirmation: TBookingConfirmation) => {
    window.sessionStorage.setItem(CONFIRMATION_KEY, JSON.stringify(confirmation));
    clearPatientDraft(window.sessionStorage);
    setConfirmed(confirmation);
    writeQuery(new URLSearchParams({ confirmation: confirmation.booking.bookingNumber }).toString(), 'push');
  };
  const bookAnother = () => {
    window.sessionStorage.removeItem(CONFIRMATION_KEY);
    setConfirmed(null);
    writeQuery('', 'push');
  };
  return { confirmed, onBooked, bookAnother };
}

/** A new step (or the confirmation) starts clean and takes the focus, so screen readers hear where they are. */
function useNewStepFocus(focusKey: string, main: RefObject<HTMLDivElement | null>, startClean: () => void) {
  const lastFocusKey = useRef(focusKey);
  useEffect(() => {
    if (lastFocusKey.current === focusKey) return;
    lastFocusKey.current = focusKey;
    startClean();
    main.current?.focus();
  }, [focusKey, main, startClean]);
}

/** The step that chooses something: the doctor flow's booking data, or the branch flow's branch, specialty or doctor. */
function ChoiceStep({
  stepName,
  filters,
  onFiltersChange,
  ...choiceStep
}: TChoiceStepProps & {
  stepName: string;
  filters: TDoctorFilters;
  onFiltersChange: (filters: TDoctorFilters) => void;
}) {
  if (stepName === 'bookingData') {
    return <BookingDataStep filters={filters} onFiltersChange={onFiltersChange} {...choiceStep} />;
  }
  if (stepName === 'branch') return <BranchStep {...choiceStep} />;
  if (stepName === 'specialty') return <SpecialtyStep {...choiceStep} />;
  return <DoctorStep {...choiceStep} />;
}

function BookingScreens({ catalog }: { catalog: TBookingCatalog }) {
  const t = useTranslations('Booking');
  const [query, writeQuery] = usePageQuery();
  const searchParams = new URLSearchParams(query);
  const state = readBookingState(searchParams);
  const confirmationNumber = searchParams.get('confirmation');
  const { confirmed, onBooked, bookAnother } = useConfirmation(confirmationNumber, writeQuery);
  const [showErrors, setShowErrors] = useState(false);
  // A service page's link narrows the doctors to the service's specialty.
  const [filters, setFilters] = useState<TDoctorFilters>(() => ({
    specialty: specialtyOfService(catalog, state.service),
    branch: null,
  }));
  const mainRef = useRef<HTMLDivElement>(null);

  const go = (changes: Partial<TBookingState>, mode: 'push' | 'replace' = 'replace') =>
    writeQuery(writeBookingState({ ...state, ...changes }), mode);

  const step = Math.min(state.step, lastReachableStep(state));
  const stepNames = state.flow ? BOOKING_STEPS[state.flow] : [];
  const stepName = stepNames[step - 1];

  useNewStepFocus(`${state.flow}-${step}-${confirmed?.booking.bookingNumber ?? ''}`, mainRef, () =>
    setShowErrors(false),
  );

  useEffect(() => runWhenPageIdle(() => void loadPatientStep()), []);

  if (confirmed && confirmationNumber === confirmed.booking.bookingNumber) {
    return (
      <BookingConfirmation
        booking={confirmed.booking}
        emailedTo={confirmed.emailedTo}
        clinicName={catalog.clinicName}
        onBookAnother={bookAnother}
      />
    );
  }

  if (!state.flow || !stepName) {
    return <FlowChooser keep={state.service ? { service: state.service } : {}} />;
  }

  const previous = () => (step > 1 ? go({ step: step - 1 }, 'push') : writeQuery('', 'push'));
  const next = () => {
    if (isStepComplete(state, stepName)) go({ step: step + 1 }, 'push');
    else setShowErrors(true);
  };

  const choiceStep: TChoiceStepProps = {
    catalog,
    state,
    onChange: (changes) => go(changes),
    missingMessage: showErrors ? t('required') : null,
  };
  const stepLabels = [...stepNames.map((name) => t(`steps.${name}`)), t('steps.confirmation')];
  return (
    <div className="space-y-6">
      <BookingStepper
        label={t('stepper')}
        steps={stepLabels}
        current={step}
        progress={t('stepOf', { current: step, total: stepLabels.length })}
      />
      <div ref={mainRef} tabIndex={-1} className="space-y-6 outline-none">
        <h2 className="text-2xl font-semibold text-brand">{stepLabels[step - 1]}</h2>
        {stepName === 'patient' && state.doctor && state.branch && state.start ? (
          <PatientStep
            step={step}
            appointment={{
              doctor: state.doctor,
              branch: state.branch,
              start: state.start,
              specialty: bookedSpecialty(catalog, state),
              service: state.service,
              source: state.flow === 'doctor' ? 'doctor-flow' : 'branch-flow',
            }}
            policyVersion={catalog.policyVersion}
            cardImages={catalog.cardImages}
            messaging={{ sendsSms: catalog.sendsSms, sendsWhatsApp: catalog.sendsWhatsApp }}
            summary={<BookingSummary catalog={catalog} state={state} />}
            onBooked={onBooked}
            onPickOpening={(start) => go({ start })}
            onPrevious={previous}
          />
        ) : (
          <div className="space-y-8">
            <ChoiceStep stepName={stepName} filters={filters} onFiltersChange={setFilters} {...choiceStep} />
            <StepNavigation step={step} onPrevious={previous} onNext={next} />
          </div>
        )}
      </div>
    </div>
  );
}
