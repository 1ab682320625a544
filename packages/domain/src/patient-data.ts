import { z } from 'zod';
import { ValidationMessage, requiredOr } from './messages';
import { ZPatientInformationSchema } from './patient';
import { ZEgyptianPhoneSchema } from './phone';
import { emptyAsMissing } from './staff-appointments';
import { ZEmailSchema } from './text-fields';

/**
 * A person asking what the clinic holds about them (Law 151/2020), found by the phone or the email
 * they booked or wrote with: exactly one of the two.
 */
export const ZPatientDataQuerySchema = z
  .object(
    {
      phone: z.preprocess(emptyAsMissing, ZEgyptianPhoneSchema.optional()),
      email: z.preprocess(emptyAsMissing, ZEmailSchema.optional()),
    },
    { error: requiredOr() },
  )
  .refine((query) => query.phone !== undefined || query.email !== undefined, {
    path: ['phone'],
    error: ValidationMessage.required,
  })
  .refine((query) => query.phone === undefined || query.email === undefined, {
    path: ['email'],
    error: ValidationMessage.invalidType,
  });

export type TPatientDataQuery = z.output<typeof ZPatientDataQuerySchema>;

/** What a manager may correct on one visit at the person's request: who they are and how to reach them. */
export const ZPatientCorrectionSchema = ZPatientInformationSchema.pick({
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  age: true,
});

export type TPatientCorrection = z.output<typeof ZPatientCorrectionSchema>;
export type TPatientCorrectionInput = z.input<typeof ZPatientCorrectionSchema>;

/** Erasing a person's data: who (as found), and the manager's confirmation that they asked for it. */
export const ZPatientErasureSchema = z
  .object(
    {
      phone: z.preprocess(emptyAsMissing, ZEgyptianPhoneSchema.optional()),
      email: z.preprocess(emptyAsMissing, ZEmailSchema.optional()),
      confirmed: z.literal(true, { error: ValidationMessage.required }),
    },
    { error: requiredOr() },
  )
  .refine((request) => request.phone !== undefined || request.email !== undefined, {
    path: ['phone'],
    error: ValidationMessage.required,
  })
  .refine((request) => request.phone === undefined || request.email === undefined, {
    path: ['email'],
    error: ValidationMessage.invalidType,
  });

export type TPatientErasure = z.output<typeof ZPatientErasureSchema>;
