import { ClientMessages } from '@/components/client-messages';
import { CARD_IMAGE_MAX_BYTES, CARD_IMAGE_TYPES, formatPhoneForDisplay } from '@clinic/domain';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { BookingFrame } from '@/components/booking-frame';
import { readServerEnv } from '@/env';
import type { Locale } from '@/i18n/routing';
import { listBranches } from '@/lib/content/branches';
import { listConsultationFees, listDoctors } from '@/lib/content/doctors';
import { getPrivacyPolicy } from '@/lib/content/pages';
import { listServices } from '@/lib/content/services';
import { listSpecialties } from '@/lib/content/specialties';
import { describePageByItsWords } from '@/lib/page-metadata';
import { getMainInfo } from '@/lib/site-content';
import { BookingWizard } from './_components/booking-wizard';
import { FlowChooser } from './_components/flow-chooser';
import type { TBookingCatalog } from './_lib/booking-catalog';

export const generateMetadata = describePageByItsWords('BookingPage', '/booking');

/** Used when the CMS has no policy version yet: consent still names what was shown. */
const UNVERSIONED_POLICY = 'current';

/**
 * The booking page: static, with everything the screens choose from; the free times and the
 * booking itself go through server actions.
 */
export default async function BookingPage({ params }: PageProps<'/[lang]/booking'>) {
  const locale = (await params).lang as Locale;
  setRequestLocale(locale);
  const [t, doctors, branches, specialties, services, mainInfo, policy, fees] = await Promise.all([
    getTranslations({ locale, namespace: 'BookingPage' }),
    listDoctors(locale),
    listBranches(locale),
    listSpecialties(locale),
    listServices(locale),
    getMainInfo(locale),
    getPrivacyPolicy(locale),
    listConsultationFees(),
  ]);
  const catalog: TBookingCatalog = {
    clinicName: mainInfo.clinicName,
    policyVersion: policy?.policyVersion ?? UNVERSIONED_POLICY,
    cardImages: { maxBytes: CARD_IMAGE_MAX_BYTES, types: CARD_IMAGE_TYPES },
    sendsSms: readServerEnv().SMS_GATEWAY_URL !== '',
    sendsWhatsApp: readServerEnv().WHATSAPP_API_URL !== '',
    doctors: doctors.map((doctor) => ({
      id: doctor.documentId,
      name: doctor.name,
      title: doctor.title,
      imageUrl: doctor.image?.formats?.thumbnail?.url ?? doctor.image?.url ?? null,
      specialtyIds: (doctor.specialties ?? []).map((specialty) => specialty.documentId),
      branchIds: (doctor.branches ?? []).map((branch) => branch.documentId),
    })),
    branches: branches.map((branch) => ({
      id: branch.documentId,
      name: branch.name,
      city: branch.city,
      address: branch.address,
      locationLink: branch.locationLink,
      phone: branch.phone ? formatPhoneForDisplay(branch.phone) : null,
    })),
    specialties: specialties.map((specialty) => ({ id: specialty.documentId, name: specialty.name })),
    fees,
    services: services.map((service) => ({
      id: service.documentId,
      name: service.name,
      specialtyId: service.specialty?.documentId ?? null,
    })),
  };

  return (
    <BookingFrame locale={locale} title={t('title')} description={t('description')}>
      {/* The way to book is the server's first answer: it needs no script, and nothing shifts when the screens take over. */}
      <ClientMessages locale={locale} namespaces={['Booking', 'Fees', 'Forms', 'Validation']}>
        <Suspense fallback={<FlowChooser />}>
          <BookingWizard catalog={catalog} />
        </Suspense>
      </ClientMessages>
    </BookingFrame>
  );
}
