import type { Service, Specialty } from '@clinic/cms-client';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { listServices } from '@/lib/content/services';
import { describePageByItsWords } from '@/lib/page-metadata';
import { ServiceCard } from './_components/service-card';

type SpecialtyGroup = { specialty: Specialty | null; services: Service[] };

/**
 * One group per specialty, in the specialties' own order; services without a specialty come last
 * under their own heading, so none is lost while an editor has not filed it yet.
 */
const groupBySpecialty = (services: Service[]): SpecialtyGroup[] => {
  const groups = new Map<string, SpecialtyGroup>();
  for (const service of services) {
    const key = service.specialty?.documentId ?? '';
    const group = groups.get(key) ?? { specialty: service.specialty ?? null, services: [] };
    group.services.push(service);
    groups.set(key, group);
  }
  const rank = (group: SpecialtyGroup) => group.specialty?.publicId ?? Number.POSITIVE_INFINITY;
  return [...groups.values()].sort((a, b) => rank(a) - rank(b));
};

export const generateMetadata = describePageByItsWords('ServicesPage', '/services');

export default async function ServicesPage({ params }: PageProps<'/[lang]/services'>) {
  const locale = (await params).lang as Locale;
  setRequestLocale(locale);
  const [services, t] = await Promise.all([
    listServices(locale),
    getTranslations({ locale, namespace: 'ServicesPage' }),
  ]);
  const groups = groupBySpecialty(services);

  return (
    <>
      <h1 className="text-3xl font-bold text-brand">{t('title')}</h1>
      <p className="mt-2 mb-8 text-slate-700">{t('description')}</p>
      {groups.length === 0 ? (
        <p className="rounded-xl bg-brand-soft p-6 text-center font-semibold text-brand">{t('noServices')}</p>
      ) : (
        <div className="space-y-12">
          {groups.map((group) => {
            const headingId = `specialty-${group.specialty?.publicId ?? 'other'}`;
            return (
              <section key={headingId} aria-labelledby={headingId}>
                <h2 id={headingId} className="text-2xl font-semibold text-brand">
                  {group.specialty?.name ?? t('otherServices')}
                </h2>
                <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {group.services.map((service) => (
                    <li key={service.documentId}>
                      <ServiceCard service={service} learnMore={t('learnMore')} />
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}
    </>
  );
}
