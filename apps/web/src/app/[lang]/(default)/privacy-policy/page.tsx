import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NotFoundPage } from '@/components/not-found-page';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PolicyDocument } from '@/components/policy-document';
import type { Locale } from '@/i18n/routing';
import { getPrivacyPolicy } from '@/lib/content/pages';
import { buildAlternates, buildPageTitle } from '@/lib/seo';

type Props = PageProps<'/[lang]/privacy-policy'>;

const loadPolicy = async (params: Props['params']) => {
  const locale = (await params).lang as Locale;
  const policy = await getPrivacyPolicy(locale);
  return policy ? { locale, policy } : null;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await loadPolicy(params);
  if (!loaded) notFound();
  const { locale, policy } = loaded;
  return {
    title: buildPageTitle(policy.seo?.metaTitle, policy.title),
    description: policy.seo?.metaDescription ?? undefined,
    alternates: buildAlternates('/privacy-policy', locale),
  };
}

export default async function PrivacyPolicyPage({ params }: Props) {
  const loaded = await loadPolicy(params);
  if (!loaded) return <NotFoundPage />;
  const { locale, policy } = loaded;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'PolicyPage' });
  return (
    <PolicyDocument
      title={policy.title}
      version={policy.policyVersion ? t('lastVersion', { version: policy.policyVersion }) : null}
      body={policy.body}
    />
  );
}
