'use client';

import { DAY_PARTS, type TDayPart } from '@clinic/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, FieldError, Select, TextInput, describedByError } from '@/components/ui/field';

/** The wish's fields, by the names the schema and the CMS give them. */
type TWishFieldName = 'branch' | 'fromDate' | 'toDate' | 'dayParts';

/** The branch ('' for any of the doctor's) as the schema takes it. */
const toBranch = (value: string) => (value === '' ? null : value);

type WaitingWishFieldsProps = {
  idPrefix: string;
  /** The form's register for these fields (the branch's value goes through `setValueAs`). */
  register: (name: TWishFieldName, options?: { setValueAs: (value: string) => string | null }) => UseFormRegisterReturn;
  /** Each field's error in the page's language, if any. */
  errorText: (name: TWishFieldName) => string | null | undefined;
  /** The doctor's branches to choose from (any, first). */
  branches: readonly { documentId: string; name: string }[];
  /** The first day that may be chosen (tomorrow). */
  min: string;
  labels: ReturnType<typeof toWishLabels>;
};

/** The labels, from a namespace's words: `word` for each field's, `dayPart` for each part of the day's. */
export const toWishLabels = (
  word: (key: 'branch' | 'anyBranch' | 'fromDate' | 'toDate' | 'dayPartsLegend') => string,
  dayPart: (part: TDayPart) => string,
) => ({
  branch: word('branch'),
  anyBranch: word('anyBranch'),
  fromDate: word('fromDate'),
  toDate: word('toDate'),
  dayPartsLegend: word('dayPartsLegend'),
  dayParts: Object.fromEntries(DAY_PARTS.map((part) => [part, dayPart(part)])) as Record<TDayPart, string>,
});

/**
 * What a patient waits for: one of the doctor's branches or any, the days, and the parts of the day
 * that suit. The site's form and the desk's both ask it so.
 */
export function WaitingWishFields({ idPrefix, register, errorText, branches, min, labels }: WaitingWishFieldsProps) {
  const partsErrorId = errorText('dayParts') ? `${idPrefix}-parts-error` : null;
  return (
    <>
      <Field id={`${idPrefix}-branch`} label={labels.branch} error={errorText('branch')} className="sm:col-span-2">
        {(control) => (
          <Select {...control} {...register('branch', { setValueAs: toBranch })}>
            <option value="">{labels.anyBranch}</option>
            {branches.map((place) => (
              <option key={place.documentId} value={place.documentId}>
                {place.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {(['fromDate', 'toDate'] as const).map((name) => (
        <Field key={name} id={`${idPrefix}-${name}`} label={labels[name]} error={errorText(name)}>
          {(control) => <TextInput {...control} type="date" min={min} aria-required {...register(name)} />}
        </Field>
      ))}
      <fieldset className="sm:col-span-2" {...describedByError(partsErrorId)}>
        <legend className="text-sm font-semibold">{labels.dayPartsLegend}</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {DAY_PARTS.map((part) => (
            <label key={part} className="flex items-start gap-2">
              <input type="checkbox" value={part} className="mt-1 size-4 accent-brand" {...register('dayParts')} />
              <span>{labels.dayParts[part]}</span>
            </label>
          ))}
        </div>
        <FieldError id={partsErrorId} error={errorText('dayParts')} />
      </fieldset>
    </>
  );
}
