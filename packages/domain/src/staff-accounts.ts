import { z } from 'zod';
import { ZDocumentIdSchema } from './identifier-schemas';
import { LOCALES } from './locale';
import { ValidationMessage, requiredOr } from './messages';
import { ZEmailSchema } from './text-fields';

/** A receptionist works for the branches they are given; a manager for every branch. */
export const STAFF_ROLES = ['receptionist', 'manager'] as const;

export type TStaffRole = (typeof STAFF_ROLES)[number];

/** More branches than the group will ever have: a bound on what one request may carry. */
export const STAFF_ACCOUNT_MAX_BRANCHES = 50;

const ZStaffRoleSchema = z.enum(STAFF_ROLES, { error: requiredOr(ValidationMessage.invalidChoice) });

/** The branches by documentId, each once, in a stable order. */
const ZStaffBranchesSchema = z
  .array(ZDocumentIdSchema, { error: requiredOr(ValidationMessage.invalidType) })
  .max(STAFF_ACCOUNT_MAX_BRANCHES, { error: ValidationMessage.tooLong })
  .transform((branches) => [...new Set(branches)].sort());

type TRoleAndBranches = { role: TStaffRole; branches: string[] };

const worksSomewhere = ({ role, branches }: TRoleAndBranches) => role !== 'receptionist' || branches.length > 0;

/** A manager's branches are every branch: none is stored, whatever was sent. */
const withStoredBranches = <TAccount extends TRoleAndBranches>(account: TAccount): TAccount =>
  account.role === 'manager' ? { ...account, branches: [] } : account;

/**
 * A new staff account, made by a manager: who, in which role, for which branches, and the language
 * of the email that lets them choose their password.
 */
export const ZStaffAccountSchema = z
  .object(
    {
      email: ZEmailSchema,
      role: ZStaffRoleSchema,
      branches: ZStaffBranchesSchema.default([]),
      locale: z.enum(LOCALES, { error: requiredOr(ValidationMessage.invalidChoice) }),
    },
    { error: requiredOr() },
  )
  .refine(worksSomewhere, { path: ['branches'], error: ValidationMessage.branchRequired })
  .transform(withStoredBranches);

export type TStaffAccount = z.output<typeof ZStaffAccountSchema>;
export type TStaffAccountInput = z.input<typeof ZStaffAccountSchema>;

/** A manager's change to an existing account: its role, its branches, and whether it may sign in. */
export const ZStaffAccountChangeSchema = z
  .object(
    {
      role: ZStaffRoleSchema,
      branches: ZStaffBranchesSchema.default([]),
      blocked: z.boolean({ error: requiredOr(ValidationMessage.invalidType) }),
    },
    { error: requiredOr() },
  )
  .refine(worksSomewhere, { path: ['branches'], error: ValidationMessage.branchRequired })
  .transform(withStoredBranches);

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
  blocked: z.boolean(),
  /** Made by a manager, its holder has not yet chosen a password from the emailed link. */
  invited: z.boolean(),
  createdAt: z.iso.datetime(),
});

export type TStaffAccountAnswer = z.infer<typeof ZStaffAccountAnswerSchema>;

/** Every account in a staff role: managers first, then by email. */
export const ZStaffAccountListAnswerSchema = z.array(ZStaffAccountAnswerSchema);
