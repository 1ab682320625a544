import type { Core } from '@strapi/strapi';
import type { z } from 'zod';
import { resolveClientAddress } from './client-address';
import { readRequestData } from './validation-details';

type Context = Parameters<Core.MiddlewareHandler>[0];

/**
 * A public route's handler: reads the JSON body's `data` with `schema` (`what` names it in a
 * refusal) and answers, as `data`, what `act` makes of it for the asking address (the one its limits
 * count, resolveClientAddress). A link's token travels this way, in the body, never in a path that
 * an access log or a proxy records.
 */
export const answerPublicRequest =
  <TSchema extends z.ZodType>(
    schema: TSchema,
    what: string,
    act: (input: z.output<TSchema>, address: string) => Promise<unknown>,
  ) =>
  async (ctx: Context) => {
    const input = readRequestData(ctx, schema, what);
    ctx.body = { data: await act(input, resolveClientAddress(ctx.request)) };
  };
