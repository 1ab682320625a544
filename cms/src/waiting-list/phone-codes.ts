import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  AppError,
  ErrorCode,
  PHONE_CODE_RULES,
  type TLocale,
  type TPhoneChannel,
  type TPhoneCodeRequest,
  type TPhoneCodeSentAnswer,
  composePhoneCodeSms,
} from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Knex } from 'knex';
import { readCmsEnvironment } from '../environment';
import { choosePhoneChannel } from '../messages/outbox';
import { isSmsConfigured, sendSms } from '../messages/sms-gateway';
import { sendWhatsApp } from '../messages/whatsapp-cloud';
import { createRateLimiter } from '../utils/rate-limit';
import { fieldErrorsToDetails } from '../utils/validation-details';

/*
 * The codes that confirm a mobile before it joins the waiting list from the site: six digits, sent
 * straight to the mobile (not through the outbox: a code is worth minutes, and the patient waits for
 * it), kept only as a hash keyed with the CMS's first app key, spent by five wrong tries or ten minutes.
 */

const PHONE_CODES_TABLE = 'waiting_list_phone_codes';

const MS_PER_MINUTE = 60_000;

type CodeRow = { phone: string; code_hash: string; tries: number; expires_at_ms: number | string };

/** The code's only stored form: its HMAC with the app's key over the mobile and the code, so a code opens only its own mobile. */
const hashCode = (phone: string, code: string) =>
  createHmac('sha256', readCmsEnvironment().APP_KEYS[0] ?? '')
    .update(`${phone}:${code}`)
    .digest('hex');

const refuseCode = (message: string, key: string) =>
  new errors.ValidationError(message, fieldErrorsToDetails({ code: key }));

const refuseLocked = () => refuseCode('This code was tried too often', 'validation.phoneCodeLocked');
const refuseExpired = () => refuseCode('No code for this phone is waiting', 'validation.phoneCodeExpired');

/** Sends the code by WhatsApp when the patient chose it and the clinic has it (SMS when that fails), else by SMS. */
const deliverCode = async (
  strapi: Core.Strapi,
  { phone, code, locale, channel }: { phone: string; code: string; locale: TLocale; channel: TPhoneChannel },
): Promise<TPhoneChannel> => {
  const env = readCmsEnvironment();
  const reference = `code-${randomUUID()}`;
  if (channel === 'whatsapp') {
    try {
      const template = {
        name: env.WHATSAPP_CODE_TEMPLATE,
        language: env.WHATSAPP_LANGUAGES[locale],
        parameters: [code],
      };
      await sendWhatsApp({ to: phone, template, reference });
      return 'whatsapp';
    } catch (error) {
      if (!isSmsConfigured()) throw error;
      strapi.log.warn(`A phone code went by SMS: WhatsApp refused it (${error instanceof Error ? error.name : error})`);
    }
  }
  await sendSms({ to: phone, text: composePhoneCodeSms(code, locale), reference });
  return 'sms';
};

/**
 * Phone codes: `send` one to a mobile (the latest replaces any before it), `check` one as the patient
 * joins. A mobile is sent at most PHONE_CODE_RULES.maxCodesPerPhone codes an hour, however many
 * addresses ask; each address is held to the booking's limit by the public-form guard.
 */
export const createPhoneCodes = (strapi: Core.Strapi) => {
  const codesPerPhone = createRateLimiter({
    name: 'phone-codes',
    max: PHONE_CODE_RULES.maxCodesPerPhone,
    windowMs: PHONE_CODE_RULES.codesWindowMinutes * MS_PER_MINUTE,
  });

  return {
    async send(request: TPhoneCodeRequest, now = new Date()): Promise<TPhoneCodeSentAnswer> {
      const channel = choosePhoneChannel(request.phoneChannel);
      if (channel === null) throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, 'The clinic sends no messages to phones');
      if ((await codesPerPhone.hit(request.phone)).limited) {
        throw new AppError(ErrorCode.RATE_LIMITED, 'This phone was sent as many codes as it may this hour');
      }
      const code = String(randomInt(0, 10 ** PHONE_CODE_RULES.digits)).padStart(PHONE_CODE_RULES.digits, '0');
      const row = {
        phone: request.phone,
        code_hash: hashCode(request.phone, code),
        tries: 0,
        expires_at_ms: now.getTime() + PHONE_CODE_RULES.validMinutes * MS_PER_MINUTE,
        created_at_ms: now.getTime(),
      };
      const knex = strapi.db.connection;
      await knex(PHONE_CODES_TABLE).insert(row).onConflict('phone').merge();
      try {
        const sentBy = await deliverCode(strapi, { ...request, code, channel });
        return { channel: sentBy, expiresAt: new Date(row.expires_at_ms).toISOString() };
      } catch (error) {
        await knex(PHONE_CODES_TABLE).where({ phone: row.phone, code_hash: row.code_hash }).delete();
        strapi.log.error(`A phone code could not be sent: ${error instanceof Error ? error.message : error}`);
        throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, 'The code could not be sent; try again in a minute');
      }
    },

    /**
     * Checks `code` against the mobile's, before any transaction: each try is counted first, in one
     * statement, so parallel guesses share the five. A wrong, expired or locked code is a field error on
     * `code`. A right one answers how to spend it in the transaction that puts the patient on the list
     * (refused there when another request spent it first).
     */
    async check(phone: string, code: string, now = new Date()) {
      const knex = strapi.db.connection;
      const [tried] = (await knex(PHONE_CODES_TABLE)
        .where({ phone })
        .andWhere('tries', '<', PHONE_CODE_RULES.maxTries)
        .andWhere('expires_at_ms', '>', now.getTime())
        .increment('tries', 1)
        .returning(['code_hash', 'tries'])) as Pick<CodeRow, 'code_hash' | 'tries'>[];
      if (!tried) {
        const row = (await knex(PHONE_CODES_TABLE).where({ phone }).first('*')) as CodeRow | undefined;
        const isLive = row !== undefined && Number(row.expires_at_ms) > now.getTime();
        throw isLive ? refuseLocked() : refuseExpired();
      }
      if (!timingSafeEqual(Buffer.from(hashCode(phone, code)), Buffer.from(tried.code_hash))) {
        throw tried.tries >= PHONE_CODE_RULES.maxTries
          ? refuseLocked()
          : refuseCode('This is not the code sent to this phone', 'validation.phoneCodeWrong');
      }
      return async (trx: Knex.Transaction) => {
        const spent = await trx(PHONE_CODES_TABLE).where({ phone, code_hash: tried.code_hash }).delete();
        if (spent !== 1) throw refuseExpired();
      };
    },
  };
};

/** Codes past their ten minutes name a phone for nothing: the waiting list's job deletes them. */
export const deleteExpiredPhoneCodes = (knex: Knex, now: Date) =>
  knex(PHONE_CODES_TABLE).where('expires_at_ms', '<=', now.getTime()).delete();
