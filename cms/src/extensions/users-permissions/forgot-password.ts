import { randomBytes } from 'node:crypto';
import { type TLocale, ZForgotPasswordSchema } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { toValidationDetails } from '../../utils/validation-details';
import { type PasswordLinkKind, buildResetEmail } from './reset-email';

type Context = Parameters<Core.MiddlewareHandler>[0];

export type Account = { id: number; email: string; username: string; blocked: boolean | null };

type UserService = { edit: (id: number, values: { resetPasswordToken: string }) => Promise<unknown> };
type EmailService = { send: (message: { to: string; subject: string; text: string; html: string }) => Promise<void> };

/** The page of the web app that takes the code; it lives under the locale the email is written in. */
const buildResetLink = (siteUrl: string, locale: TLocale, code: string) => {
  const url = new URL(`${siteUrl}/${locale}/admin/reset-password`);
  url.searchParams.set('code', code);
  return url.href;
};

/**
 * Mails an account a new link to choose its password, which replaces any earlier one: the reset
 * the holder asked for, or the invitation of an account a manager made.
 */
export const sendPasswordLink = async (
  strapi: Core.Strapi,
  siteUrl: string,
  { account, locale, kind }: { account: Account; locale: TLocale; kind: PasswordLinkKind },
) => {
  const code = randomBytes(64).toString('hex');
  // Saved before sending, as users-permissions does: if the email fails, an administrator can still build the link.
  const users = strapi.plugin('users-permissions').service('user') as UserService;
  await users.edit(account.id, { resetPasswordToken: code });
  const mainInfo = await strapi
    .documents('api::main-info.main-info')
    .findFirst({ locale, status: 'published', fields: ['clinicName'] });
  const email = buildResetEmail({
    kind,
    locale,
    username: account.username,
    clinicName: mainInfo?.clinicName ?? new URL(siteUrl).host,
    link: buildResetLink(siteUrl, locale, code),
  });
  await (strapi.plugin('email').service('email') as EmailService).send({ to: account.email, ...email });
};

/**
 * POST /api/auth/forgot-password, JSON `{ email, locale? }`: users-permissions' own action, with the
 * email written in the visitor's language (en or ar; en without one, and any other is refused with a
 * 400 like every malformed field) instead of its one template.
 *
 * As in users-permissions, any account that is not blocked gets a link (staff are the only accounts
 * today, and registration is closed), the answer is always `{ ok: true }`, and a new request replaces
 * the previous code. The email is sent after the answer: neither an SMTP failure (a 500 for real
 * accounts only) nor the time it takes may tell the caller whether the address has an account.
 */
export const createForgotPasswordAction = (strapi: Core.Strapi, siteUrl: string) => {
  return async (ctx: Context) => {
    const parsed = ZForgotPasswordSchema.safeParse(ctx.request.body ?? {});
    if (!parsed.success) {
      throw new errors.ValidationError('Invalid password reset request', toValidationDetails(parsed.error));
    }
    const { email, locale } = parsed.data;
    const account = (await strapi.db
      .query('plugin::users-permissions.user')
      .findOne({ where: { email } })) as Account | null;
    if (account && !account.blocked) {
      sendPasswordLink(strapi, siteUrl, { account, locale, kind: 'reset' }).catch((error: unknown) =>
        strapi.log.error(`Password reset email for user ${account.id} failed: ${String(error)}`),
      );
    }
    ctx.body = { ok: true };
  };
};
