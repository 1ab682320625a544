import type { TGatewayFailure } from '@clinic/domain';
import { readCmsEnvironment } from '../environment';

// The SMS gateway as configured, not coded per vendor (Egyptian gateways differ): its address and
// method, its auth header, a body template with the number, sender name and words, and where its
// answer gives the message's id. docs/patients.md has a worked example.

/** An SMS the gateway did not take: its status and words, read by the delivery (classifyGatewayFailure). */
export class SmsGatewayError extends Error {
  constructor(readonly failure: TGatewayFailure) {
    super(failure.text);
    this.name = 'SmsGatewayError';
  }
}

/** Whether the clinic sends SMS: SMS_GATEWAY_URL is set. */
export const isSmsConfigured = () => readCmsEnvironment().SMS_GATEWAY_URL !== '';

type SmsValues = { to: string; sender: string; text: string; reference: string };

/**
 * The request's body: the template with each `{to}`, `{sender}`, `{text}` and `{reference}` filled in,
 * as a JSON string's content when the template is JSON, else URL-encoded as a form's field.
 */
export const fillSmsBody = (template: string, values: SmsValues) => {
  const isJson = /^\s*[{[]/.test(template);
  const write = isJson ? (value: string) => JSON.stringify(value).slice(1, -1) : encodeURIComponent;
  return {
    body: template.replace(/\{(to|sender|text|reference)\}/g, (_, name: keyof SmsValues) => write(values[name])),
    contentType: isJson ? 'application/json' : 'application/x-www-form-urlencoded',
  };
};

/** The value at a dot path of the gateway's JSON answer ('messageId', 'data.id', 'messages.0.id') as text, or null. */
export const readAnswerPath = (answer: unknown, path: string): string | null => {
  const value = path
    .split('.')
    .reduce<unknown>(
      (node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined),
      answer,
    );
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
};

/** SMS_GATEWAY_AUTH_HEADER, 'Authorization: Bearer …', as a header's name and value. */
const readAuthHeader = (line: string): Record<string, string> => {
  const colon = line.indexOf(':');
  return colon > 0 ? { [line.slice(0, colon).trim()]: line.slice(colon + 1).trim() } : {};
};

const ANSWER_TEXT_MAX = 300;

/**
 * Sends one SMS through the gateway and answers the id it gave the message (null when its answer
 * names none). Throws SmsGatewayError with the status, or none when it did not answer within
 * SMS_GATEWAY_TIMEOUT_MS.
 */
export const sendSms = async (message: Omit<SmsValues, 'sender'>) => {
  const env = readCmsEnvironment();
  const { body, contentType } = fillSmsBody(env.SMS_GATEWAY_BODY, { ...message, sender: env.SMS_SENDER_NAME });
  let response: Response;
  try {
    response = await fetch(env.SMS_GATEWAY_URL, {
      method: env.SMS_GATEWAY_METHOD,
      headers: { 'content-type': `${contentType}; charset=utf-8`, ...readAuthHeader(env.SMS_GATEWAY_AUTH_HEADER) },
      body,
      signal: AbortSignal.timeout(env.SMS_GATEWAY_TIMEOUT_MS),
    });
  } catch (error) {
    throw new SmsGatewayError({ status: null, text: error instanceof Error ? error.message : String(error) });
  }
  const answer = await response.text();
  if (!response.ok) {
    throw new SmsGatewayError({
      status: response.status,
      text: `${response.status} ${answer.slice(0, ANSWER_TEXT_MAX)}`.trim(),
    });
  }
  try {
    return { providerMessageId: readAnswerPath(JSON.parse(answer), env.SMS_GATEWAY_ID_PATH) };
  } catch {
    return { providerMessageId: null };
  }
};
