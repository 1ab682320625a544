import { z } from 'zod';
import { normalizeDigits } from './digits';
import { LOCALES, type TLocale } from './locale';
import { ValidationMessage, requiredOr } from './messages';
import { normalizeEgyptianPhone } from './phone';
import { ZEgyptianPhoneSchema } from './phone-schema';
import { ZPhoneChannelSchema } from './phone-channel';

/*
 * A mobile confirmed by a code sent to it: nobody may put a stranger's phone on the waiting list (and
 * so have messages sent to it). The CMS keeps only the code's keyed hash (cms/src/waiting-list/phone-codes.ts).
 */

export const PHONE_CODE_RULES = {
  digits: 6,
  /** Wrong tries before the code is spent and a new one must be asked for. */
  maxTries: 5,
  validMinutes: 10,
  /** Codes one mobile may be sent per window: a stranger cannot flood it with them. */
  maxCodesPerPhone: 3,
  codesWindowMinutes: 60,
} as const;

const isEgyptianMobile = (e164: string) => {
  const phone = normalizeEgyptianPhone(e164);
  return phone.ok && phone.kind === 'mobile';
};

/** A mobile the code is sent to: an Egyptian phone, as E.164, that is a mobile (a landline takes no SMS). */
const ZMobileSchema = ZEgyptianPhoneSchema.refine((e164) => isEgyptianMobile(e164), {
  error: ValidationMessage.phoneCodeNeedsMobile,
});

/** POST /api/waiting-list/phone-code: the mobile, how the patient wants it messaged, and the code's language. */
export const ZPhoneCodeRequestSchema = z.object(
  {
    phone: ZMobileSchema,
    phoneChannel: ZPhoneChannelSchema.default('whatsapp'),
    locale: z.enum(LOCALES, { error: requiredOr(ValidationMessage.invalidChoice) }),
  },
  { error: requiredOr() },
);
export type TPhoneCodeRequest = z.infer<typeof ZPhoneCodeRequestSchema>;
export type TPhoneCodeRequestInput = z.input<typeof ZPhoneCodeRequestSchema>;

/** The code as typed: six digits, Arabic-Indic ones and spaces allowed. */
export const ZPhoneCodeSchema = z
  .string({ error: requiredOr() })
  .transform((value) => normalizeDigits(value).replace(/\s+/g, ''))
  .pipe(z.string().regex(/^[0-9]{6}$/, { error: ValidationMessage.phoneCodeInvalid }));

/** A code sent: by which channel, and until when it may be used. */
export const ZPhoneCodeSentAnswerSchema = z.object({
  channel: ZPhoneChannelSchema,
  expiresAt: z.iso.datetime(),
});
export type TPhoneCodeSentAnswer = z.infer<typeof ZPhoneCodeSentAnswerSchema>;

const PHONE_CODE_SMS_TEXTS: Record<TLocale, string> = {
  en: '{code} is your code for the clinic waiting list. It expires in {minutes} minutes.',
  ar: '{code} هو رمز تأكيد قائمة الانتظار بالعيادة، صالح لمدة {minutes} دقائق.',
};

/** The SMS that carries a code, in the patient's language: the code first, so phones can offer to fill it in. */
export const composePhoneCodeSms = (code: string, locale: TLocale) =>
  PHONE_CODE_SMS_TEXTS[locale].replace('{code}', code).replace('{minutes}', String(PHONE_CODE_RULES.validMinutes));
