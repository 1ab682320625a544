import { describe, expect, it } from 'vitest';
import { ZStaffAccountChangeSchema, ZStaffAccountSchema, ZStaffInvitationSchema } from './staff-accounts';

const BRANCH_A = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const BRANCH_B = 'bbbbbbbbbbbbbbbbbbbbbbbb';

const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('ZStaffAccountSchema', () => {
  it('takes a receptionist with branches, each once, in a stable order, and the email in lower case', () => {
    expect(
      ZStaffAccountSchema.parse({
        email: ' Reception.Two@Example.com ',
        role: 'receptionist',
        branches: [BRANCH_B, BRANCH_A, BRANCH_B],
        locale: 'ar',
      }),
    ).toEqual({
      email: 'reception.two@example.com',
      role: 'receptionist',
      branches: [BRANCH_A, BRANCH_B],
      doctor: null,
      locale: 'ar',
    });
  });

  it('stores a doctor’s account as that doctor’s, with no branch; refuses one that names no doctor', () => {
    expect(
      ZStaffAccountSchema.parse({
        ...{ email: 'd@example.com', role: 'doctor', branches: [BRANCH_A], doctor: BRANCH_B, locale: 'en' },
      }),
    ).toMatchObject({ role: 'doctor', branches: [], doctor: BRANCH_B });
    expect(
      ZStaffAccountSchema.parse({
        email: 'r@example.com',
        role: 'receptionist',
        branches: [BRANCH_A],
        doctor: BRANCH_B,
        locale: 'en',
      }).doctor,
    ).toBeNull();
    expect(issuesOf(ZStaffAccountSchema.safeParse({ email: 'd@example.com', role: 'doctor', locale: 'en' }))).toEqual([
      ['doctor', 'validation.doctorRequired'],
    ]);
  });

  it('stores no branch for a manager, whatever was sent', () => {
    expect(
      ZStaffAccountSchema.parse({ email: 'm@example.com', role: 'manager', branches: [BRANCH_A], locale: 'en' }),
    ).toMatchObject({ role: 'manager', branches: [] });
    expect(ZStaffAccountSchema.parse({ email: 'm@example.com', role: 'manager', locale: 'en' }).branches).toEqual([]);
  });

  it.each([
    [
      { email: 'r@example.com', role: 'receptionist', branches: [], locale: 'en' },
      'branches',
      'validation.branchRequired',
    ],
    [{ email: 'r@example.com', role: 'receptionist', locale: 'en' }, 'branches', 'validation.branchRequired'],
    [{ email: 'r@example.com', role: 'owner', branches: [BRANCH_A], locale: 'en' }, 'role', 'validation.invalidChoice'],
    [{ email: 'r@example.com', branches: [BRANCH_A], locale: 'en' }, 'role', 'validation.required'],
    [{ email: 'not an email', role: 'manager', locale: 'en' }, 'email', 'validation.invalidEmail'],
    [{ email: 'r@example.com', role: 'manager', locale: 'fr' }, 'locale', 'validation.invalidChoice'],
    [
      { email: 'r@example.com', role: 'receptionist', branches: ['../x'], locale: 'en' },
      'branches.0',
      'validation.invalidChoice',
    ],
    [
      { email: 'r@example.com', role: 'receptionist', branches: BRANCH_A, locale: 'en' },
      'branches',
      'validation.invalidType',
    ],
  ])('refuses %o at "%s" with %s', (input, path, message) => {
    expect(issuesOf(ZStaffAccountSchema.safeParse(input))).toContainEqual([path, message]);
  });

  it('refuses more branches than any group has', () => {
    const branches = Array.from({ length: 51 }, (_, index) => `${String(index).padStart(2, '0')}${'c'.repeat(22)}`);
    expect(
      issuesOf(ZStaffAccountSchema.safeParse({ email: 'r@example.com', role: 'receptionist', branches, locale: 'en' })),
    ).toEqual([['branches', 'validation.tooLong']]);
  });
});

describe('ZStaffAccountChangeSchema', () => {
  it('takes a role, branches and the blocked flag', () => {
    expect(ZStaffAccountChangeSchema.parse({ role: 'receptionist', branches: [BRANCH_A], blocked: true })).toEqual({
      role: 'receptionist',
      branches: [BRANCH_A],
      doctor: null,
      blocked: true,
    });
    expect(ZStaffAccountChangeSchema.parse({ role: 'manager', branches: [BRANCH_A], blocked: false })).toEqual({
      role: 'manager',
      branches: [],
      doctor: null,
      blocked: false,
    });
  });

  it.each([
    [{ role: 'receptionist', branches: [], blocked: false }, 'branches', 'validation.branchRequired'],
    [{ role: 'manager', blocked: 'yes' }, 'blocked', 'validation.invalidType'],
    [{ role: 'manager' }, 'blocked', 'validation.required'],
    [null, '', 'validation.required'],
  ])('refuses %o at "%s" with %s', (input, path, message) => {
    expect(issuesOf(ZStaffAccountChangeSchema.safeParse(input))).toContainEqual([path, message]);
  });
});

describe('ZStaffInvitationSchema', () => {
  it('takes the email’s language and nothing else', () => {
    expect(ZStaffInvitationSchema.parse({ locale: 'ar', email: 'x@example.com' })).toEqual({ locale: 'ar' });
    expect(issuesOf(ZStaffInvitationSchema.safeParse({}))).toEqual([['locale', 'validation.required']]);
  });
});
