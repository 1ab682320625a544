import type { TWhatsAppFailure, TWhatsAppTemplateMessage } from '@clinic/domain';
import { readCmsEnvironment } from '../environment';

// WhatsApp through Meta's Cloud API: a template message to a number, sent as the clinic's business
// number (WHATSAPP_PHONE_NUMBER_ID) with its token, answered with the message's id (a wamid), by which
// the webhook's statuses find it (whatsapp-webhooks.ts).

/** A message the Cloud API did not take: its status, Meta's error code and words (classifyWhatsAppFailure). */
export class WhatsAppError extends Error {
  constructor(readonly failure: TWhatsAppFailure) {
    super(failure.text);
    this.name = 'WhatsAppError';
  }
}

/** Whether the clinic sends WhatsApp messages: the API's address and the business number are set. */
export const isWhatsAppConfigured = () => {
  const env = readCmsEnvironment();
  return env.WHATSAPP_API_URL !== '' && env.WHATSAPP_PHONE_NUMBER_ID !== '';
};

const ANSWER_TEXT_MAX = 300;

type CloudAnswer = { messages?: { id?: unknown }[]; error?: { code?: unknown; message?: unknown } };

const readAnswer = (text: string): CloudAnswer => {
  try {
    const answer: unknown = JSON.parse(text);
    return typeof answer === 'object' && answer !== null ? (answer as CloudAnswer) : {};
  } catch {
    return {};
  }
};

/**
 * Sends one template message to `to` (E.164) and answers its wamid. `reference` travels as the
 * message's opaque callback data, which Meta gives back with each status. Throws WhatsAppError with the
 * status and Meta's error code, or none when the API did not answer within WHATSAPP_TIMEOUT_MS.
 */
export const sendWhatsApp = async ({
  to,
  template,
  reference,
}: {
  to: string;
  template: TWhatsAppTemplateMessage;
  reference: string;
}) => {
  const env = readCmsEnvironment();
  let response: Response;
  try {
    response = await fetch(`${env.WHATSAPP_API_URL.replace(/\/$/, '')}/${env.WHATSAPP_PHONE_NUMBER_ID}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${env.WHATSAPP_ACCESS_TOKEN}` },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: to.replace(/^\+/, ''),
        type: 'template',
        biz_opaque_callback_data: reference,
        template: {
          name: template.name,
          language: { code: template.language },
          components: [{ type: 'body', parameters: template.parameters.map((text) => ({ type: 'text', text })) }],
        },
      }),
      signal: AbortSignal.timeout(env.WHATSAPP_TIMEOUT_MS),
    });
  } catch (error) {
    throw new WhatsAppError({ status: null, code: null, text: error instanceof Error ? error.message : String(error) });
  }
  const text = await response.text();
  const answer = readAnswer(text);
  const providerMessageId = answer.messages?.[0]?.id;
  if (!response.ok || typeof providerMessageId !== 'string') {
    const code = typeof answer.error?.code === 'number' ? answer.error.code : null;
    const words = typeof answer.error?.message === 'string' ? answer.error.message : text;
    throw new WhatsAppError({
      status: response.status,
      code,
      text: `${response.status}${code === null ? '' : ` (#${code})`} ${words.slice(0, ANSWER_TEXT_MAX)}`.trim(),
    });
  }
  return { providerMessageId };
};
