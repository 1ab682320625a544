import { ValidationMessage, ZContactMessageSchema, isSpamError } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { resolveClientAddress } from '../../../utils/client-address';
import { fieldErrorsToDetails, toValidationDetails } from '../../../utils/validation-details';
import { getContactService } from '../services/contact';

type Context = Parameters<Core.MiddlewareHandler>[0];

const readDataField = (ctx: Context): Record<string, unknown> => {
  const data = (ctx.request.body as { data?: unknown } | undefined)?.data;
  if (typeof data === 'object' && data !== null && !Array.isArray(data)) return data as Record<string, unknown>;
  throw new errors.ValidationError(
    'Send the message as JSON: { "data": { … } }',
    fieldErrorsToDetails({ data: data === undefined ? ValidationMessage.required : ValidationMessage.invalidType }),
  );
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/contact-messages/send — JSON `{ data: { name, email, phone?, subject?, message, locale, website? } }`. */
  async send(ctx: Context) {
    const parsed = ZContactMessageSchema.safeParse(readDataField(ctx));
    if (parsed.success) {
      await getContactService(strapi).storeMessage(parsed.data);
    } else if (isSpamError(parsed.error)) {
      // Answered exactly like a stored message, so a bot cannot learn what gave it away.
      getContactService(strapi).dropSpam(resolveClientAddress(ctx.request));
    } else {
      throw new errors.ValidationError('Invalid contact message', toValidationDetails(parsed.error));
    }
    ctx.status = 201;
    ctx.body = { data: { received: true } };
  },
});
