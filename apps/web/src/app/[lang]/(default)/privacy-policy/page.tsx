import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundPage } from '@/components/not-found-page';
import { PolicyDocument } from '@/components/policy-document';
import { getPrivacyPolicy } from '@/lib/content/pages';
import { buildAlternates, buildPageTitle } from '@/lib/seo';
import { openPageContent, requirePageContent } from '@/lib/single-page';

type Props = PageProps<'/[lang]/privacy-policy'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, content: policy } = await requirePageContent(params, getPrivacyPolicy);
  return {
    title: buildPageTitle(policy.seo?.metaTitle, policy.title),
    description: policy.seo?.metaDescription ?? undefined,
    alternates: buildAlternates('/privacy-policy', locale),
  };
}

export default async function PrivacyPolicyPage({ params }: Props) {
  const opened = await openPageContent(params, getPrivacyPolicy);
  if (!opened) return <NotFoundPage />;
  const { locale, content: policy } = opened;
  const t = await getTranslations({ locale, namespace: 'PolicyPage' });
  return (
    <PolicyDocument
      title={policy.title}
      version={policy.policyVersion ? t('lastVersion', { version: policy.policyVersion }) : null}
      body={policy.body}
    />
  );
}
