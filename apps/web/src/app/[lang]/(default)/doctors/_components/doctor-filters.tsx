'use client';

import { useId, useState } from 'react';
import { ListVisibility } from '@/components/list-visibility';
import { usePageQuery } from '@/lib/page-query';
import { Button } from '@/components/ui/button';

type Option = { id: string; name: string };
type FilterKey = 'specialty' | 'branch';

type DoctorFilterLabels = {
  filters: string;
  /** `showFilters[n]` names the phone's filter button when n filters are chosen. */
  showFilters: string[];
  specialities: string;
  branches: string;
  clearAll: string;
  /** `results[n]` is the translated count sentence for n doctors, plural rules applied on the server. */
  results: string[];
};

type DoctorFilterPanelProps = {
  specialties: Option[];
  branches: Option[];
  chosenSpecialties: string[];
  chosenBranches: string[];
  visibleCount: number;
  labels: DoctorFilterLabels;
  /** On a phone the filters fold away behind a button, so the doctors come first. */
  isOpen: boolean;
  /** Absent in the server-rendered fallback, where the controls wait, disabled, for the script. */
  onToggleOpen?: () => void;
  onToggle?: (key: FilterKey, id: string) => void;
  onClear?: () => void;
};

/**
 * The live count, the filter checkboxes and 'Clear all'. Free of state and URL hooks, so the page
 * renders it as the static fallback.
 */
export function DoctorFilterPanel({
  specialties,
  branches,
  chosenSpecialties,
  chosenBranches,
  visibleCount,
  labels,
  isOpen,
  onToggleOpen,
  onToggle,
  onClear,
}: DoctorFilterPanelProps) {
  const bodyId = useId();
  const group = (legend: string, key: FilterKey, options: Option[], chosen: string[]) => (
    <fieldset className="space-y-2" disabled={!onToggle}>
      <legend className="font-semibold">{legend}</legend>
      {options.map((option) => (
        <label key={option.id} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-brand"
            checked={chosen.includes(option.id)}
            onChange={() => onToggle?.(key, option.id)}
          />
          {option.name}
        </label>
      ))}
    </fieldset>
  );
  return (
    <aside aria-label={labels.filters} className="space-y-6">
      <p role="status" className="text-sm text-slate-600">
        {labels.results[visibleCount]}
      </p>
      <Button
        variant="secondary"
        size="sm"
        className="text-sm lg:hidden"
        aria-expanded={isOpen}
        aria-controls={bodyId}
        disabled={!onToggleOpen}
        onClick={onToggleOpen}
      >
        {labels.showFilters[chosenSpecialties.length + chosenBranches.length]}
      </Button>
      <div id={bodyId} className={isOpen ? 'space-y-6' : 'hidden space-y-6 lg:block'}>
        {group(labels.specialities, 'specialty', specialties, chosenSpecialties)}
        {group(labels.branches, 'branch', branches, chosenBranches)}
        <button
          type="button"
          className="text-sm font-semibold text-brand underline disabled:text-slate-400 disabled:no-underline"
          disabled={!onClear || (chosenSpecialties.length === 0 && chosenBranches.length === 0)}
          onClick={onClear}
        >
          {labels.clearAll}
        </button>
      </div>
    </aside>
  );
}

type DoctorFiltersProps = {
  specialties: Option[];
  branches: Option[];
  doctors: { id: string; specialtyIds: string[]; branchIds: string[] }[];
  labels: DoctorFilterLabels;
  /** The server-rendered list of doctor cards that this filter shows and hides. */
  listId: string;
};

const readList = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);

/**
 * Filters the server-rendered doctor cards in place. The choice lives in the URL (?specialty=…&branch=…)
 * so a filtered list can be shared, and the page itself stays static.
 */
export function DoctorFilters({ specialties, branches, doctors, labels, listId }: DoctorFiltersProps) {
  const [query, writeQuery] = usePageQuery();
  const [isOpen, setIsOpen] = useState(false);
  const params = new URLSearchParams(query);
  const chosenSpecialties = readList(params.get('specialty'));
  const chosenBranches = readList(params.get('branch'));

  const navigate = (next: URLSearchParams) => writeQuery(next.toString(), 'replace');

  const toggle = (key: FilterKey, id: string) => {
    const chosen = key === 'specialty' ? chosenSpecialties : chosenBranches;
    const values = chosen.includes(id) ? chosen.filter((value) => value !== id) : [...chosen, id];
    const next = new URLSearchParams(query);
    if (values.length > 0) next.set(key, values.join(','));
    else next.delete(key);
    navigate(next);
  };

  const visibleIds = doctors
    .filter(
      (doctor) =>
        (chosenSpecialties.length === 0 || doctor.specialtyIds.some((id) => chosenSpecialties.includes(id))) &&
        (chosenBranches.length === 0 || doctor.branchIds.some((id) => chosenBranches.includes(id))),
    )
    .map((doctor) => doctor.id);

  return (
    <>
      <DoctorFilterPanel
        specialties={specialties}
        branches={branches}
        chosenSpecialties={chosenSpecialties}
        chosenBranches={chosenBranches}
        visibleCount={visibleIds.length}
        labels={labels}
        isOpen={isOpen}
        onToggleOpen={() => setIsOpen((wasOpen) => !wasOpen)}
        onToggle={toggle}
        onClear={() => navigate(new URLSearchParams())}
      />
      <ListVisibility listId={listId} visibleIds={visibleIds} totalCount={doctors.length} />
    </>
  );
}
