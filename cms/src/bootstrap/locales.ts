import type { Core } from '@strapi/strapi';

const LOCALES = [
  { code: 'en', name: 'English (en)' },
  { code: 'ar', name: 'Arabic (ar)' },
] as const;

type LocaleService = {
  /** One locale or null; the service's `find` answers a list, which is truthy even when empty. */
  findByCode: (code: string) => Promise<{ code: string } | null>;
  create: (locale: { code: string; name: string }) => Promise<unknown>;
  setDefaultLocale: (locale: { code: string }) => Promise<void>;
};

/**
 * English is the default locale; Arabic is always present. A database whose Arabic rows were written
 * while Arabic was not registered (the seed writes rows by locale code) gets it on its next boot, and
 * the admin panel then lists and edits those rows as they are.
 */
export const ensureLocales = async (strapi: Core.Strapi) => {
  const locales = strapi.plugin('i18n').service('locales') as LocaleService;
  for (const locale of LOCALES) {
    if (!(await locales.findByCode(locale.code))) await locales.create(locale);
  }
  await locales.setDefaultLocale({ code: 'en' });
};
