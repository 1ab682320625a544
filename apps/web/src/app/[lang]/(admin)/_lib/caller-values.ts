import type { TContractType, TPatientInformationInput } from '@clinic/domain';
import type { ErrorOption, FieldPath, UseFormRegisterReturn } from 'react-hook-form';
import type { Locale } from '@/i18n/routing';

/**
 * What every form the desk fills in for a caller asks of them: who they are, the language the clinic
 * writes to them in, and the consent they gave on the phone or at the desk (unticked until staff tick it).
 */
export type TCallerValues = {
  locale: Locale;
  patient: TPatientInformationInput;
  consent: { givenVerbally: boolean; policyVersion: string };
};

/** The caller's fields a known patient prefills with words. */
type TPrefilledText = 'patient.firstName' | 'patient.lastName' | 'patient.age' | 'patient.email';

/**
 * A caller's form as the shared parts use it: only what they do with react-hook-form, named by the
 * caller's paths, so any desk form whose values include the caller's fits (react-hook-form's own
 * types are exact to a form's whole values).
 */
export type TCallerForm = {
  form: {
    register: (name: FieldPath<TCallerValues>) => UseFormRegisterReturn;
    getValues: (name: 'patient.phone') => string;
    setError: (name: 'patient.phone', error: ErrorOption, options: { shouldFocus: boolean }) => void;
    setValue: {
      (name: TPrefilledText, value: string): void;
      (name: 'patient.contractType', value: TContractType): void;
      (name: 'locale', value: Locale): void;
    };
  };
  errorText: (field: FieldPath<TCallerValues>) => string | null;
};

/** The caller's fields that show an error, in the form's order (after what each form asks first). */
export const CALLER_FIELD_PATHS = [
  'patient.phone',
  'patient.firstName',
  'patient.lastName',
  'patient.age',
  'patient.email',
  'patient.contractType',
  'patient.notes',
  'locale',
  'patient.phoneChannel',
  'consent.givenVerbally',
] as const satisfies readonly FieldPath<TCallerValues>[];

/** A caller's form before anything is typed: writing in the page's language, by WhatsApp, paying cash, consent unticked. */
export const emptyCaller = (locale: Locale, policyVersion: string): TCallerValues => ({
  locale,
  patient: {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    phoneChannel: 'whatsapp',
    age: '',
    notes: '',
    contractType: 'cash',
  },
  consent: { givenVerbally: false, policyVersion },
});
