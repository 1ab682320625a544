import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { buildAlternates } from '@/lib/seo';

/** The pages whose title and description are their messages' own `title` and `description`. */
type TPageWithOwnWords =
  | 'BlogPage'
  | 'BookingPage'
  | 'BranchesPage'
  | 'ContactPage'
  | 'DoctorsPage'
  | 'FaqPage'
  | 'ServicesPage';

/**
 * A page's generateMetadata that reads its title and description from its messages (`namespace`),
 * with the canonical and hreflang links of its path without the language (`sitePath`).
 */
export const describePageByItsWords =
  (namespace: TPageWithOwnWords, sitePath: string) =>
  async ({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> => {
    const locale = (await params).lang as Locale;
    const t = await getTranslations({ locale, namespace });
    return { title: t('title'), description: t('description'), alternates: buildAlternates(sitePath, locale) };
  };
