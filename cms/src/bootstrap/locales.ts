import type { Core } from '@strapi/strapi';

/** Each language named in itself, as the site's switcher names it: the panel's locale picker shows these. */
const LOCALES = [
  { code: 'en', name: 'English' },
  { code: 'ar', name: 'العربية' },
] as const;

type LocaleService = {
  /** One locale or null; the service's `find` answers a list, which is truthy even when empty. */
  findByCode: (code: string) => Promise<{ code: string; name: string } | null>;
  create: (locale: { code: string; name: string }) => Promise<unknown>;
  update: (where: { code: string }, changes: { name: string }) => Promise<unknown>;
  setDefaultLocale: (locale: { code: string }) => Promise<void>;
};

/**
 * English is the default locale; Arabic is always present. A database whose Arabic rows were written
 * while Arabic was not registered (the seed writes rows by locale code) gets it on its next boot, and
 * the admin panel then lists and edits those rows as they are. A locale stored under another name
 * ('Arabic (ar)', Strapi's) is renamed.
 */
export const ensureLocales = async (strapi: Core.Strapi) => {
  const locales = strapi.plugin('i18n').service('locales') as LocaleService;
  for (const locale of LOCALES) {
    const stored = await locales.findByCode(locale.code);
    if (!stored) await locales.create(locale);
    else if (stored.name !== locale.name) await locales.update({ code: locale.code }, { name: locale.name });
  }
  await locales.setDefaultLocale({ code: 'en' });
};
