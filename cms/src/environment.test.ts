import { describe, expect, it } from 'vitest';
import { CMS_SETTINGS, parseCmsEnvironment } from './environment';

const SECRETS = {
  APP_KEYS: 'one, two',
  API_TOKEN_SALT: 'salt',
  ADMIN_JWT_SECRET: 'admin',
  TRANSFER_TOKEN_SALT: 'transfer',
  JWT_SECRET: 'jwt',
  ENCRYPTION_KEY: 'key',
};

describe('[CMS]: the environment', () => {
  it('gives every variable its default, and splits the lists', () => {
    const environment = parseCmsEnvironment(SECRETS);
    expect(environment).toMatchObject({
      APP_KEYS: ['one', 'two'],
      PORT: 1337,
      DATABASE_CLIENT: 'sqlite',
      SERVE_ADMIN_PANEL: true,
      SITE_URL: 'http://127.0.0.1:3000',
      CMS_CORS_ORIGINS: [],
      retention: { cardImageDays: 90, intervalMs: 21_600_000 },
      reminderSchedule: {
        daysBefore: 1,
        earlyDaysBefore: 2,
        earlyFromDaysAhead: 7,
        sendFromMs: 9 * 3_600_000,
        sendUntilMs: 21 * 3_600_000,
      },
    });
  });

  it('takes a blank variable for an unset one, as .env.example leaves many', () => {
    const environment = parseCmsEnvironment({ ...SECRETS, PORT: '', CARD_IMAGES_S3_REGION: ' ', METRICS_HOST: '' });
    expect(environment).toMatchObject({ PORT: 1337, CARD_IMAGES_S3_REGION: 'eu-central-1', METRICS_HOST: '127.0.0.1' });
  });

  it('reads numbers, flags and addresses, without the address’s closing slash', () => {
    const environment = parseCmsEnvironment({
      ...SECRETS,
      BOOKING_LEAD_MINUTES: '0',
      DATABASE_SSL: 'true',
      SITE_URL: 'https://clinic.example/',
      CMS_CORS_ORIGINS: 'https://a.example, https://b.example,',
    });
    expect(environment).toMatchObject({
      BOOKING_LEAD_MINUTES: 0,
      DATABASE_SSL: true,
      SITE_URL: 'https://clinic.example',
      CMS_CORS_ORIGINS: ['https://a.example', 'https://b.example'],
    });
  });

  it.each([
    ['PORT', 'http', 'PORT must be a whole number'],
    ['MESSAGE_POLL_MS', '0', 'MESSAGE_POLL_MS must be at least 1'],
    ['STAFF_SESSION_HOURS', '1.5', 'STAFF_SESSION_HOURS must be a whole number'],
    ['DATABASE_SSL', 'yes', 'DATABASE_SSL must be true or false'],
    ['DATABASE_CLIENT', 'mysql', 'DATABASE_CLIENT must be one of sqlite, postgres'],
    ['SITE_URL', 'ftp://clinic.example', 'SITE_URL must be an http(s) address'],
    ['RETENTION_CARD_IMAGE_DAYS', '-1', 'RETENTION_CARD_IMAGE_DAYS'],
    ['REMINDER_SEND_FROM', '9am', "REMINDER_SEND_FROM must be a time of day, 'HH:mm'"],
    ['REMINDER_SEND_UNTIL', '09:30', 'REMINDER_SEND_UNTIL the hours reminders are sent in must be longer than an hour'],
  ])('refuses %s=%s, naming the variable', (name, value, message) => {
    expect(() => parseCmsEnvironment({ ...SECRETS, [name]: value })).toThrow(message);
  });

  it('names every missing secret at once', () => {
    const { JWT_SECRET: _jwt, ENCRYPTION_KEY: _key, ...others } = SECRETS;
    expect(() => parseCmsEnvironment({ ...others, APP_KEYS: ' , ' })).toThrow(
      /APP_KEYS is missing.*JWT_SECRET is missing.*ENCRYPTION_KEY is missing/,
    );
  });

  it('lists every variable it reads, the retention periods included', () => {
    expect(CMS_SETTINGS).toEqual(
      expect.arrayContaining(['APP_KEYS', 'SMTP_SOCKET_TIMEOUT_MS', 'RETENTION_INTERVAL_MS']),
    );
    expect(new Set(CMS_SETTINGS).size).toBe(CMS_SETTINGS.length);
  });
});
