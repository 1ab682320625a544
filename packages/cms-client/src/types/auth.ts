import type { Locale, StrapiDocument } from './strapi';

export type Role = StrapiDocument & {
  name: string;
  description: string | null;
  /** 'authenticated', 'public', or a custom role type such as staff. */
  type: string;
};

/** A users-permissions user as sanitized by the CMS (never includes the password). */
export type User = StrapiDocument & {
  username: string;
  email: string;
  provider: string;
  confirmed: boolean;
  blocked: boolean;
  /** Only when populated through `getMe(token, { populate: ['role'] })`. */
  role?: Role | null;
};

export type AuthResponse = {
  jwt: string;
  user: User;
};

/** With email confirmation enabled the CMS withholds the jwt until the address is confirmed. */
export type RegisterResponse = {
  jwt?: string;
  user: User;
};

export type LoginBody = {
  /** Email or username. */
  identifier: string;
  password: string;
};

export type RegisterBody = {
  username: string;
  email: string;
  password: string;
};

export type ForgotPasswordBody = {
  email: string;
  /** The language of the reset email and of the page its link opens; the CMS writes English without it. */
  locale?: Locale;
};

export type ResetPasswordBody = {
  /** The code from the reset email link. */
  code: string;
  password: string;
  passwordConfirmation: string;
};

export type ChangePasswordBody = {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
};

export type SendEmailConfirmationBody = {
  email: string;
};

export type OkResponse = {
  ok: boolean;
};

export type SendEmailConfirmationResponse = {
  email: string;
  sent: boolean;
};
