'use client';

import {
  STAFF_ROLES,
  type TStaffAccount,
  type TStaffAccountChange,
  type TStaffAccountChangeInput,
  type TStaffAccountInput,
} from '@clinic/domain';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { type FieldValues, type Path, type UseFormRegister, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, FieldError, TextInput, describedByError } from '@/components/ui/field';
import { useValidationText } from '@/components/ui/use-validation-text';
import { toMessageKey, callAction } from '@/lib/action-result';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { notify } from '@/lib/notify';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { changeAccount, createAccount, sendInvitation } from '../actions';
import { PASSWORD_LINK_SECTION } from '../_lib/password-link';

export type TBranchChoice = { documentId: string; name: string };

/** The action could not be called at all: offline, or a new deployment replaced it. */
const FAILURE_KEYS = ['invalid', 'notFound', 'invalidTransition', 'unavailable'] as const;

const accountResolver = lazyZodResolver<TStaffAccountInput, TStaffAccount>(() =>
  import('@clinic/domain').then((domain) => domain.ZStaffAccountSchema),
);

const changeResolver = lazyZodResolver<TStaffAccountChangeInput, TStaffAccountChange>(() =>
  import('@clinic/domain').then((domain) => domain.ZStaffAccountChangeSchema),
);

type TRoleFields = { role: string; branches?: string[] };

