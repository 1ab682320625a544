'use client';

import { DAY_PARTS, type TConsentingPatient, type TWaitingWish, type TWaitingWishInput } from '@clinic/domain';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormErrorSummary } from '@/components/ui/form-error-summary';
import type { Locale } from '@/i18n/routing';
import { type TActionFailure, callAction, toMessageKey } from '@/lib/action-result';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { notify } from '@/lib/notify';
import { PatientFieldset } from '../../../booking/_components/patient-fieldset';
import type { TMobileMessaging } from '../../../booking/_components/patient-fields';
import { readPatientDraft, savePatientDraft } from '../../../booking/_lib/patient-draft';
import { PATIENT_FIELD_BY_PATH, type TPatientFormValues } from '../../../booking/_lib/patient-fields';
import { joinWaitingList, sendPhoneCode } from '../actions';
import { CodeStep, WishFieldset } from './join-steps';
import { type TCodeSent, type TWaitingDays, WISH_FIELDS, type TWishField, offerDaysAsOf } from './join-values';

const wishResolver = lazyZodResolver<TWaitingWishInput, TWaitingWish>(() =>
  import('@clinic/domain').then((domain) => domain.ZWaitingWishSchema),
);
const patientResolver = lazyZodResolver<TPatientFormValues, TConsentingPatient>(() =>
  import('@clinic/domain').then((domain) => domain.ZConsentingPatientSchema),
);

type JoinFormProps = {
  doctor: string;
  branches: readonly { documentId: string; name: string }[];
  /** The days first offered, and the first a patient may wait for (tomorrow), on the day the page was made. */
  days: TWaitingDays;
  policyVersion: string;
  messaging: TMobileMessaging;
};

/**
 * The wish's form and the details' (the booking's fields, started from what this tab typed for a
 * booking once the page is live, and kept for it as they change: the server rendered them empty).
 * Once live, the wish starts from the branch the address names (`?branch=`, from the booking) and
 * from the days as of today.
 */
function useJoinForms(doctor: string, branches: JoinFormProps['branches'], days: TWaitingDays) {
  const [offeredDays, setOfferedDays] = useState(days);
  const wishForm = useForm<TWaitingWishInput, unknown, TWaitingWish>({
    resolver: wishResolver,
    defaultValues: { doctor, branch: null, fromDate: days.from, toDate: days.to, dayParts: [...DAY_PARTS] },
    shouldFocusError: false,
  });
  const patientForm = useForm<TPatientFormValues, unknown, TConsentingPatient>({
    resolver: patientResolver,
    defaultValues: { ...readPatientDraft(undefined), consent: false },
    shouldFocusError: false,
  });
  const { watch, reset } = patientForm;
  useEffect(() => {
    reset({ ...readPatientDraft(window.sessionStorage), consent: false });
    const subscription = watch((values) => savePatientDraft(window.sessionStorage, values));
    return () => subscription.unsubscribe();
  }, [watch, reset]);
  const setWishValue = wishForm.setValue;
  const branchIds = branches.map((branch) => branch.documentId).join(' ');
  const { from, to, min } = days;
  useEffect(() => {
    const asked = new URLSearchParams(window.location.search).get('branch');
    if (asked && branchIds.split(' ').includes(asked)) setWishValue('branch', asked);
    const today = offerDaysAsOf({ from, to, min }, new Date());
    if (today.min === min) return;
    setOfferedDays(today);
    setWishValue('fromDate', today.from);
    setWishValue('toDate', today.to);
  }, [branchIds, from, to, min, setWishValue]);
  return { wishForm, patientForm, offeredDays };
}

/** A refused field's message, on the field that shows it: the code's, one of the details', or one of the wish's. */
function placeFieldError(
  path: string,
  message: string,
  forms: Pick<ReturnType<typeof useJoinForms>, 'wishForm' | 'patientForm'> & {
    setCodeError: (message: string) => void;
  },
) {
  const patientField = PATIENT_FIELD_BY_PATH[path] ?? (path === 'phone' ? 'phone' : null);
  if (path === 'code') forms.setCodeError(message);
  else if (patientField) forms.patientForm.setError(patientField, { type: 'server', message });
  else if ((WISH_FIELDS as readonly string[]).includes(path)) {
    forms.wishForm.setError(path as TWishField, { type: 'server', message });
  }
}

