'use client';

import type { NextOpening } from '@clinic/cms-client';
import type { TStaffBooking } from '@clinic/domain';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import type { FieldPath } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useActionForm } from '@/components/ui/use-action-form';
import type { Locale } from '@/i18n/routing';
import { toMessageKey } from '@/lib/action-result';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { notify } from '@/lib/notify';
import { bookForPatient } from '../actions';
import { CALLER_FIELD_PATHS, emptyCaller } from '../../../../_lib/caller-values';
import type { BookableTime, TNewAppointmentValues } from '../_lib/new-appointment-values';
import { PatientDetails } from './patient-details';
import { TimeChoice } from './time-choice';

const bookingResolver = lazyZodResolver<TNewAppointmentValues, TStaffBooking>(() =>
  import('@clinic/domain').then((domain) => domain.ZStaffBookingSchema),
);

/** The fields that show an error, by the dotted paths the schema and the CMS name them with, in the form's order. */
const FIELD_PATHS: readonly FieldPath<TNewAppointmentValues>[] = [
  'start',
  'extraPlaceReason',
  'source',
  'checkInNow',
  ...CALLER_FIELD_PATHS,
  'wantsSms',
];

/**
 * The time and the patient of a booking made by the front desk: react-hook-form with the shared schema,
 * which the CMS checks again. Typing the phone first finds the patients booked under it before, to
 * prefill one. A taken place offers the next free times in place; nothing typed is lost.
 */
export function NewAppointmentForm({
  doctor,
  branch,
  dayLabel,
  times,
  policyVersion,
  sendsWhatsApp,
}: {
  doctor: string;
  branch: string;
  dayLabel: string;
  times: readonly BookableTime[];
  policyVersion: string;
  /** Whether the clinic sends WhatsApp (WHATSAPP_API_URL is set): only then is the caller asked WhatsApp or SMS. */
  sendsWhatsApp: boolean;
}) {
  const t = useTranslations('Admin.newAppointment');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [takenOpenings, setTakenOpenings] = useState<NextOpening[] | null>(null);
  const { form, formProps, isLocked, isSubmitting, errorText } = useActionForm({
    resolver: bookingResolver,
    defaultValues: {
      doctor,
      branch,
      start: '',
      source: 'phone',
      ...emptyCaller(locale, policyVersion),
      wantsSms: true,
      isExtraPlace: false,
      extraPlaceReason: '',
      checkInNow: false,
    },
    action: (booking: TStaffBooking) => bookForPatient(locale, booking),
    fields: FIELD_PATHS,
    onSuccess: ({ bookingNumber, documentId, arrival }) => {
      const number = arrival?.queueNumber;
      notify.success(
        arrival
          ? t('bookedCheckedIn', { bookingNumber, hasNumber: number ? 'yes' : 'no', number: number ?? 0 })
          : t('booked', { bookingNumber }),
      );
      router.push(`/${locale}/admin/appointments/${documentId}`);
    },
    onFailure: (failure) => {
      if (failure.code !== 'SLOT_FULL') return false;
      setTakenOpenings(failure.details?.nextOpenings ?? []);
      // The day's times are read again: the one taken now shows full, with its extra place.
      router.refresh();
      return true;
    },
    failureText: (failure) => t(toMessageKey(failure.code, ['invalid', 'unavailable'], 'failed')),
  });
  const chosen = times.find((time) => time.start === form.watch('start'));

  // A time the list shows as full takes a patient only as an extra place: said before anything is sent
  // (not "someone took it"), with the focus on the box to tick.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (chosen?.isFull && !form.getValues('isExtraPlace')) {
      event.preventDefault();
      form.setError('isExtraPlace', { type: 'full' });
      form.setFocus('isExtraPlace');
      return;
    }
    return formProps.onSubmit(event);
  };

  return (
    <form aria-label={t('formLabel')} {...formProps} onSubmit={submit} className="space-y-6">
      <TimeChoice
        form={form}
        errorText={errorText}
        dayLabel={dayLabel}
        times={times}
        takenOpenings={takenOpenings}
        isLocked={isLocked}
      />
      <PatientDetails
        form={form}
        errorText={errorText}
        chosen={chosen}
        policyVersion={policyVersion}
        sendsWhatsApp={sendsWhatsApp}
        isLocked={isLocked}
      />
      <Button type="submit" disabled={isLocked}>
        {isSubmitting ? t('booking') : t('book')}
      </Button>
    </form>
  );
}
