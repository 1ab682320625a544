'use client';

import { type TWaitingWish, type TWaitingWishInput, formatCairoDateTime, formatPhoneForDisplay } from '@clinic/domain';
import { useLocale, useTranslations } from 'next-intl';
import { WaitingWishFields, toWishLabels } from '@/components/waiting-wish-fields';
import { useId } from 'react';
import type { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, TextInput } from '@/components/ui/field';
import { useValidationText } from '@/components/ui/use-validation-text';
import type { Locale } from '@/i18n/routing';
import type { TCodeSent, TWishField } from './join-values';

const HOLD_FORMAT = { hour: 'numeric', minute: '2-digit' } as const;

/** Where and when suits the patient: the branch, the days and the parts of the day. */
export function WishFieldset({
  form,
  branches,
  min,
  isLocked,
}: {
  form: ReturnType<typeof useForm<TWaitingWishInput, unknown, TWaitingWish>>;
  branches: readonly { documentId: string; name: string }[];
  min: string;
  isLocked: boolean;
}) {
  const t = useTranslations('WaitingJoin');
  const validationText = useValidationText();
  const idPrefix = useId();
  const { register, formState } = form;
  const errorText = (name: TWishField) => validationText(formState.errors[name]?.message);
  return (
    <fieldset disabled={isLocked} className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-xl font-semibold">{t('wishTitle')}</legend>
      <WaitingWishFields
        idPrefix={idPrefix}
        register={(name, options) => register(name, options)}
        errorText={errorText}
        branches={branches}
        min={min}
        labels={toWishLabels(t, (part) => t(`dayParts.${part}`))}
      />
    </fieldset>
  );
}

/** The code sent to the mobile: where and until when, its field, and joining (or a new code, or back to the details). */
export function CodeStep({
  sent,
  code,
  error,
  isBusy,
  onCodeChange,
  onNewCode,
  onChangeDetails,
}: {
  sent: TCodeSent;
  code: string;
  error: string | null;
  isBusy: boolean;
  onCodeChange: (code: string) => void;
  onNewCode: () => void;
  onChangeDetails: () => void;
}) {
  const t = useTranslations('WaitingJoin');
  const validationText = useValidationText();
  const locale = useLocale() as Locale;
  const idPrefix = useId();
  return (
    <section aria-labelledby={`${idPrefix}-code-title`} className="space-y-3 rounded-lg bg-brand-soft p-4">
      <h2 id={`${idPrefix}-code-title`} className="text-xl font-semibold">
        {t('codeTitle')}
      </h2>
      <p role="status">
        {t('codeSent', {
          phone: formatPhoneForDisplay(sent.patient.phone),
          channel: t(`channels.${sent.channel}`),
          time: formatCairoDateTime(new Date(sent.expiresAt), locale, HOLD_FORMAT),
        })}
      </p>
      <Field
        id={`${idPrefix}-code`}
        label={t('code')}
        hint={t('codeHint')}
        error={validationText(error ?? undefined)}
        className="max-w-xs"
      >
        {(control) => (
          <TextInput
            {...control}
            value={code}
            onChange={(event) => onCodeChange(event.currentTarget.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            aria-required
            disabled={isBusy}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isBusy}>
          {isBusy ? t('joining') : t('join')}
        </Button>
        <Button variant="secondary" disabled={isBusy} onClick={onNewCode}>
          {t('newCode')}
        </Button>
        <Button variant="neutral" disabled={isBusy} onClick={onChangeDetails}>
          {t('changeDetails')}
        </Button>
      </div>
    </section>
  );
}
