import { ZNewPasswordSchema } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { resolveClientAddress } from '../src/utils/client-address';
import { createSharedRateLimitStore } from '../src/utils/rate-limit';
import { requireValue } from '../src/utils/required-env';

type Context = Parameters<Core.MiddlewareHandler>[0];

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  'users-permissions': {
    config: {
      jwtSecret: requireValue('JWT_SECRET', env('JWT_SECRET')),
      // Staff sessions hold patient data: they expire within a working day.
      jwt: { expiresIn: `${env.int('STAFF_SESSION_HOURS', 12)}h` },
      register: { allowedFields: [] },
      // The web's reset form checks the same rule, but /auth/reset-password is public: it must hold here too.
      validationRules: { validatePassword: (password: string) => ZNewPasswordSchema.safeParse(password).success },
      ratelimit: {
        interval: env.int('LOGIN_RATE_LIMIT_WINDOW_MS', 60_000),
        max: env.int('LOGIN_RATE_LIMIT_MAX', 10),
        // The plugin counts per socket address, which for everyone signing in through the site is the
        // web server's: one visitor's failed attempts would lock every staff member out. The address
        // the web server forwards (trusted only with its secret, see client-address.ts) counts instead;
        // a signed-in user (change-password) still counts per account, as the plugin's default does.
        // koa2-ratelimit calls this on its options, whose prefixKey names the route (and the email).
        keyGenerator(this: { prefixKey: string }, ctx: Context) {
          const user = ctx.state.user as { id?: number } | undefined;
          return `${this.prefixKey}|${user?.id ?? resolveClientAddress(ctx.request)}`;
        },
        // Counted in Redis when REDIS_URL is set, so every CMS process counts a person's attempts together.
        store: createSharedRateLimitStore('staff-sign-in'),
      },
    },
  },
  email: {
    config: {
      provider: 'nodemailer',
      providerOptions: {
        host: env('SMTP_HOST', '127.0.0.1'),
        port: env.int('SMTP_PORT', 1025),
        secure: env.bool('SMTP_SECURE', false),
        ignoreTLS: !env.bool('SMTP_SECURE', false),
        // Messages go out over kept-open connections: a new one per message (TCP, greeting, and TLS
        // on a real server) would cap a burst's emails at a few a second.
        pool: true,
        maxConnections: env.int('SMTP_MAX_CONNECTIONS', 3),
        // A send's claim on its message is renewed while it waits, so a mail server that stops answering
        // must end the send (nodemailer waits 10 minutes by default); the message is tried again later.
        socketTimeout: env.int('SMTP_SOCKET_TIMEOUT_MS', 60_000),
        ...(env('SMTP_USERNAME', '') ? { auth: { user: env('SMTP_USERNAME'), pass: env('SMTP_PASSWORD') } } : {}),
      },
      settings: {
        defaultFrom: env('EMAIL_FROM', 'no-reply@nileent.example'),
        defaultReplyTo: env('EMAIL_REPLY_TO', 'no-reply@nileent.example'),
      },
    },
  },
});

export default config;
