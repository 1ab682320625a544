'use client';

import { useId, useState } from 'react';
import { ListVisibility } from '@/components/list-visibility';
import { usePageQuery } from '@/lib/page-query';
import { Button } from '@/components/ui/button';

type Option = { id: string; name: string };

/** The filters, in the panel's order; each is a query parameter of the same name. */
const FILTER_KEYS = ['specialty', 'branch', 'gender'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

/** What each doctor is filtered by: the ids of their specialties and branches, their gender (or none). */
export type TDoctorFacts = { id: string } & Record<FilterKey, string[]>;

type TChosen = Record<FilterKey, string[]>;

type DoctorFilterLabels = {
  filters: string;
  /** `showFilters[n]` names the phone's filter button when n filters are chosen. */
  showFilters: string[];
  /** Each filter's heading. */
  legends: Record<FilterKey, string>;
  clearAll: string;
  /** `results[n]` is the translated count sentence for n doctors, plural rules applied on the server. */
  results: string[];
};

type DoctorFilterPanelProps = {
  options: Record<FilterKey, Option[]>;
  chosen: TChosen;
  visibleCount: number;
  labels: DoctorFilterLabels;
  /** On a phone the filters fold away behind a button, so the doctors come first. */
  isOpen: boolean;
  /** Absent in the server-rendered fallback, where the controls wait, disabled, for the script. */
  onToggleOpen?: () => void;
  onToggle?: (key: FilterKey, id: string) => void;
  onClear?: () => void;
};

export const NOTHING_CHOSEN: TChosen = { specialty: [], branch: [], gender: [] };

/**
 * The live count, the filter checkboxes and 'Clear all'. Free of state and URL hooks, so the page
 * renders it as the static fallback.
 */
export function DoctorFilterPanel({
  options,
  chosen,
  visibleCount,
  labels,
  isOpen,
  onToggleOpen,
  onToggle,
  onClear,
}: DoctorFilterPanelProps) {
  const bodyId = useId();
  const chosenCount = FILTER_KEYS.reduce((count, key) => count + chosen[key].length, 0);
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
        {labels.showFilters[chosenCount]}
      </Button>
      <div id={bodyId} className={isOpen ? 'space-y-6' : 'hidden space-y-6 lg:block'}>
        {FILTER_KEYS.filter((key) => options[key].length > 0).map((key) => (
          <fieldset key={key} className="space-y-2" disabled={!onToggle}>
            <legend className="font-semibold">{labels.legends[key]}</legend>
            {options[key].map((option) => (
              <label key={option.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-brand"
                  checked={chosen[key].includes(option.id)}
                  onChange={() => onToggle?.(key, option.id)}
                />
                {option.name}
              </label>
            ))}
          </fieldset>
        ))}
        <button
          type="button"
          className="text-sm font-semibold text-brand underline disabled:text-slate-400 disabled:no-underline"
          disabled={!onClear || chosenCount === 0}
          onClick={onClear}
        >
          {labels.clearAll}
        </button>
      </div>
    </aside>
  );
}

type DoctorFiltersProps = {
  options: Record<FilterKey, Option[]>;
  doctors: TDoctorFacts[];
  labels: DoctorFilterLabels;
  /** The server-rendered list of doctor cards that this filter shows and hides. */
  listId: string;
};

const readList = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);

/**
 * Filters the server-rendered doctor cards in place. The choice lives in the URL
 * (?specialty=…&branch=…&gender=…) so a filtered list can be shared, and the page itself stays static.
 * Within a filter any ticked option matches; across filters every one must.
 */
export function DoctorFilters({ options, doctors, labels, listId }: DoctorFiltersProps) {
  const [query, writeQuery] = usePageQuery();
  const [isOpen, setIsOpen] = useState(false);
  const params = new URLSearchParams(query);
  const chosen = Object.fromEntries(FILTER_KEYS.map((key) => [key, readList(params.get(key))])) as TChosen;

  const navigate = (next: URLSearchParams) => writeQuery(next.toString(), 'replace');

  const toggle = (key: FilterKey, id: string) => {
    const values = chosen[key].includes(id) ? chosen[key].filter((value) => value !== id) : [...chosen[key], id];
    const next = new URLSearchParams(query);
    if (values.length > 0) next.set(key, values.join(','));
    else next.delete(key);
    navigate(next);
  };

  const visibleIds = doctors
    .filter((doctor) =>
      FILTER_KEYS.every((key) => chosen[key].length === 0 || doctor[key].some((id) => chosen[key].includes(id))),
    )
    .map((doctor) => doctor.id);

  return (
    <>
      <DoctorFilterPanel
        options={options}
        chosen={chosen}
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
