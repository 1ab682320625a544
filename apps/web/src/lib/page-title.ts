import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';

/** A message of the site's own, by its full key ('Admin.accessLog.title'). */
type TMessageKey = Parameters<Awaited<ReturnType<typeof getTranslations<never>>>>[0];

/**
 * A page's generateMetadata that names it in the visitor's language: the title (with the layout's
 * template around it) from `key`, and `extra` as it is.
 */
export const pageTitle =
  (key: TMessageKey, extra: Omit<Metadata, 'title'> = {}) =>
  async ({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> => {
    const t = await getTranslations({ locale: (await params).lang as Locale });
    return { title: t(key), ...extra };
  };
