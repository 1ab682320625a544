import { AppError, ErrorCode } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { readCmsEnvironment } from '../../../environment';
import { applyWhatsAppEvent, isSignedByMeta, isVerifyToken } from '../../../messages/whatsapp-webhooks';

type Context = Parameters<Core.MiddlewareHandler>[0];

/** The request's bytes as they came, which koa-body keeps beside what it parsed (config/middlewares.ts). */
const UNPARSED_BODY = Symbol.for('unparsedBody');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * GET /api/whatsapp/webhook — Meta's subscription handshake: the challenge, as plain text, only for
   * `hub.mode=subscribe` with the clinic's verify token; 403 otherwise, 404 while no token is set.
   */
  async subscribe(ctx: Context) {
    if (!readCmsEnvironment().WHATSAPP_VERIFY_TOKEN) {
      throw new AppError(ErrorCode.NOT_FOUND, 'The WhatsApp webhook is off: WHATSAPP_VERIFY_TOKEN is blank');
    }
    // Read from the raw query: the names hold dots, which a nested query parser would split.
    const query = new URLSearchParams(ctx.querystring);
    if (query.get('hub.mode') !== 'subscribe' || !isVerifyToken(query.get('hub.verify_token'))) {
      throw new AppError(ErrorCode.FORBIDDEN, 'The verify token is not the clinic’s');
    }
    ctx.type = 'text/plain';
    ctx.body = query.get('hub.challenge') ?? '';
  },

  /**
   * POST /api/whatsapp/webhook — statuses and patients' messages, once signed: 401 for a missing or
   * wrong signature (nothing read), 404 while no app secret is set, 409 while a message's send is recorded.
   */
  async events(ctx: Context) {
    if (!readCmsEnvironment().WHATSAPP_APP_SECRET) {
      throw new AppError(ErrorCode.NOT_FOUND, 'The WhatsApp webhook is off: WHATSAPP_APP_SECRET is blank');
    }
    const body = (ctx.request as { body?: Record<string | symbol, unknown> }).body ?? {};
    const rawBody = body[UNPARSED_BODY];
    if (typeof rawBody !== 'string' || !isSignedByMeta(rawBody, ctx.get('x-hub-signature-256') || undefined)) {
      throw new AppError(ErrorCode.UNAUTHORIZED, 'The event is not signed with the clinic’s WhatsApp app secret');
    }
    if ((await applyWhatsAppEvent(strapi, body)) === 'stillSending') {
      throw new AppError(ErrorCode.CONFLICT, 'A message is still being sent: send the event again');
    }
    ctx.body = { data: { outcome: 'applied' } };
  },
});
