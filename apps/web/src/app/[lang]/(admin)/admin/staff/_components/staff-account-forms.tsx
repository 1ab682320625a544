'use client';

import { STAFF_ROLES, type TStaffAccount, type TStaffAccountChange, type TStaffAccountInput } from '@clinic/domain';
import { useLocale, useTranslations } from 'next-intl';
import { type ComponentProps, useId } from 'react';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox, Field, FieldError, RadioGroup, Select, TextInput, describedByError } from '@/components/ui/field';
import { useActionForm } from '@/components/ui/use-action-form';
import { type TActionFailure, toMessageKey } from '@/lib/action-result';
import { notify } from '@/lib/notify';
import { useStaffForm } from '../../../_lib/use-staff-form';
import { changeAccount, createAccount, sendInvitation } from '../actions';
import { PASSWORD_LINK_SECTION } from '../_lib/password-link';

type TBranchChoice = { documentId: string; name: string };

/** The branches and doctors an account may be given. */
export type TPlaceChoices = { branches: readonly TBranchChoice[]; doctors: readonly TBranchChoice[] };

/** The failures these forms explain; any other reads as "please try again". */
const FAILURE_KEYS = ['invalid', 'notFound', 'invalidTransition', 'unavailable'] as const;

/** The staff accounts' words, and a failure on no field in them. */
const useAccountWords = () => {
  const t = useTranslations('Admin.staffAccounts');
  return {
    t,
    failureText: (failure: TActionFailure<unknown>) => t(toMessageKey(failure.code, FAILURE_KEYS, 'failed')),
  };
};

/** The card each of these forms is drawn on. */
const CARD_CLASS = 'rounded-xl border border-slate-200 bg-white p-5';

type TRoleFields = { role: string; branches?: string[]; doctor?: string | null };

