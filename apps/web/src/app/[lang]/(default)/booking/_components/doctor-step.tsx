'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { describeDoctorFee } from '@/lib/fee-text';
import { readCatalogPhones } from '../_lib/booking-catalog';
import { doctorsAt } from '../_lib/booking-choices';
import { formatBookingMoment } from '../_lib/booking-time';
import { NextFreeTime } from './next-free-time';
import { DoctorTimes } from './slot-picker';
import type { TChoiceStepProps } from './step-props';

/**
 * The branch flow's third step: the doctors at the branch who practise the specialty, each with
 * their next free time to take in one press, and all their other times a press away.
 */
export function DoctorStep(step: TChoiceStepProps) {
  const t = useTranslations('Booking');
  const feeWords = useTranslations('Fees');
  const locale = useLocale() as Locale;
  const { catalog, state, onChange, missingMessage } = step;
  const [expandedDoctor, setExpandedDoctor] = useState<string | null>(null);
  const doctors = doctorsAt(catalog, state.branch, state.specialty);
  const missing = state.doctor && state.start ? null : missingMessage;
  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold">{t('chooseDoctor')}</legend>
      {doctors.length === 0 ? <p>{t('noDoctors')}</p> : null}
      <ul className="space-y-4">
        {doctors.map((doctor) => {
          const isChosen = state.doctor === doctor.id;
          const fee = state.branch
            ? describeDoctorFee(catalog.fees, doctor.id, [state.branch], locale, feeWords, readCatalogPhones(catalog))
            : null;
          return (
            <li
              key={doctor.id}
              className={`space-y-3 rounded-xl border-2 p-4 ${isChosen ? 'border-brand bg-brand-soft' : 'border-slate-200'}`}
            >
              <h3 className="font-semibold">{doctor.name}</h3>
              {doctor.title ? <p className="text-sm text-slate-600">{doctor.title}</p> : null}
              {fee ? <p className="text-sm font-semibold text-slate-800">{fee}</p> : null}
              {state.branch ? (
                <NextFreeTime
                  doctor={doctor.id}
                  branch={state.branch}
                  onPick={(start) => onChange({ doctor: doctor.id, start, date: null })}
                />
              ) : null}
              {isChosen && state.start ? (
                <p className="font-semibold text-brand">
                  {t('chosen', { time: formatBookingMoment(state.start, locale) })}
                </p>
              ) : null}
              <button
                type="button"
                aria-expanded={expandedDoctor === doctor.id}
                onClick={() => setExpandedDoctor((current) => (current === doctor.id ? null : doctor.id))}
                className="text-sm font-semibold text-brand underline"
              >
                {t('otherTimes')}
              </button>
              {expandedDoctor === doctor.id && state.branch ? (
                <DoctorTimes doctor={doctor.id} branch={state.branch} {...step} />
              ) : null}
            </li>
          );
        })}
      </ul>
      {missing ? <p className="text-sm text-red-700">{missing}</p> : null}
    </fieldset>
  );
}
