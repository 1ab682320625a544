import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NotFoundPage } from '@/components/not-found-page';
import { setRequestLocale } from 'next-intl/server';
import { PolicyDocument } from '@/components/policy-document';
import type { Locale } from '@/i18n/routing';
import { getTermsAndConditions } from '@/lib/content/pages';
import { buildAlternates, buildPageTitle } from '@/lib/seo';

type Props = PageProps<'/[lang]/terms-and-conditions'>;

const loadTerms = async (params: Props['params']) => {
  const locale = (await params).lang as Locale;
  const terms = await getTermsAndConditions(locale);
  return terms ? { locale, terms } : null;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await loadTerms(params);
  if (!loaded) notFound();
  const { locale, terms } = loaded;
  return {
    title: buildPageTitle(terms.seo?.metaTitle, terms.title),
    description: terms.seo?.metaDescription ?? undefined,
    alternates: buildAlternates('/terms-and-conditions', locale),
  };
}

export default async function TermsAndConditionsPage({ params }: Props) {
  const loaded = await loadTerms(params);
  if (!loaded) return <NotFoundPage />;
  const { locale, terms } = loaded;
  setRequestLocale(locale);
  return <PolicyDocument title={terms.title} body={terms.body} />;
}
