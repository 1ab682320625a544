import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { z } from 'zod';

/**
 * Strapi's ValidationError details: `{ errors: [{ path, message, name }] }`, where `message` is a
 * message key of @clinic/domain (`validation.required`, …) that the web app translates.
 */
export const toValidationDetails = (error: z.ZodError) => ({
  errors: error.issues.map((issue) => ({
    path: issue.path.map(String),
    message: issue.message,
    name: 'ValidationError',
  })),
});

export const fieldErrorsToDetails = (fieldErrors: Record<string, string>) => ({
  errors: Object.entries(fieldErrors).map(([path, message]) => ({
    path: path.split('.'),
    message,
    name: 'ValidationError',
  })),
});

/**
 * Refuses an editor's save with `message` under `field`: a validation error with a field path keeps
 * the admin panel's form as typed and shows the message there.
 */
export function refuseField(field: string, message: string): never {
  throw new errors.ValidationError(message, fieldErrorsToDetails({ [field]: message }));
}

/**
 * A JSON route's `{ data }`, checked with the shared schema; a ValidationError names the fields at
 * fault (`what` says what was sent, for the error's message).
 */
export const readRequestData = <TSchema extends z.ZodType>(
  ctx: Parameters<Core.MiddlewareHandler>[0],
  schema: TSchema,
  what: string,
): z.output<TSchema> => {
  const body = ctx.request.body as { data?: unknown } | undefined;
  const parsed = schema.safeParse(body?.data);
  if (!parsed.success) throw new errors.ValidationError(`Invalid ${what}`, toValidationDetails(parsed.error));
  return parsed.data;
};

/** A GET route's query, checked with the shared schema; a ValidationError names the fields at fault. */
export const readRequestQuery = <TSchema extends z.ZodType>(
  ctx: Parameters<Core.MiddlewareHandler>[0],
  schema: TSchema,
  what: string,
): z.output<TSchema> => {
  const parsed = schema.safeParse(ctx.query);
  if (!parsed.success) throw new errors.ValidationError(`Invalid ${what}`, toValidationDetails(parsed.error));
  return parsed.data;
};
