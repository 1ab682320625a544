import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FaqList } from '@/components/faq-list';
import { JsonLd } from '@/components/json-ld';
import type { Locale } from '@/i18n/routing';
import { listFaqs } from '@/lib/content/faqs';
import { describePageByItsWords } from '@/lib/page-metadata';

export const generateMetadata = describePageByItsWords('FaqPage', '/faq');

export default async function FaqPage({ params }: PageProps<'/[lang]/faq'>) {
  const locale = (await params).lang as Locale;
  setRequestLocale(locale);
  const [faqs, t] = await Promise.all([listFaqs(locale), getTranslations({ locale, namespace: 'FaqPage' })]);

  return (
    <>
      {faqs.length > 0 ? (
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'FAQPage',
            inLanguage: locale,
            mainEntity: faqs.map((faq) => ({
              '@type': 'Question',
              name: faq.question,
              acceptedAnswer: { '@type': 'Answer', text: faq.answer },
            })),
          }}
        />
      ) : null}
      <h1 className="text-3xl font-bold text-brand">{t('title')}</h1>
      <p className="mt-2 mb-8 text-slate-700">{t('description')}</p>
      <div className="max-w-3xl">
        {faqs.length > 0 ? (
          <FaqList faqs={faqs} />
        ) : (
          <p className="rounded-xl bg-brand-soft p-6 text-center font-semibold text-brand">{t('noFaqs')}</p>
        )}
      </div>
    </>
  );
}
