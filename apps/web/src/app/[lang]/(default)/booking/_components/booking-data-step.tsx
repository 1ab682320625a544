'use client';

import { ChoiceOptions } from '@/components/ui/choice-options';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { describeDoctorFee } from '@/lib/fee-text';
import { readCatalogPhones } from '../_lib/booking-catalog';
import {
  type TDoctorFilters,
  afterChoosingDoctor,
  branchesOf,
  doctorsMatching,
  findById,
  servicesFor,
  specialtyNames,
} from '../_lib/booking-choices';
import { ChoiceList } from './choice-list';
import { DoctorFilterBar } from './doctor-filter-bar';
import { DoctorTimes } from './slot-picker';
import type { TChoiceStepProps } from './step-props';

type BookingDataStepProps = TChoiceStepProps & {
  /** The filter bar's choices, kept by the screens so they survive a trip to the next step and back. */
  filters: TDoctorFilters;
  onFiltersChange: (filters: TDoctorFilters) => void;
};

/**
 * The doctor flow's first step: the doctor (a filtered list that folds away once one is chosen,
 * so the branch and times come next on a phone), the doctor's branch, an optional service, the time.
 */
export function BookingDataStep({ filters, onFiltersChange, ...step }: BookingDataStepProps) {
  const t = useTranslations('Booking');
  const feeWords = useTranslations('Fees');
  const locale = useLocale() as Locale;
  const { catalog, state, onChange, missingMessage } = step;
  const branchPhones = readCatalogPhones(catalog);
  const feeAt = (doctorId: string, branchIds: string[]) =>
    describeDoctorFee(catalog.fees, doctorId, branchIds, locale, feeWords, branchPhones);
  const [isChangingDoctor, setIsChangingDoctor] = useState(false);
  const doctor = findById(catalog.doctors, state.doctor);
  const services = servicesFor(catalog, doctor);
  return (
    <>
      {doctor && !isChangingDoctor ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border-2 border-brand bg-brand-soft p-4">
          <div>
            <p className="text-sm text-slate-700">{t('doctor')}</p>
            <p className="font-semibold">{doctor.name}</p>
            <p className="text-sm text-slate-600">{specialtyNames(catalog, doctor.specialtyIds)}</p>
          </div>
          <Button variant="secondary" size="sm" className="bg-white text-sm" onClick={() => setIsChangingDoctor(true)}>
            {t('changeDoctor')}
          </Button>
        </div>
      ) : (
        <>
          <DoctorFilterBar
            specialties={catalog.specialties}
            branches={catalog.branches}
            specialty={filters.specialty}
            branch={filters.branch}
            onChange={onFiltersChange}
          />
          <ChoiceList
            legend={t('chooseDoctor')}
            options={doctorsMatching(catalog, filters).map((entry) => ({
              id: entry.id,
              name: entry.name,
              detail: [entry.title, specialtyNames(catalog, entry.specialtyIds)].filter(Boolean).join(' — '),
              note: feeAt(entry.id, filters.branch ? [filters.branch] : entry.branchIds),
            }))}
            value={state.doctor}
            onChange={(id) => {
              setIsChangingDoctor(false);
              onChange(afterChoosingDoctor(catalog, state, id, filters));
            }}
            error={state.doctor ? null : missingMessage}
            emptyText={t('noDoctors')}
          />
        </>
      )}
      {doctor ? (
        <ChoiceList
          legend={t('chooseBranch')}
          options={branchesOf(catalog, doctor).map((entry) => ({
            id: entry.id,
            name: entry.name,
            detail: entry.address,
            note: feeAt(doctor.id, [entry.id]),
          }))}
          value={state.branch}
          onChange={(id) => onChange({ branch: id, start: null, date: null })}
          error={state.branch ? null : missingMessage}
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
            onChange={(event) => onChange({ service: event.currentTarget.value || null })}
            className="rounded-md border border-slate-300 bg-white px-3 py-2"
          >
            <ChoiceOptions
              none={t('noService')}
              choices={services.map((service) => ({ value: service.id, label: service.name }))}
            />
          </select>
        </div>
      ) : null}
      {state.doctor && state.branch ? <DoctorTimes doctor={state.doctor} branch={state.branch} {...step} /> : null}
    </>
  );
}
