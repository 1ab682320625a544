import { ZNewPasswordSchema } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { readCmsEnvironment } from '../src/environment';
import { resolveClientAddress } from '../src/utils/client-address';
import { createSharedRateLimitStore } from '../src/utils/rate-limit';

type Context = Parameters<Core.MiddlewareHandler>[0];

const env = readCmsEnvironment();

const config: Core.Config.Plugin = {
  'users-permissions': {
    config: {
      jwtSecret: env.JWT_SECRET,
      // Staff sessions hold patient data: they expire within a working day.
      jwt: { expiresIn: `${env.STAFF_SESSION_HOURS}h` },
      register: { allowedFields: [] },
      // The web's reset form checks the same rule, but /auth/reset-password is public: it must hold here too.
      validationRules: { validatePassword: (password: string) => ZNewPasswordSchema.safeParse(password).success },
      ratelimit: {
        interval: env.LOGIN_RATE_LIMIT_WINDOW_MS,
        max: env.LOGIN_RATE_LIMIT_MAX,
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
        host: env.SMTP_HOST,
        port: env.SMTP_PORT,
        secure: env.SMTP_SECURE,
        ignoreTLS: !env.SMTP_SECURE,
        // Messages go out over kept-open connections: a new one per message (TCP, greeting, and TLS
        // on a real server) would cap a burst's emails at a few a second.
        pool: true,
        maxConnections: env.SMTP_MAX_CONNECTIONS,
        // A send's claim on its message is renewed while it waits, so a mail server that stops answering
        // must end the send (nodemailer waits 10 minutes by default); the message is tried again later.
        socketTimeout: env.SMTP_SOCKET_TIMEOUT_MS,
        ...(env.SMTP_USERNAME ? { auth: { user: env.SMTP_USERNAME, pass: env.SMTP_PASSWORD } } : {}),
      },
      settings: {
        defaultFrom: env.EMAIL_FROM,
        defaultReplyTo: env.EMAIL_REPLY_TO,
      },
    },
  },
};

export default config;
