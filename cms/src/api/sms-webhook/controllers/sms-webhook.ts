import { AppError, ErrorCode } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { readCmsEnvironment } from '../../../environment';
import { countSmsReport } from '../../../operations/metrics';
import { applyDeliveryReport, applySmsReply, isSignedByGateway } from '../../../messages/sms-webhooks';

type Context = Parameters<Core.MiddlewareHandler>[0];

/** The request's bytes as they came, which koa-body keeps beside what it parsed (config/middlewares.ts). */
const UNPARSED_BODY = Symbol.for('unparsedBody');

/**
 * The request's parsed fields, once its signature is the gateway's: NOT_FOUND when the clinic set no
 * secret (the webhooks are off), UNAUTHORIZED for a missing or wrong signature. Either changes nothing.
 */
const readSignedFields = (ctx: Context) => {
  const env = readCmsEnvironment();
  if (!env.SMS_WEBHOOK_SECRET)
    throw new AppError(ErrorCode.NOT_FOUND, 'The SMS webhooks are off: SMS_WEBHOOK_SECRET is blank');
  const body = (ctx.request as { body?: Record<string | symbol, unknown> }).body ?? {};
  const rawBody = body[UNPARSED_BODY];
  const signature = ctx.get(env.SMS_WEBHOOK_SIGNATURE_HEADER) || undefined;
  if (typeof rawBody !== 'string' || !isSignedByGateway(rawBody, signature)) {
    throw new AppError(ErrorCode.UNAUTHORIZED, 'The request is not signed with the clinic’s SMS webhook secret');
  }
  return body;
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/sms/reports — a delivery report; 404 for a message the clinic never sent, 409 while its send is recorded. */
  async reports(ctx: Context) {
    const outcome = await applyDeliveryReport(strapi.db.connection, readSignedFields(ctx));
    countSmsReport(outcome);
    if (outcome === 'unknownMessage') throw new AppError(ErrorCode.NOT_FOUND, 'No SMS of the clinic has that id');
    if (outcome === 'stillSending') throw new AppError(ErrorCode.CONFLICT, 'The SMS is still being sent: report again');
    ctx.body = { data: { outcome } };
  },

  /** POST /api/sms/replies — a patient's reply, forwarded by the gateway. */
  async replies(ctx: Context) {
    ctx.body = { data: { outcome: await applySmsReply(strapi.db.connection, readSignedFields(ctx)) } };
  },
});
