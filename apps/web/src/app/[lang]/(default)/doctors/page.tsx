import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { DoctorCard } from '@/components/doctor-card';
import type { Locale } from '@/i18n/routing';
import { listBranches } from '@/lib/content/branches';
import { listDoctors } from '@/lib/content/doctors';
import { listSpecialties } from '@/lib/content/specialties';
import { buildAlternates } from '@/lib/seo';
import { DoctorFilters } from './_components/doctor-filters';

export async function generateMetadata({ params }: PageProps<'/[lang]/doctors'>): Promise<Metadata> {
  const locale = (await params).lang as Locale;
  const t = await getTranslations({ locale, namespace: 'DoctorsPage' });
  return { title: t('title'), description: t('description'), alternates: buildAlternates('/doctors', locale) };
}

export default async function DoctorsPage({ params }: PageProps<'/[lang]/doctors'>) {
  const locale = (await params).lang as Locale;
  setRequestLocale(locale);
  const [doctors, specialties, branches, t] = await Promise.all([
    listDoctors(locale),
    listSpecialties(locale),
    listBranches(locale),
    getTranslations({ locale, namespace: 'DoctorsPage' }),
  ]);
  const doctorEntries = doctors.map((doctor) => ({
    id: doctor.documentId,
    specialtyIds: (doctor.specialties ?? []).map((specialty) => specialty.documentId),
    branchIds: (doctor.branches ?? []).map((branch) => branch.documentId),
    card: <DoctorCard doctor={doctor} viewProfile={t('viewProfile')} />,
  }));
  const labels = {
    filters: t('filters'),
    specialities: t('specialities'),
    branches: t('branches'),
    clearAll: t('clearAll'),
    // The live count's sentence for every count the list can show, with the locale's plural rules.
    results: Array.from({ length: doctors.length + 1 }, (_, count) => t('results', { count })),
  };

  return (
    <>
      <h1 className="text-3xl font-bold text-brand">{t('title')}</h1>
      <p className="mt-2 mb-8 text-slate-700">{t('description')}</p>
      <Suspense
        fallback={
          <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {doctorEntries.map((doctor) => (
              <li key={doctor.id}>{doctor.card}</li>
            ))}
          </ul>
        }
      >
        <DoctorFilters
          specialties={specialties.map((specialty) => ({ id: specialty.documentId, name: specialty.name }))}
          branches={branches.map((branch) => ({ id: branch.documentId, name: branch.name }))}
          doctors={doctorEntries}
          labels={labels}
        />
      </Suspense>
    </>
  );
}
