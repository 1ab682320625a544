import { LOCALE_COOKIE, type Locale } from './routing';

/**
 * Keeps `locale` as the visitor's language for 365 days from now (LOCALE_COOKIE), from the browser:
 * on each page once it has loaded, and at once when a link switches language, as the router may show
 * the other language's page from its cache without asking the server.
 */
export const rememberLocale = (locale: Locale) => {
  const { name, maxAge, sameSite, path } = LOCALE_COOKIE;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari before 18.4, on many patients' phones.
  document.cookie = `${name}=${locale}; max-age=${maxAge}; path=${path}; samesite=${sameSite}`;
};
