'use client';

import { useSearchParams } from 'next/navigation';
import type { ReactNode } from 'react';
import { usePathname, useRouter } from '@/i18n/navigation';

type Option = { id: string; name: string };

type DoctorFiltersProps = {
  specialties: Option[];
  branches: Option[];
  doctors: { id: string; specialtyIds: string[]; branchIds: string[]; card: ReactNode }[];
  /** `results[n]` is the translated count sentence for n doctors, plural rules applied on the server. */
  labels: { filters: string; specialities: string; branches: string; clearAll: string; results: string[] };
};

const readList = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);

/**
 * Filters the server-rendered doctor cards in place. The choice lives in the URL (?specialty=…&branch=…)
 * so a filtered list can be shared, and the page itself stays static.
 */
export function DoctorFilters({ specialties, branches, doctors, labels }: DoctorFiltersProps) {
  const searchParams = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const chosenSpecialties = readList(searchParams.get('specialty'));
  const chosenBranches = readList(searchParams.get('branch'));

  const update = (key: 'specialty' | 'branch', values: string[]) => {
    const next = new URLSearchParams(searchParams.toString());
    if (values.length > 0) next.set(key, values.join(','));
    else next.delete(key);
    const query = next.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  };
  const toggle = (key: 'specialty' | 'branch', chosen: string[], id: string) =>
    update(key, chosen.includes(id) ? chosen.filter((value) => value !== id) : [...chosen, id]);

  const visible = doctors.filter(
    (doctor) =>
      (chosenSpecialties.length === 0 || doctor.specialtyIds.some((id) => chosenSpecialties.includes(id))) &&
      (chosenBranches.length === 0 || doctor.branchIds.some((id) => chosenBranches.includes(id))),
  );

  const group = (legend: string, key: 'specialty' | 'branch', options: Option[], chosen: string[]) => (
    <fieldset className="space-y-2">
      <legend className="font-semibold">{legend}</legend>
      {options.map((option) => (
        <label key={option.id} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-brand"
            checked={chosen.includes(option.id)}
            onChange={() => toggle(key, chosen, option.id)}
          />
          {option.name}
        </label>
      ))}
    </fieldset>
  );

  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
      <aside aria-label={labels.filters} className="space-y-6">
        {group(labels.specialities, 'specialty', specialties, chosenSpecialties)}
        {group(labels.branches, 'branch', branches, chosenBranches)}
        <button
          type="button"
          className="text-sm font-semibold text-brand underline disabled:text-slate-400 disabled:no-underline"
          disabled={chosenSpecialties.length === 0 && chosenBranches.length === 0}
          onClick={() => router.replace(pathname, { scroll: false })}
        >
          {labels.clearAll}
        </button>
      </aside>
      <div>
        <p role="status" className="mb-4 text-sm text-slate-600">
          {labels.results[visible.length]}
        </p>
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {visible.map((doctor) => (
            <li key={doctor.id}>{doctor.card}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
