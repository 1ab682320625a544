import type { Core } from '@strapi/strapi';

const LOCALES = [
  { code: 'en', name: 'English (en)' },
  { code: 'ar', name: 'Arabic (ar)' },
] as const;

type LocaleService = {
  find: (params: { code: string }) => Promise<unknown>;
  create: (locale: { code: string; name: string }) => Promise<unknown>;
  setDefaultLocale: (locale: { code: string }) => Promise<void>;
};

/** English is the default locale; Arabic is always present. */
export const ensureLocales = async (strapi: Core.Strapi) => {
  const locales = strapi.plugin('i18n').service('locales') as LocaleService;
  for (const locale of LOCALES) {
    if (!(await locales.find({ code: locale.code }))) await locales.create(locale);
  }
  await locales.setDefaultLocale({ code: 'en' });
};
