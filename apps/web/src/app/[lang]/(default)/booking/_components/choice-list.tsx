'use client';

import { useId } from 'react';

type ChoiceListProps = {
  legend: string;
  /** `note`: a second line set apart, such as the doctor's fee. */
  options: { id: string; name: string; detail?: string | null; note?: string | null }[];
  value: string | null;
  onChange: (id: string) => void;
  error?: string | null;
  emptyText?: string;
};

/** One choice among cards (a branch, a specialty, a doctor): a radio group, so arrow keys work. */
export function ChoiceList({ legend, options, value, onChange, error, emptyText }: ChoiceListProps) {
  const groupId = useId();
  return (
    <fieldset aria-describedby={error ? `${groupId}-error` : undefined} className="space-y-3">
      <legend className="font-semibold">{legend}</legend>
      {options.length === 0 && emptyText ? <p className="text-slate-700">{emptyText}</p> : null}
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((option) => (
          <li key={option.id}>
            <label
              className={`flex h-full cursor-pointer items-start gap-3 rounded-xl border-2 p-4 has-focus-visible:outline-2 has-focus-visible:outline-brand ${
                option.id === value ? 'border-brand bg-brand-soft' : 'border-slate-200'
              }`}
            >
              <input
                type="radio"
                name={groupId}
                value={option.id}
                checked={option.id === value}
                onChange={() => onChange(option.id)}
                className="mt-1 size-4 accent-brand"
              />
              <span className="flex flex-col">
                <span className="font-semibold">{option.name}</span>
                {option.detail ? <span className="text-sm text-slate-600">{option.detail}</span> : null}
                {option.note ? <span className="text-sm font-semibold text-slate-800">{option.note}</span> : null}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <p id={`${groupId}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
