import { ClientMessages } from '@/components/client-messages';
import { ClinicAddress } from '@/components/clinic-address';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PhoneLinks } from '@/components/phone-links';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { listBranches } from '@/lib/content/branches';
import { toIdSlugSegment } from '@/lib/id-slug';
import { describePageByItsWords } from '@/lib/page-metadata';
import { ContactForm } from './_components/contact-form';

export const generateMetadata = describePageByItsWords('ContactPage', '/contact');

export default async function ContactPage({ params }: PageProps<'/[lang]/contact'>) {
  const locale = (await params).lang as Locale;
  setRequestLocale(locale);
  const [branches, t, layout] = await Promise.all([
    listBranches(locale),
    getTranslations({ locale, namespace: 'ContactPage' }),
    getTranslations({ locale, namespace: 'Layout' }),
  ]);
  const phoneLabels = { callLabel: layout('call'), whatsappLabel: layout('whatsapp') };

  return (
    <div className="space-y-12">
      <header>
        <h1 className="text-3xl font-bold text-brand">{t('title')}</h1>
        <p className="mt-2 text-slate-700">{t('description')}</p>
      </header>

      <div className="grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="contact-reach-us" className="rounded-2xl bg-brand-soft p-8">
          <h2 id="contact-reach-us" className="text-2xl font-semibold text-brand">
            {t('reachUs')}
          </h2>
          <ClinicAddress locale={locale} className="mt-4" />
        </section>

        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="text-2xl font-semibold text-brand">
            {t('formTitle')}
          </h2>
          <ClientMessages locale={locale} namespaces={['ContactForm', 'Forms', 'Validation']}>
            <ContactForm labelledBy="contact-form-title" />
          </ClientMessages>
        </section>
      </div>

      {branches.length > 0 ? (
        <section aria-labelledby="contact-branches">
          <h2 id="contact-branches" className="text-2xl font-semibold text-brand">
            {t('branches')}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {branches.map((branch) => (
              <li key={branch.documentId} className="rounded-xl border border-slate-200 p-5">
                <h3 className="font-semibold">
                  <Link href={`/branches/${toIdSlugSegment(branch)}`} className="hover:text-brand">
                    {branch.name}
                  </Link>
                </h3>
                <address className="mt-2 space-y-2 text-sm not-italic">
                  {branch.address ? <p className="text-slate-600">{branch.address}</p> : null}
                  <PhoneLinks phone={branch.phone} whatsapp={branch.whatsapp} {...phoneLabels} />
                  {branch.email ? (
                    <p>
                      <a href={`mailto:${branch.email}`} className="underline">
                        <bdi dir="ltr">{branch.email}</bdi>
                      </a>
                    </p>
                  ) : null}
                </address>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
