import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/not-found-page';
import { PolicyDocument } from '@/components/policy-document';
import { getTermsAndConditions } from '@/lib/content/pages';
import { buildAlternates, buildPageTitle } from '@/lib/seo';
import { openPageContent, requirePageContent } from '@/lib/single-page';

type Props = PageProps<'/[lang]/terms-and-conditions'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, content: terms } = await requirePageContent(params, getTermsAndConditions);
  return {
    title: buildPageTitle(terms.seo?.metaTitle, terms.title),
    description: terms.seo?.metaDescription ?? undefined,
    alternates: buildAlternates('/terms-and-conditions', locale),
  };
}

export default async function TermsAndConditionsPage({ params }: Props) {
  const opened = await openPageContent(params, getTermsAndConditions);
  if (!opened) return <NotFoundPage />;
  return <PolicyDocument title={opened.content.title} body={opened.content.body} />;
}
