import {
  type TForgotPasswordInput,
  type TPasswordResetRequestedAnswer,
  type TResetPassword,
  type TSignInAnswer,
  type TStaffSignIn,
  ZPasswordResetRequestedAnswerSchema,
  ZSignInAnswerSchema,
} from '@clinic/domain';
import type { RequestOptions, Transport } from './request';

/** Auth calls take no locale: the users-permissions routes are not localized. */
export type AuthCallOptions = Omit<RequestOptions, 'locale'>;

/**
 * The users-permissions routes staff use: signing in, and resetting a forgotten password. They answer
 * with bare JSON, not the `{ data }` envelope, checked against their schemas in @clinic/domain.
 * Registration is closed and there are no provider sign-ins, so the client offers neither.
 */
export type AuthApi = {
  login(body: TStaffSignIn, options?: AuthCallOptions): Promise<TSignInAnswer>;
  /** The CMS answers the same whether or not the address has an account. */
  forgotPassword(body: TForgotPasswordInput, options?: AuthCallOptions): Promise<TPasswordResetRequestedAnswer>;
  resetPassword(body: TResetPassword, options?: AuthCallOptions): Promise<TSignInAnswer>;
};

export function createAuthApi(transport: Transport): AuthApi {
  return {
    login: ({ email, password }, options) =>
      transport.requestBareAnswer('POST', '/auth/local', ZSignInAnswerSchema, {
        body: { identifier: email, password },
        options,
      }),
    forgotPassword: (body, options) =>
      transport.requestBareAnswer('POST', '/auth/forgot-password', ZPasswordResetRequestedAnswerSchema, {
        body,
        options,
      }),
    resetPassword: (body, options) =>
      transport.requestBareAnswer('POST', '/auth/reset-password', ZSignInAnswerSchema, { body, options }),
  };
}
