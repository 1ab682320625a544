'use client';

import { DAY_PARTS, type TStaffWaitingEntry, type TStaffWaitingEntryInput } from '@clinic/domain';
import { useLocale, useTranslations } from 'next-intl';
import type { FieldPath } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { WaitingWishFields, toWishLabels } from '@/components/waiting-wish-fields';
import type { Locale } from '@/i18n/routing';
import { toMessageKey } from '@/lib/action-result';
import { notify } from '@/lib/notify';
import { CallerDetails } from '../../../_components/caller-details';
import { CALLER_FIELD_PATHS, type TCallerValues, emptyCaller } from '../../../_lib/caller-values';
import { useStaffForm } from '../../../_lib/use-staff-form';
import { addCaller } from '../actions';

/** The form's values: the shared schema's input, with the caller's details as every desk form has them. */
type TWaitingCallerValues = Omit<TStaffWaitingEntryInput, keyof TCallerValues> & TCallerValues;

/** The fields that show an error, by the dotted paths the schema and the CMS name them with, in the form's order. */
const FIELD_PATHS: readonly FieldPath<TWaitingCallerValues>[] = [
  'branch',
  'fromDate',
  'toDate',
  'dayParts',
  ...CALLER_FIELD_PATHS,
];

type AddCallerProps = {
  doctor: { documentId: string; name: string };
  /** The doctor's branches the member works for. */
  branches: readonly { documentId: string; name: string }[];
  /** The branch the page shows, chosen first; null: any. */
  branch: string | null;
  /** The days first offered, and the first a caller may wait for (tomorrow). */
  days: { from: string; to: string; min: string };
  policyVersion: string;
  sendsWhatsApp: boolean;
};

/**
 * Puts a caller on the doctor's list (no phone code: the desk speaks to them): where and when suits
 * them, then their details as a booking takes them. The list shows them at once, last in line.
 */
export function AddCallerForm({ doctor, branches, branch, days, policyVersion, sendsWhatsApp }: AddCallerProps) {
  const t = useTranslations('Admin.waitingList');
  const locale = useLocale() as Locale;
  const { form, formProps, isLocked, isSubmitting, errorText, idPrefix } = useStaffForm({
    schema: () => import('@clinic/domain').then((domain) => domain.ZStaffWaitingEntrySchema),
    defaultValues: {
      doctor: doctor.documentId,
      branch,
      fromDate: days.from,
      toDate: days.to,
      dayParts: [...DAY_PARTS],
      ...emptyCaller(locale, policyVersion),
    },
    action: (language, entry: TStaffWaitingEntry) => addCaller(language, entry),
    fields: FIELD_PATHS,
    onSuccess: (_added, { values: entry, router }) => {
      notify.success(t('added', { name: `${entry.patient.firstName} ${entry.patient.lastName}` }));
      form.reset();
      router.refresh();
    },
    failureText: (failure) => t(toMessageKey(failure.code, ['invalid', 'notFound', 'unavailable'], 'failed')),
  });
  const { register } = form;
  const headingId = `${idPrefix}-heading`;

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-2xl font-semibold">
        {t('addTitle', { doctor: doctor.name })}
      </h2>
      <form aria-labelledby={headingId} {...formProps} className="space-y-6">
        <fieldset
          disabled={isLocked}
          className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-2"
        >
          <legend className="px-1 text-xl font-semibold">{t('wishLegend')}</legend>
          <WaitingWishFields
            idPrefix={idPrefix}
            register={(name, options) => register(name, options)}
            errorText={errorText}
            branches={branches}
            min={days.min}
            labels={toWishLabels(t, (part) => t(`dayPartChoices.${part}`))}
          />
        </fieldset>
        <fieldset
          disabled={isLocked}
          className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-2"
        >
          <legend className="px-1 text-xl font-semibold">{t('caller')}</legend>
          <CallerDetails
            form={form}
            errorText={errorText}
            policyVersion={policyVersion}
            sendsWhatsApp={sendsWhatsApp}
          />
        </fieldset>
        <Button type="submit" disabled={isLocked}>
          {isSubmitting ? t('adding') : t('add')}
        </Button>
      </form>
    </section>
  );
}