/** The doctor a doctor's account is, from the group's doctors; none chosen reads as null. */
function DoctorChoice<TValues extends FieldValues & TRoleFields>({
  register,
  doctors,
  error,
}: {
  register: UseFormRegister<TValues>;
  doctors: readonly TBranchChoice[];
  error: string | null;
}) {
  const t = useTranslations('Admin.staffAccounts');
  const idPrefix = useId();
  return (
    <Field id={`${idPrefix}-doctor`} label={t('doctor')} hint={t('doctorHint')} error={error}>
      {(control) => (
        <Select
          {...control}
          {...register('doctor' as Path<TValues>, { setValueAs: (value: string | null) => value || null })}
        >
          <option value="">{t('chooseDoctor')}</option>
          {doctors.map((doctor) => (
            <option key={doctor.documentId} value={doctor.documentId}>
              {doctor.name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/**
 * The role as described choices, and where it works: the branches a receptionist works for, or the
 * doctor a doctor's account is (neither for a manager).
 */
function RoleAndBranches<TValues extends FieldValues & TRoleFields>({
  register,
  role,
  places: { branches, doctors },
  errorText,
  isOwnAccount = false,
}: {
  register: UseFormRegister<TValues>;
  role: string | undefined;
  places: TPlaceChoices;
  errorText: (field: 'role' | 'branches' | 'doctor') => string | null;
  isOwnAccount?: boolean;
}) {
  const t = useTranslations('Admin.staffAccounts');
  const idPrefix = useId();
  const errors = { role: errorText('role'), branches: errorText('branches') };
  const branchesErrorId = errors.branches ? `${idPrefix}-branches-error` : null;
  // One's own role is shown, not offered: another manager changes it (the CMS refuses it too).
  if (isOwnAccount) {
    return (
      <div>
        <p>
          <span className="font-semibold">{t('role')}:</span> {role ? t(`roles.${role as 'manager'}`) : null}
        </p>
        <p className="text-sm text-slate-700">{t('ownAccountHint')}</p>
      </div>
    );
  }
  return (
    <>
      <RadioGroup
        id={`${idPrefix}-role`}
        legend={t('role')}
        options={STAFF_ROLES.map((choice) => ({
          value: choice,
          label: t(`roles.${choice}`),
          hint: t(`roleHints.${choice}`),
        }))}
        inputProps={() => register('role' as Path<TValues>)}
        error={errors.role}
        listClassName="grid gap-2 sm:grid-cols-3"
        optionClassName="rounded-md border border-slate-200 p-3"
      />
      {role === 'doctor' ? <DoctorChoice register={register} doctors={doctors} error={errorText('doctor')} /> : null}
      {role !== 'receptionist' ? null : (
        <fieldset {...describedByError(branchesErrorId)}>
          <legend className="text-sm font-semibold">{t('branches')}</legend>
          <p className="text-sm text-slate-600">{t('branchesHint')}</p>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {branches.map((branch) => (
              <label key={branch.documentId} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  value={branch.documentId}
                  className="size-4 accent-brand"
                  {...register('branches' as Path<TValues>)}
                />
                {branch.name}
              </label>
            ))}
          </div>
          <FieldError id={branchesErrorId} error={errors.branches} />
        </fieldset>
      )}
    </>
  );
}

/** The language an emailed link is written in, each named in its own language. */
function EmailLanguage({
  id,
  error,
  ...select
}: ComponentProps<typeof Select> & { id: string; error?: string | null }) {
  const t = useTranslations('Admin.staffAccounts');
  return (
    <Field id={id} label={t('emailLanguage')} error={error}>
      {(control) => (
        <Select {...control} {...select}>
          <option value="en" lang="en">
            {t('languages.en')}
          </option>
          <option value="ar" lang="ar">
            {t('languages.ar')}
          </option>
        </Select>
      )}
    </Field>
  );
}

/** The form under the staff list: a new account, whose holder is mailed a link to choose a password. */
export function NewStaffAccountForm({ places }: { places: TPlaceChoices }) {
  const { t, failureText } = useAccountWords();
  const locale = useLocale();
  const { form, formProps, isLocked, isSubmitting, errorText, idPrefix } = useStaffForm({
    schema: () => import('@clinic/domain').then((domain) => domain.ZStaffAccountSchema),
    defaultValues: {
      ...{ email: '', role: 'receptionist', branches: [], doctor: null },
      locale: locale as TStaffAccountInput['locale'],
    },
    action: (language, account: TStaffAccount) => createAccount(language, account),
    fields: ['email', 'role', 'branches', 'doctor', 'locale'],
    onSuccess: (_created, { values: account, router }) => {
      form.reset();
      notify.success(t('created', { email: account.email }));
      router.refresh();
    },
    failureText,
  });
  const { register, watch } = form;

  return (
    <form aria-labelledby={`${idPrefix}-title`} {...formProps} className={CARD_CLASS}>
      <h2 id={`${idPrefix}-title`} className="text-xl font-semibold">
        {t('add.title')}
      </h2>
      <p className="mb-4 text-sm text-slate-700">{t('add.hint')}</p>
      <fieldset disabled={isLocked} className="grid gap-4">
        <Field id={`${idPrefix}-email`} label={t('email')} error={errorText('email')}>
          {(control) => (
            <TextInput {...control} type="email" dir="ltr" autoComplete="off" aria-required {...register('email')} />
          )}
        </Field>
        <RoleAndBranches register={register} role={watch('role')} places={places} errorText={errorText} />
        <EmailLanguage id={`${idPrefix}-locale`} error={errorText('locale')} {...register('locale')} />
        <div>
          <Button type="submit" size="sm">
            {isSubmitting ? t('creating') : t('create')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

type TEditProps = {
  id: number;
  email: string;
  isOwnAccount: boolean;
  initial: { role: TStaffAccountChange['role']; branches: string[]; doctor: string | null; blocked: boolean };
  places: TPlaceChoices;
};

/** One account's role, branches and whether it may sign in, saved together. */
export function StaffAccountChangeForm({ id, email, isOwnAccount, initial, places }: TEditProps) {
  const { t, failureText } = useAccountWords();
  const { form, formProps, isLocked, isSubmitting, errorText, idPrefix } = useStaffForm({
    schema: () => import('@clinic/domain').then((domain) => domain.ZStaffAccountChangeSchema),
    defaultValues: initial,
    action: (locale, change: TStaffAccountChange) => changeAccount(locale, id, change),
    fields: ['role', 'branches', 'doctor', 'blocked'],
    onSuccess: (_saved, { router }) => {
      notify.success(t('saved'));
      router.refresh();
    },
    failureText,
  });
  const { register, watch } = form;

  return (
    <form aria-label={t('editTitle', { email })} {...formProps} className={CARD_CLASS}>
      <fieldset disabled={isLocked} className="grid gap-4">
        <RoleAndBranches
          register={register}
          role={watch('role')}
          places={places}
          isOwnAccount={isOwnAccount}
          errorText={errorText}
        />
        <div hidden={isOwnAccount}>
          <Checkbox
            id={`${idPrefix}-blocked`}
            label={<span className="font-semibold">{t('blocked')}</span>}
            hint={t('blockedHint')}
            error={errorText('blocked')}
            {...register('blocked')}
          />
        </div>
        <div>
          <Button type="submit" size="sm">
            {isSubmitting ? t('saving') : t('save')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

/** Mails the account a new link to choose its password, in the language chosen here. */
export function SendInvitationForm({ id, email, isBlocked }: { id: number; email: string; isBlocked: boolean }) {
  const { t, failureText } = useAccountWords();
  const locale = useLocale();
  const idPrefix = useId();
  const { form, formProps, isLocked, isSubmitting } = useActionForm({
    defaultValues: { locale },
    action: (invitation: { locale: string }) => sendInvitation(locale, id, invitation),
    onSuccess: () => notify.success(t('invitation.sent', { email })),
    failureText,
  });

  return (
    <form
      id={PASSWORD_LINK_SECTION}
      aria-labelledby={`${idPrefix}-title`}
      {...formProps}
      className={`scroll-mt-24 ${CARD_CLASS}`}
    >
      <h2 id={`${idPrefix}-title`} className="text-xl font-semibold">
        {t('invitation.title')}
      </h2>
      <p className="mb-4 text-sm text-slate-700">{isBlocked ? t('invitation.blocked') : t('invitation.hint')}</p>
      <fieldset disabled={isLocked || isBlocked} className="flex flex-wrap items-end gap-4">
        <EmailLanguage id={`${idPrefix}-locale`} {...form.register('locale')} />
        <Button type="submit" size="sm" variant="secondary">
          {isSubmitting ? t('invitation.sending') : t('invitation.send')}
        </Button>
      </fieldset>
    </form>
  );
}
