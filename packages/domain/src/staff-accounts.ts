import { z } from 'zod';
import { ZDocumentIdSchema } from './identifier-schemas';
import { LOCALES } from './locale';
import { ValidationMessage, requiredOr } from './messages';
import { ZEmailSchema } from './text-fields';

/**
 * A receptionist works for the branches they are given; a manager for every branch; a doctor sees
 * their own patients of today, at the branch of their session, and nothing else.
 */
export const STAFF_ROLES = ['receptionist', 'manager', 'doctor'] as const;

export type TStaffRole = (typeof STAFF_ROLES)[number];

/** More branches than the group will ever have: a bound on what one request may carry. */
export const STAFF_ACCOUNT_MAX_BRANCHES = 50;

const ZStaffRoleSchema = z.enum(STAFF_ROLES, { error: requiredOr(ValidationMessage.invalidChoice) });

/** The branches by documentId, each once, in a stable order. */
const ZStaffBranchesSchema = z
  .array(ZDocumentIdSchema, { error: requiredOr(ValidationMessage.invalidType) })
  .max(STAFF_ACCOUNT_MAX_BRANCHES, { error: ValidationMessage.tooLong })
  .transform((branches) => [...new Set(branches)].sort());

/** The doctor document a doctor's account is, by documentId; null for any other role. */
const ZStaffDoctorSchema = ZDocumentIdSchema.nullable().default(null);

type TRoleAndPlaces = { role: TStaffRole; branches: string[]; doctor: string | null };

const worksSomewhere = ({ role, branches }: TRoleAndPlaces) => role !== 'receptionist' || branches.length > 0;

const isSomeDoctor = ({ role, doctor }: TRoleAndPlaces) => role !== 'doctor' || doctor !== null;

/**
 * What is stored of the places sent: a receptionist's branches; none for a manager (every branch) or
 * a doctor (their own doctor's), and a doctor document for a doctor only.
 */
const withStoredPlaces = <TAccount extends TRoleAndPlaces>(account: TAccount): TAccount => ({
  ...account,
  branches: account.role === 'receptionist' ? account.branches : [],
  doctor: account.role === 'doctor' ? account.doctor : null,
});

/** What a staff account is, whether new or changed: its role, and where it works. */
const ACCOUNT_PLACE_FIELDS = {
  role: ZStaffRoleSchema,
  branches: ZStaffBranchesSchema.default([]),
  doctor: ZStaffDoctorSchema,
};

/** An account's schema checked for a place to work, and stored as withStoredPlaces keeps it. */
const checkPlaces = <TSchema extends z.ZodType<TRoleAndPlaces>>(schema: TSchema) =>
  schema
    .refine(worksSomewhere, { path: ['branches'], error: ValidationMessage.branchRequired })
    .refine(isSomeDoctor, { path: ['doctor'], error: ValidationMessage.doctorRequired })
    .transform((account: z.output<TSchema>) => withStoredPlaces(account));

/**
 * A new staff account, made by a manager: who, in which role, for which branches or doctor, and the
 * language of the email that lets them choose their password.
 */
export const ZStaffAccountSchema = checkPlaces(
  z.object(
    {
      email: ZEmailSchema,
      ...ACCOUNT_PLACE_FIELDS,
      locale: z.enum(LOCALES, { error: requiredOr(ValidationMessage.invalidChoice) }),
    },
    { error: requiredOr() },
  ),
);

export type TStaffAccount = z.output<typeof ZStaffAccountSchema>;
export type TStaffAccountInput = z.input<typeof ZStaffAccountSchema>;

/** A manager's change to an existing account: its role, its branches or doctor, and whether it may sign in. */
export const ZStaffAccountChangeSchema = checkPlaces(
  z.object(
    { ...ACCOUNT_PLACE_FIELDS, blocked: z.boolean({ error: requiredOr(ValidationMessage.invalidType) }) },
    { error: requiredOr() },
  ),
);

export type TStaffAccountChange = z.output<typeof ZStaffAccountChangeSchema>;
export type TStaffAccountChangeInput = z.input<typeof ZStaffAccountChangeSchema>;

/** The language of a new set-password email, sent again for an account. */
export const ZStaffInvitationSchema = z.object(
  { locale: z.enum(LOCALES, { error: requiredOr(ValidationMessage.invalidChoice) }) },
  { error: requiredOr() },
);

/**
 * A staff account as the CMS answers it to managers (list, create, change, invitation): never its
 * password hash, codes or provider.
 */
export const ZStaffAccountAnswerSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  /** The branches a receptionist works for, by documentId; none for a manager, who works for every branch. */
  branches: z.array(z.string()),
  /** The doctor document a doctor's account is; null for any other role. */
  doctor: z.string().nullable(),
  blocked: z.boolean(),
  /** Made by a manager, its holder has not yet chosen a password from the emailed link. */
  invited: z.boolean(),
  createdAt: z.iso.datetime(),
});

export type TStaffAccountAnswer = z.infer<typeof ZStaffAccountAnswerSchema>;

/** Every account in a staff role: managers first, then receptionists, then doctors, each by email. */
export const ZStaffAccountListAnswerSchema = z.array(ZStaffAccountAnswerSchema);
