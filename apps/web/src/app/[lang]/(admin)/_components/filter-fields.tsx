import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';

export const FILTER_FIELD_CLASS = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2';

type FieldProps = { id: string; name: string; label: string };

/** A labelled text, search or date box of a staff page's GET filter form; empty means no filter. */
export function FilterInput({
  id,
  name,
  label,
  type,
  defaultValue,
  dir,
}: FieldProps & { type: 'date' | 'search'; defaultValue: string | undefined; dir?: 'ltr' }) {
  return (
    <div className="text-sm font-medium">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        name={name}
        dir={dir}
        defaultValue={defaultValue ?? ''}
        className={FILTER_FIELD_CLASS}
      />
    </div>
  );
}

/** The first and last day of a staff page's GET filter form, each empty for no limit. */
export function DateRangeFilters({
  idPrefix,
  labels,
  values,
}: {
  idPrefix: string;
  labels: { from: string; to: string };
  values: { from?: string; to?: string };
}) {
  return (['from', 'to'] as const).map((name) => (
    <FilterInput
      key={name}
      id={`${idPrefix}-${name}`}
      name={name}
      type="date"
      label={labels[name]}
      defaultValue={values[name]}
    />
  ));
}

/** A labelled choice of a staff page's GET filter form, "any" (no filter) first. */
export function FilterSelect({
  id,
  name,
  label,
  anyLabel,
  defaultValue,
  options,
}: FieldProps & {
  anyLabel: string;
  defaultValue: string | undefined;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div className="text-sm font-medium">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={defaultValue ?? ''} className={FILTER_FIELD_CLASS}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The one button of a GET form that chooses what a page shows (a doctor and day, a list), at the row's foot. */
export function ChoiceSubmit({ label }: { label: string }) {
  return (
    <div className="flex items-end">
      <Button type="submit" variant="secondary" className="w-full">
        {label}
      </Button>
    </div>
  );
}

/** A filter form's submit button, and the link back to the page without filters. */
export function FilterActions({
  applyLabel,
  resetLabel,
  resetHref,
  wide = false,
}: {
  applyLabel: string;
  resetLabel: string;
  resetHref: ComponentProps<typeof Link>['href'];
  /** Two columns of the form's grid from the small breakpoint on. */
  wide?: boolean;
}) {
  return (
    <div className={`flex items-end gap-3 ${wide ? 'sm:col-span-2' : ''}`}>
      <Button type="submit" size="sm">
        {applyLabel}
      </Button>
      <Link href={resetHref} className="px-2 py-2 font-semibold text-brand underline">
        {resetLabel}
      </Link>
    </div>
  );
}

/**
 * A staff page's filters: a notice when the address held filters that were left out, then the
 * section with its heading and the page's GET form (`children`).
 */
export function FilterSection({
  id,
  heading,
  ignoredNotice,
  children,
}: {
  id: string;
  heading: string;
  /** Shown when some filters of the address were not understood. */
  ignoredNotice: string | null;
  children: ReactNode;
}) {
  return (
    <>
      {ignoredNotice ? (
        <p role="status" className="mb-4 rounded-lg bg-amber-50 p-3 text-amber-900">
          {ignoredNotice}
        </p>
      ) : null}
      <section aria-labelledby={id} className="mb-6 rounded-xl border border-slate-200 bg-white p-4">
        <h2 id={id} className="mb-3 text-lg font-semibold">
          {heading}
        </h2>
        {children}
      </section>
    </>
  );
}
