import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CmsImage } from '@/components/cms-image';
import { DoctorShortlist } from '@/components/doctor-shortlist';
import { JsonLd } from '@/components/json-ld';
import { PhoneLinks } from '@/components/phone-links';
import { Link } from '@/i18n/navigation';
import { findBranch, listBranches } from '@/lib/content/branches';
import { idSlugParams, toIdSlugSegment } from '@/lib/id-slug';
import { openIdSlugEntry, requireIdSlugEntry } from '@/lib/id-slug-page';
import { NotFoundPage } from '@/components/not-found-page';
import { OpeningHours } from '../_components/opening-hours';
import { buttonClass } from '@/components/ui/button';

type Props = PageProps<'/[lang]/branches/[idSlug]'>;

export const generateStaticParams = idSlugParams(listBranches);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, entry: branch } = await requireIdSlugEntry(params, findBranch);
  const t = await getTranslations({ locale, namespace: 'BranchPage' });
  return {
    title: `${t('title')} — ${branch.name}`,
    description: branch.seo?.metaDescription ?? branch.address ?? undefined,
    alternates: { canonical: `/${locale}/branches/${toIdSlugSegment(branch)}` },
  };
}

export default async function BranchPage({ params }: Props) {
  const opened = await openIdSlugEntry(params, findBranch, '/branches');
  if (!opened) return <NotFoundPage />;
  const { locale, entry: branch } = opened;
  const [t, layout] = await Promise.all([
    getTranslations({ locale, namespace: 'BranchPage' }),
    getTranslations({ locale, namespace: 'Layout' }),
  ]);

  return (
    <article className="space-y-10">
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'MedicalClinic',
          name: branch.name,
          medicalSpecialty: 'Otolaryngologic',
          telephone: branch.phone ?? undefined,
          email: branch.email ?? undefined,
          address: {
            '@type': 'PostalAddress',
            streetAddress: branch.address,
            addressLocality: branch.city,
            addressCountry: 'EG',
          },
          geo: branch.latitude
            ? { '@type': 'GeoCoordinates', latitude: branch.latitude, longitude: branch.longitude }
            : undefined,
        }}
      />
      <header>
        <p className="text-sm font-semibold text-accent">{t('title')}</p>
        <h1 className="text-3xl font-bold text-brand">{branch.name}</h1>
      </header>
      <div className="grid gap-8 md:grid-cols-2">
        <CmsImage
          media={branch.image}
          alt=""
          sizes="(min-width: 768px) 50vw, 100vw"
          className="w-full rounded-2xl"
          priority
        />
        <div className="space-y-6">
          <section aria-labelledby="branch-address">
            <h2 id="branch-address" className="text-xl font-semibold text-brand">
              {t('address')}
            </h2>
            <address className="mt-2 space-y-2 not-italic">
              <p>{branch.address}</p>
              <PhoneLinks
                phone={branch.phone}
                whatsapp={branch.whatsapp}
                callLabel={layout('call')}
                whatsappLabel={layout('whatsapp')}
              />
              {branch.locationLink ? (
                <p>
                  <a href={branch.locationLink} rel="noopener" className="font-semibold text-brand underline">
                    {t('map')}
                  </a>
                </p>
              ) : null}
            </address>
          </section>
          <section aria-labelledby="branch-hours">
            <h2 id="branch-hours" className="text-xl font-semibold text-brand">
              {t('openingHours')}
            </h2>
            <OpeningHours hours={branch.openingHours ?? []} locale={locale} now={new Date()} />
          </section>
          <Link
            href={{ pathname: '/booking', query: { branch: branch.documentId } }}
            className={buttonClass({ className: 'inline-block' })}
          >
            {t('book')}
          </Link>
        </div>
      </div>
      <DoctorShortlist
        id="branch-doctors"
        heading={t('doctors')}
        doctors={branch.doctors ?? []}
        locale={locale}
        branch={branch.documentId}
      />
    </article>
  );
}