/** The role as two described choices, and the branches a receptionist works for (hidden for a manager). */
function RoleAndBranches<TValues extends FieldValues & TRoleFields>({
  register,
  role,
  branches,
  errors,
  isOwnAccount = false,
}: {
  register: UseFormRegister<TValues>;
  role: string | undefined;
  branches: readonly TBranchChoice[];
  errors: { role?: string | null; branches?: string | null };
  isOwnAccount?: boolean;
}) {
  const t = useTranslations('Admin.staffAccounts');
  const idPrefix = useId();
  const roleErrorId = errors.role ? `${idPrefix}-role-error` : null;
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
      <fieldset {...describedByError(roleErrorId)}>
        <legend className="text-sm font-semibold">{t('role')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {STAFF_ROLES.map((choice) => (
            <label key={choice} className="flex items-start gap-2 rounded-md border border-slate-200 p-3">
              <input
                type="radio"
                value={choice}
                className="mt-1 size-4 accent-brand"
                {...register('role' as Path<TValues>)}
              />
              <span>
                <span className="block font-semibold">{t(`roles.${choice}`)}</span>
                <span className="block text-sm text-slate-700">{t(`roleHints.${choice}`)}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id={roleErrorId} error={errors.role} />
      </fieldset>
      {role === 'manager' ? null : (
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

/** The form under the staff list: a new account, whose holder is mailed a link to choose a password. */
export function NewStaffAccountForm({ branches }: { branches: readonly TBranchChoice[] }) {
  const t = useTranslations('Admin.staffAccounts');
  const validationText = useValidationText();
  const locale = useLocale();
  const router = useRouter();
  const idPrefix = useId();
  const isHydrated = useIsHydrated();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<TStaffAccountInput, unknown, TStaffAccount>({
    resolver: accountResolver,
    defaultValues: { email: '', role: 'receptionist', branches: [], locale: locale as TStaffAccountInput['locale'] },
  });

  const save = async (account: TStaffAccount) => {
    const result = await callAction(createAccount(locale, account));
    if (result.ok) {
      reset();
      notify.success(t('created', { email: account.email }));
      router.refresh();
      return;
    }
    if (!showServerFieldErrors(setError, result.fieldErrors, ['email', 'role', 'branches', 'locale'])) {
      notify.error(t(toMessageKey(result.code, FAILURE_KEYS, 'failed')));
    }
  };

  return (
    <form
      aria-labelledby={`${idPrefix}-title`}
      noValidate
      onSubmit={handleSubmit(save)}
      onFocus={accountResolver.preload}
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id={`${idPrefix}-title`} className="text-xl font-semibold">
        {t('add.title')}
      </h2>
      <p className="mb-4 text-sm text-slate-700">{t('add.hint')}</p>
      <fieldset disabled={!isHydrated || isSubmitting} className="grid gap-4">
        <Field id={`${idPrefix}-email`} label={t('email')} error={validationText(errors.email?.message)}>
          {(control) => (
            <TextInput {...control} type="email" dir="ltr" autoComplete="off" aria-required {...register('email')} />
          )}
        </Field>
        <RoleAndBranches
          register={register}
          role={watch('role')}
          branches={branches}
          errors={{
            role: validationText(errors.role?.message),
            branches: validationText(errors.branches?.message),
          }}
        />
        <Field id={`${idPrefix}-locale`} label={t('emailLanguage')} error={validationText(errors.locale?.message)}>
          {(control) => (
            <select
              {...control}
              className="w-fit rounded-md border border-slate-300 bg-white px-3 py-2"
              {...register('locale')}
            >
              <option value="en" lang="en">
                {t('languages.en')}
              </option>
              <option value="ar" lang="ar">
                {t('languages.ar')}
              </option>
            </select>
          )}
        </Field>
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
  initial: { role: TStaffAccountChange['role']; branches: string[]; blocked: boolean };
  branches: readonly TBranchChoice[];
};

/** One account's role, branches and whether it may sign in, saved together. */
export function StaffAccountChangeForm({ id, email, isOwnAccount, initial, branches }: TEditProps) {
  const t = useTranslations('Admin.staffAccounts');
  const validationText = useValidationText();
  const locale = useLocale();
  const router = useRouter();
  const idPrefix = useId();
  const isHydrated = useIsHydrated();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<TStaffAccountChangeInput, unknown, TStaffAccountChange>({
    resolver: changeResolver,
    defaultValues: initial,
  });

  const save = async (change: TStaffAccountChange) => {
    const result = await callAction(changeAccount(locale, id, change));
    if (result.ok) {
      notify.success(t('saved'));
      router.refresh();
      return;
    }
    if (!showServerFieldErrors(setError, result.fieldErrors, ['role', 'branches', 'blocked'])) {
      notify.error(t(toMessageKey(result.code, FAILURE_KEYS, 'failed')));
    }
  };

  const blockedError = validationText(errors.blocked?.message);
  const blockedErrorId = blockedError ? `${idPrefix}-blocked-error` : null;
  return (
    <form
      aria-label={t('editTitle', { email })}
      noValidate
      onSubmit={handleSubmit(save)}
      onFocus={changeResolver.preload}
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <fieldset disabled={!isHydrated || isSubmitting} className="grid gap-4">
        <RoleAndBranches
          register={register}
          role={watch('role')}
          branches={branches}
          isOwnAccount={isOwnAccount}
          errors={{
            role: validationText(errors.role?.message),
            branches: validationText(errors.branches?.message),
          }}
        />
        <div hidden={isOwnAccount}>
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              className="mt-1 size-4 accent-brand"
              aria-describedby={[blockedErrorId, `${idPrefix}-blocked-hint`].filter(Boolean).join(' ')}
              aria-invalid={blockedError ? true : undefined}
              {...register('blocked')}
            />
            <span className="font-semibold">{t('blocked')}</span>
          </label>
          <p id={`${idPrefix}-blocked-hint`} className="ms-6 text-sm text-slate-600">
            {t('blockedHint')}
          </p>
          <FieldError id={blockedErrorId} error={blockedError} />
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
  const t = useTranslations('Admin.staffAccounts');
  const locale = useLocale();
  const idPrefix = useId();
  const isHydrated = useIsHydrated();
  const {
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<{ locale: string }>({ defaultValues: { locale } });

  const send = async (invitation: { locale: string }) => {
    const result = await callAction(sendInvitation(locale, id, invitation));
    if (result.ok) notify.success(t('invitation.sent', { email }));
    else notify.error(t(toMessageKey(result.code, FAILURE_KEYS, 'failed')));
  };

  return (
    <form
      id={PASSWORD_LINK_SECTION}
      aria-labelledby={`${idPrefix}-title`}
      noValidate
      onSubmit={handleSubmit(send)}
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id={`${idPrefix}-title`} className="text-xl font-semibold">
        {t('invitation.title')}
      </h2>
      <p className="mb-4 text-sm text-slate-700">{isBlocked ? t('invitation.blocked') : t('invitation.hint')}</p>
      <fieldset disabled={!isHydrated || isSubmitting || isBlocked} className="flex flex-wrap items-end gap-4">
        <Field id={`${idPrefix}-locale`} label={t('emailLanguage')}>
          {(control) => (
            <select
              {...control}
              className="w-fit rounded-md border border-slate-300 bg-white px-3 py-2"
              {...register('locale')}
            >
              <option value="en" lang="en">
                {t('languages.en')}
              </option>
              <option value="ar" lang="ar">
                {t('languages.ar')}
              </option>
            </select>
          )}
        </Field>
        <Button type="submit" size="sm" variant="secondary">
          {isSubmitting ? t('invitation.sending') : t('invitation.send')}
        </Button>
      </fieldset>
    </form>
  );
}