/**
 * The wish and the patient's details under the shared schemas (each its own form: the details are
 * the booking's, with its fields and its kept draft), then the code sent to the mobile. Whatever the
 * answer, what the patient typed stays; a refusal of a detail reopens the details at that field.
 */
export function JoinForm({ doctor, branches, days, policyVersion, messaging }: JoinFormProps) {
  const t = useTranslations('WaitingJoin');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const idPrefix = useId();
  const { wishForm, patientForm, offeredDays } = useJoinForms(doctor, branches, days);
  const [codeSent, setCodeSent] = useState<TCodeSent | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const countFailure = () => setFailedAttempts((count) => count + 1);

  /** Puts each refused field's message on its field (reopening the details), and says the rest in a toast. */
  const showFailure = (failure: TActionFailure) => {
    const fieldErrors = Object.entries(failure.fieldErrors ?? {});
    for (const [path, message] of fieldErrors) placeFieldError(path, message, { wishForm, patientForm, setCodeError });
    if (fieldErrors.some(([path]) => path !== 'code')) setCodeSent(null);
    if (fieldErrors.length > 0) {
      countFailure();
      return;
    }
    notify.error(t(toMessageKey(failure.code, ['invalid', 'notFound', 'rateLimited', 'unavailable'], 'failed')));
  };

  const askForCode = async (wish: TWaitingWish, patient: TConsentingPatient) => {
    const request = { phone: patient.phone, phoneChannel: patient.phoneChannel, locale };
    const result = await callAction(sendPhoneCode(request));
    if (!result.ok) return showFailure(result);
    setCode('');
    setCodeError(null);
    setCodeSent({ ...result.value, wish, patient });
  };

  const join = async (sent: TCodeSent) => {
    const { consent: _ticked, ...patient } = sent.patient;
    const request = { ...sent.wish, locale, patient, consent: { accepted: true, policyVersion }, code };
    const result = await callAction(joinWaitingList(locale, request));
    if (!result.ok) return showFailure(result);
    notify.success(t('joined'));
    router.push(`/${locale}/waiting-list/entry`);
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    setIsBusy(true);
    try {
      if (codeSent) {
        await join(codeSent);
        return;
      }
      await wishForm.handleSubmit(
        (wish) => patientForm.handleSubmit((patient) => askForCode(wish, patient), countFailure)(),
        async () => {
          await patientForm.trigger();
          countFailure();
        },
      )();
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} onFocus={wishResolver.preload} className="space-y-8">
      <FormErrorSummary attempt={isBusy || failedAttempts === 0 ? null : failedAttempts} />
      <WishFieldset form={wishForm} branches={branches} min={offeredDays.min} isLocked={isBusy || codeSent !== null} />
      <section aria-labelledby={`${idPrefix}-details`} className="space-y-3">
        <h2 id={`${idPrefix}-details`} className="text-xl font-semibold">
          {t('detailsTitle')}
        </h2>
        <PatientFieldset
          form={patientForm}
          errors={patientForm.formState.errors}
          isSubmitting={isBusy || codeSent !== null}
          idPrefix={idPrefix}
          messaging={messaging}
        />
      </section>
      {codeSent ? (
        <CodeStep
          sent={codeSent}
          code={code}
          error={codeError}
          isBusy={isBusy}
          onCodeChange={setCode}
          onNewCode={() => void askForCode(codeSent.wish, codeSent.patient)}
          onChangeDetails={() => setCodeSent(null)}
        />
      ) : (
        <Button type="submit" disabled={isBusy}>
          {isBusy ? t('sendingCode') : t('sendCode')}
        </Button>
      )}
    </form>
  );
}
