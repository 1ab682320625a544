'use client';

import type { Booking } from '@clinic/cms-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { usePageQuery } from '@/lib/page-query';
import type { TBookingCatalog } from '../_lib/booking-catalog';
import {
  BOOKING_STEPS,
  type TBookingState,
  lastReachableStep,
  readBookingState,
  writeBookingState,
} from '../_lib/booking-state';
import { formatBookingMoment } from '../_lib/booking-time';
import { clearPatientDraft } from '../_lib/patient-draft';
import { BookingConfirmation } from './booking-confirmation';
import { BookingStepper } from './booking-stepper';
import { ChoiceList } from './choice-list';
import { DoctorFilterBar } from './doctor-filter-bar';
import { FlowChooser } from './flow-chooser';
import { NextFreeTime } from './next-free-time';
import { PatientStep } from './patient-step';
import { SlotPicker } from './slot-picker';

const CONFIRMATION_KEY = 'clinic.booking.confirmation';

/** The booking just made, kept for this tab so a reload of the confirmation still shows it. */
function readSavedConfirmation(bookingNumber: string | null): Booking | null {
  if (!bookingNumber) return null;
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(CONFIRMATION_KEY) ?? 'null') as Booking | null;
    return saved?.bookingNumber === bookingNumber ? saved : null;
  } catch {
    return null;
  }
}

