import type { Doctor } from '@clinic/cms-client';
import { DOCTOR_GENDERS, isDoctorGender } from '@clinic/domain';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { DoctorCard } from '@/components/doctor-card';
import { DoctorNextFreeTime, NextFreeTimeWords } from '@/components/doctor-next-free-time';
import type { Locale } from '@/i18n/routing';
import { listBranches } from '@/lib/content/branches';
import { listConsultationFees, listDoctorRatings, listDoctors } from '@/lib/content/doctors';
import { listSpecialties } from '@/lib/content/specialties';
import { readBranchPhones } from '@/lib/branch-phones';
import { describeDoctorRating } from '@/lib/rating-text';
import { describeDoctorFee } from '@/lib/fee-text';
import { describePageByItsWords } from '@/lib/page-metadata';
import { DoctorFilterPanel, DoctorFilters, NOTHING_CHOSEN, type TDoctorFacts } from './_components/doctor-filters';

const DOCTOR_LIST_ID = 'doctor-list';

const branchIdsOf = (doctor: Doctor) => (doctor.branches ?? []).map((branch) => branch.documentId);

export const generateMetadata = describePageByItsWords('DoctorsPage', '/doctors');

export default async function DoctorsPage({ params }: PageProps<'/[lang]/doctors'>) {
  const locale = (await params).lang as Locale;
  setRequestLocale(locale);
  const [doctors, specialties, branches, fees, ratings, t, feeWords, ratingWords, layout, doctorPage] =
    await Promise.all([
      listDoctors(locale),
      listSpecialties(locale),
      listBranches(locale),
      listConsultationFees(),
      listDoctorRatings(),
      getTranslations({ locale, namespace: 'DoctorsPage' }),
      getTranslations({ locale, namespace: 'Fees' }),
      getTranslations({ locale, namespace: 'Ratings' }),
      getTranslations({ locale, namespace: 'Layout' }),
      getTranslations({ locale, namespace: 'DoctorPage' }),
    ]);
  const branchPhones = readBranchPhones(branches);
  const doctorFacts: TDoctorFacts[] = doctors.map((doctor) => ({
    id: doctor.documentId,
    specialty: (doctor.specialties ?? []).map((specialty) => specialty.documentId),
    branch: (doctor.branches ?? []).map((branch) => branch.documentId),
    gender: isDoctorGender(doctor.gender) ? [doctor.gender] : [],
  }));
  const options = {
    specialty: specialties.map((specialty) => ({ id: specialty.documentId, name: specialty.name })),
    branch: branches.map((branch) => ({ id: branch.documentId, name: branch.name })),
    // Offered once a doctor of that gender is listed.
    gender: DOCTOR_GENDERS.filter((gender) => doctorFacts.some((doctor) => doctor.gender.includes(gender))).map(
      (gender) => ({ id: gender, name: t(`gender.${gender}`) }),
    ),
  };
  const optionCount = options.specialty.length + options.branch.length + options.gender.length;
  const labels = {
    filters: t('filters'),
    // The phone's disclosure button, for every number of chosen filters.
    showFilters: Array.from({ length: optionCount + 1 }, (_, count) => t('showFilters', { count })),
    legends: { specialty: t('specialities'), branch: t('branches'), gender: t('genders') },
    clearAll: t('clearAll'),
    // The live count's sentence for every count the list can show, with the locale's plural rules.
    results: Array.from({ length: doctors.length + 1 }, (_, count) => t('results', { count })),
  };

  return (
    <>
      <h1 className="text-3xl font-bold text-brand">{t('title')}</h1>
      <p className="mt-2 mb-8 text-slate-700">{t('description')}</p>
      <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
        <Suspense
          fallback={
            <DoctorFilterPanel
              options={options}
              chosen={NOTHING_CHOSEN}
              visibleCount={doctors.length}
              labels={labels}
              isOpen={false}
            />
          }
        >
          <DoctorFilters options={options} doctors={doctorFacts} labels={labels} listId={DOCTOR_LIST_ID} />
        </Suspense>
        <NextFreeTimeWords locale={locale} template={t('nextFree', { time: '{time}' })} none={t('noNextFree')}>
          <ul id={DOCTOR_LIST_ID} className="grid content-start gap-4 sm:grid-cols-2 sm:gap-6">
            {doctors.map((doctor, index) => (
              <li key={doctor.documentId} data-list-item={doctor.documentId}>
                <DoctorCard
                  doctor={doctor}
                  viewProfile={t('viewProfile')}
                  isAboveFold={index === 0}
                  fee={describeDoctorFee(fees, doctor.documentId, branchIdsOf(doctor), locale, feeWords, branchPhones)}
                  rating={describeDoctorRating(ratings, doctor.documentId, locale, ratingWords)}
                  nextFreeTime={<DoctorNextFreeTime doctor={doctor.documentId} branches={branchIdsOf(doctor)} />}
                  book={{ text: layout('bookShort'), label: doctorPage('book', { name: doctor.name }) }}
                />
              </li>
            ))}
          </ul>
        </NextFreeTimeWords>
      </div>
    </>
  );
}
