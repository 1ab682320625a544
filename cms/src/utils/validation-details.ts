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