/**
 * The booking screens (spec section 2): the way to book, the doctor flow's two steps or the
 * branch flow's four, then the confirmation. Every choice lives in the URL, pushed as a new entry
 * per step so the browser's Back button walks back through them.
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

function BookingScreens({ catalog }: { catalog: TBookingCatalog }) {
  const t = useTranslations('Booking');
  const locale = useLocale() as Locale;
  const [query, writeQuery] = usePageQuery();
  const searchParams = new URLSearchParams(query);
  const state = readBookingState(searchParams);
  const confirmationNumber = searchParams.get('confirmation');
  const [confirmed, setConfirmed] = useState<Booking | null>(() => readSavedConfirmation(confirmationNumber));
  const [showErrors, setShowErrors] = useState(false);
  // A service page's link narrows the doctors to the service's specialty.
  const [filters, setFilters] = useState<{ specialty: string | null; branch: string | null }>(() => ({
    specialty: catalog.services.find((service) => service.id === state.service)?.specialtyId ?? null,
    branch: null,
  }));
  const [expandedDoctor, setExpandedDoctor] = useState<string | null>(null);
  // Once a doctor is chosen their list folds away, so the branch and times are next on a phone.
  const [isChangingDoctor, setIsChangingDoctor] = useState(false);
  const mainRef = useRef<HTMLDivElement>(null);

  const go = (changes: Partial<TBookingState>, mode: 'push' | 'replace' = 'replace') =>
    writeQuery(writeBookingState({ ...state, ...changes }), mode);

  const step = Math.min(state.step, lastReachableStep(state));
  const stepNames = state.flow ? BOOKING_STEPS[state.flow] : [];
  const stepName = stepNames[step - 1];

  // A new step starts clean and takes the focus, so screen readers hear where they are.
  const focusKey = `${state.flow}-${step}-${confirmed?.bookingNumber ?? ''}`;
  const lastFocusKey = useRef(focusKey);
  useEffect(() => {
    if (lastFocusKey.current === focusKey) return;
    lastFocusKey.current = focusKey;
    setShowErrors(false);
    mainRef.current?.focus();
  }, [focusKey]);

  if (confirmed && confirmationNumber === confirmed.bookingNumber) {
    return (
      <BookingConfirmation
        booking={confirmed}
        clinicName={catalog.clinicName}
        onBookAnother={() => {
          window.sessionStorage.removeItem(CONFIRMATION_KEY);
          setConfirmed(null);
          writeQuery('', 'push');
        }}
      />
    );
  }

  if (!state.flow || !stepName) {
    return <FlowChooser keep={state.service ? { service: state.service } : {}} />;
  }

  const doctor = catalog.doctors.find((candidate) => candidate.id === state.doctor) ?? null;
  const branch = catalog.branches.find((candidate) => candidate.id === state.branch) ?? null;
  const nameOf = (list: { id: string; name: string }[], id: string | null) =>
    list.find((entry) => entry.id === id)?.name ?? null;
  const specialtyNames = (ids: string[]) =>
    ids
      .map((id) => nameOf(catalog.specialties, id))
      .filter(Boolean)
      .join(' · ');
  const required = (isMissing: boolean) => (showErrors && isMissing ? t('required') : null);

  const next = (isComplete: boolean) => {
    if (!isComplete) {
      setShowErrors(true);
      return;
    }
    go({ step: step + 1 }, 'push');
  };
  const previous = () => (step > 1 ? go({ step: step - 1 }, 'push') : writeQuery('', 'push'));

  const onBooked = (booking: Booking) => {
    window.sessionStorage.setItem(CONFIRMATION_KEY, JSON.stringify(booking));
    clearPatientDraft(window.sessionStorage);
    setConfirmed(booking);
    writeQuery(new URLSearchParams({ confirmation: booking.bookingNumber }).toString(), 'push');
  };

  const summary = (
    <section aria-labelledby="booking-summary" className="rounded-xl bg-brand-soft p-4">
      <h3 id="booking-summary" className="font-semibold text-brand">
        {t('summary')}
      </h3>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {[
          [t('doctor'), doctor?.name],
          [t('branch'), branch ? [branch.name, branch.address].filter(Boolean).join('، ') : null],
          [t('time'), state.start ? formatBookingMoment(state.start, locale) : null],
          [t('specialty'), nameOf(catalog.specialties, state.specialty)],
          [t('service'), nameOf(catalog.services, state.service)],
        ]
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );

  const navigation = (isComplete: boolean) => (
    <div className="flex flex-wrap gap-3">
      <button
        type="button"
        onClick={previous}
        className="rounded-md border border-brand px-6 py-3 font-semibold text-brand"
      >
        {step > 1 ? t('previous') : t('changeWay')}
      </button>
      <button
        type="button"
        onClick={() => next(isComplete)}
        className="rounded-md bg-brand px-6 py-3 font-semibold text-white"
      >
        {t('next')}
      </button>
    </div>
  );

  const slotPicker = (doctorId: string, branchId: string) => (
    <SlotPicker
      doctor={doctorId}
      branch={branchId}
      date={state.date}
      start={state.doctor === doctorId ? state.start : null}
      onDateChange={(date) => go({ date, doctor: doctorId })}
      onStartChange={(start) => go({ start, doctor: doctorId })}
      error={required(!state.start)}
    />
  );

  let screen: ReactNode;
  if (stepName === 'patient' && state.doctor && state.branch && state.start) {
    screen = (
      <PatientStep
        appointment={{
          doctor: state.doctor,
          branch: state.branch,
          start: state.start,
          specialty:
            state.specialty ??
            catalog.services.find((service) => service.id === state.service)?.specialtyId ??
            (doctor?.specialtyIds.length === 1 ? (doctor.specialtyIds[0] ?? null) : null),
          service: state.service,
          source: state.flow === 'doctor' ? 'doctor-flow' : 'branch-flow',
        }}
        policyVersion={catalog.policyVersion}
        cardImages={catalog.cardImages}
        summary={summary}
        onBooked={onBooked}
        onPickOpening={(start) => go({ start })}
        onPrevious={previous}
      />
    );
  } else if (stepName === 'bookingData') {
    const doctors = catalog.doctors.filter(
      (candidate) =>
        (!filters.specialty || candidate.specialtyIds.includes(filters.specialty)) &&
        (!filters.branch || candidate.branchIds.includes(filters.branch)),
    );
    const doctorBranches = doctor ? catalog.branches.filter((entry) => doctor.branchIds.includes(entry.id)) : [];
    const services = doctor
      ? catalog.services.filter((service) => !service.specialtyId || doctor.specialtyIds.includes(service.specialtyId))
      : [];
    screen = (
      <div className="space-y-8">
        {doctor && !isChangingDoctor ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border-2 border-brand bg-brand-soft p-4">
            <div>
              <p className="text-sm text-slate-700">{t('doctor')}</p>
              <p className="font-semibold">{doctor.name}</p>
              <p className="text-sm text-slate-600">{specialtyNames(doctor.specialtyIds)}</p>
            </div>
            <button
              type="button"
              onClick={() => setIsChangingDoctor(true)}
              className="rounded-md border border-brand bg-white px-4 py-2 text-sm font-semibold text-brand"
            >
              {t('changeDoctor')}
            </button>
          </div>
        ) : (
          <>
            <DoctorFilterBar
              specialties={catalog.specialties}
              branches={catalog.branches}
              specialty={filters.specialty}
              branch={filters.branch}
              onChange={setFilters}
            />
            <ChoiceList
              legend={t('chooseDoctor')}
              options={doctors.map((entry) => ({
                id: entry.id,
                name: entry.name,
                detail: [entry.title, specialtyNames(entry.specialtyIds)].filter(Boolean).join(' — '),
              }))}
              value={state.doctor}
              onChange={(id) => {
                const chosen = catalog.doctors.find((entry) => entry.id === id);
                const onlyBranch = chosen?.branchIds.length === 1 ? (chosen.branchIds[0] ?? null) : null;
                const keepsBranch = state.branch && chosen?.branchIds.includes(state.branch);
                setIsChangingDoctor(false);
                go({
                  doctor: id,
                  branch: keepsBranch ? state.branch : (filters.branch ?? onlyBranch),
                  start: null,
                  date: null,
                  service: null,
                });
              }}
              error={required(!state.doctor)}
              emptyText={t('noDoctors')}
            />
          </>
        )}
        {doctor ? (
          <ChoiceList
            legend={t('chooseBranch')}
            options={doctorBranches.map((entry) => ({ id: entry.id, name: entry.name, detail: entry.address }))}
            value={state.branch}
            onChange={(id) => go({ branch: id, start: null, date: null })}
            error={required(!state.branch)}
          />
        ) : null}
        {doctor && services.length > 0 ? (
          <div className="flex max-w-md flex-col gap-1">
            <label htmlFor="booking-service" className="font-semibold">
              {t('service')}
            </label>
            <select
              id="booking-service"
              value={state.service ?? ''}
              onChange={(event) => go({ service: event.currentTarget.value || null })}
              className="rounded-md border border-slate-300 bg-white px-3 py-2"
            >
              <option value="">{t('noService')}</option>
              {services.map((service) => (
                <option key={service.id} value={service.id}>
                  {service.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {state.doctor && state.branch ? slotPicker(state.doctor, state.branch) : null}
        {navigation(Boolean(state.doctor && state.branch && state.start))}
      </div>
    );
  } else if (stepName === 'branch') {
    screen = (
      <div className="space-y-8">
        <ChoiceList
          legend={t('chooseBranch')}
          options={catalog.branches.map((entry) => ({
            id: entry.id,
            name: entry.name,
            detail: entry.address ?? entry.city,
          }))}
          value={state.branch}
          onChange={(id) => go({ branch: id, specialty: null, doctor: null, start: null, date: null })}
          error={required(!state.branch)}
        />
        {navigation(Boolean(state.branch))}
      </div>
    );
  } else if (stepName === 'specialty') {
    const offered = new Set(
      catalog.doctors
        .filter((entry) => state.branch && entry.branchIds.includes(state.branch))
        .flatMap((entry) => entry.specialtyIds),
    );
    screen = (
      <div className="space-y-8">
        <ChoiceList
          legend={t('chooseSpecialty')}
          options={catalog.specialties.filter((entry) => offered.has(entry.id))}
          value={state.specialty}
          onChange={(id) => go({ specialty: id, doctor: null, start: null, date: null })}
          error={required(!state.specialty)}
        />
        {navigation(Boolean(state.specialty))}
      </div>
    );
  } else {
    const doctors = catalog.doctors.filter(
      (entry) =>
        state.branch &&
        state.specialty &&
        entry.branchIds.includes(state.branch) &&
        entry.specialtyIds.includes(state.specialty),
    );
    screen = (
      <div className="space-y-8">
        <fieldset className="space-y-3">
          <legend className="font-semibold">{t('chooseDoctor')}</legend>
          {doctors.length === 0 ? <p>{t('noDoctors')}</p> : null}
          <ul className="space-y-4">
            {doctors.map((entry) => {
              const isChosen = state.doctor === entry.id;
              return (
                <li
                  key={entry.id}
                  className={`space-y-3 rounded-xl border-2 p-4 ${isChosen ? 'border-brand bg-brand-soft' : 'border-slate-200'}`}
                >
                  <h3 className="font-semibold">{entry.name}</h3>
                  {entry.title ? <p className="text-sm text-slate-600">{entry.title}</p> : null}
                  {state.branch ? (
                    <NextFreeTime
                      doctor={entry.id}
                      branch={state.branch}
                      onPick={(start) => go({ doctor: entry.id, start, date: null })}
                    />
                  ) : null}
                  {isChosen && state.start ? (
                    <p className="font-semibold text-brand">
                      {t('chosen', { time: formatBookingMoment(state.start, locale) })}
                    </p>
                  ) : null}
                  <button
                    type="button"
                    aria-expanded={expandedDoctor === entry.id}
                    onClick={() => setExpandedDoctor((current) => (current === entry.id ? null : entry.id))}
                    className="text-sm font-semibold text-brand underline"
                  >
                    {t('otherTimes')}
                  </button>
                  {expandedDoctor === entry.id && state.branch ? slotPicker(entry.id, state.branch) : null}
                </li>
              );
            })}
          </ul>
          {required(!(state.doctor && state.start)) ? (
            <p className="text-sm text-red-700">{required(!(state.doctor && state.start))}</p>
          ) : null}
        </fieldset>
        {navigation(Boolean(state.doctor && state.start))}
      </div>
    );
  }

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
        {screen}
      </div>
    </div>
  );
}
