import type { RequestOptions, Transport } from './request';
import type {
  AuthResponse,
  ChangePasswordBody,
  ForgotPasswordBody,
  LoginBody,
  OkResponse,
  RegisterBody,
  RegisterResponse,
  ResetPasswordBody,
  SendEmailConfirmationBody,
  SendEmailConfirmationResponse,
  User,
} from './types/auth';
import type { StrapiQuery } from './types/query';

/** Auth calls take no locale: the users-permissions routes are not localized. */
export type AuthCallOptions = Omit<RequestOptions, 'locale'>;

export type AuthApi = {
  /** The user the token belongs to; `token` wins over the client's own token. */
  getMe(token: string, query?: StrapiQuery, options?: AuthCallOptions): Promise<User>;
  login(body: LoginBody, options?: AuthCallOptions): Promise<AuthResponse>;
  register(body: RegisterBody, options?: AuthCallOptions): Promise<RegisterResponse>;
  forgotPassword(body: ForgotPasswordBody, options?: AuthCallOptions): Promise<OkResponse>;
  resetPassword(body: ResetPasswordBody, options?: AuthCallOptions): Promise<AuthResponse>;
  /** Needs a client holding the user's token (`withToken(jwt)`). */
  changePassword(body: ChangePasswordBody, options?: AuthCallOptions): Promise<AuthResponse>;
  sendEmailConfirmation(
    body: SendEmailConfirmationBody,
    options?: AuthCallOptions,
  ): Promise<SendEmailConfirmationResponse>;
  /** Exchanges the provider's access token (from the redirect back) for a CMS jwt. */
  providerCallback(provider: string, accessToken: string, options?: AuthCallOptions): Promise<AuthResponse>;
  /** Where to send the browser to start a provider login; makes no request. */
  getProviderConnectUrl(provider: string): string;
};

/**
 * The users-permissions routes answer with bare JSON, not the `{ data }` envelope. Bodies are
 * typed, not validated: the CMS is ours and its responses are trusted to match.
 */
export function createAuthApi(transport: Transport): AuthApi {
  const post = async <T>(path: string, body: object, options?: AuthCallOptions): Promise<T> =>
    (await transport.request('POST', path, { body, options })) as T;

  return {
    getMe: async (token, query, options) =>
      (await transport.request('GET', '/users/me', { query, token, options })) as User,
    login: (body, options) => post<AuthResponse>('/auth/local', body, options),
    register: (body, options) => post<RegisterResponse>('/auth/local/register', body, options),
    forgotPassword: (body, options) => post<OkResponse>('/auth/forgot-password', body, options),
    resetPassword: (body, options) => post<AuthResponse>('/auth/reset-password', body, options),
    changePassword: (body, options) => post<AuthResponse>('/auth/change-password', body, options),
    sendEmailConfirmation: (body, options) =>
      post<SendEmailConfirmationResponse>('/auth/send-email-confirmation', body, options),
    providerCallback: async (provider, accessToken, options) =>
      (await transport.request('GET', `/auth/${encodeURIComponent(provider)}/callback`, {
        query: { access_token: accessToken },
        options,
      })) as AuthResponse,
    getProviderConnectUrl: (provider) => `${transport.baseUrl}/api/connect/${encodeURIComponent(provider)}`,
  };
}
