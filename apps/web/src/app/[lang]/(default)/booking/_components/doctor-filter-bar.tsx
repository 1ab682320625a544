'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';

type DoctorFilterBarProps = {
  specialties: { id: string; name: string }[];
  branches: { id: string; name: string }[];
  specialty: string | null;
  branch: string | null;
  onChange: (filters: { specialty: string | null; branch: string | null }) => void;
};

/** Narrows a long doctor list by speciality and branch, with 'Clear all'. */
export function DoctorFilterBar({ specialties, branches, specialty, branch, onChange }: DoctorFilterBarProps) {
  const t = useTranslations('Booking');
  const id = useId();
  const select = (
    label: string,
    all: string,
    options: { id: string; name: string }[],
    value: string | null,
    key: 'specialty' | 'branch',
  ) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${key}`} className="text-sm font-semibold">
        {label}
      </label>
      <select
        id={`${id}-${key}`}
        value={value ?? ''}
        onChange={(event) => onChange({ specialty, branch, [key]: event.currentTarget.value || null })}
        className="rounded-md border border-slate-300 bg-white px-3 py-2"
      >
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <search className="flex flex-wrap items-end gap-4 rounded-xl bg-slate-50 p-4" aria-label={t('filterDoctors')}>
      {select(t('filterSpecialty'), t('allSpecialties'), specialties, specialty, 'specialty')}
      {select(t('filterBranch'), t('allBranches'), branches, branch, 'branch')}
      <button
        type="button"
        disabled={!specialty && !branch}
        onClick={() => onChange({ specialty: null, branch: null })}
        className="py-2 text-sm font-semibold text-brand underline disabled:text-slate-400 disabled:no-underline"
      >
        {t('clearAll')}
      </button>
    </search>
  );
}
