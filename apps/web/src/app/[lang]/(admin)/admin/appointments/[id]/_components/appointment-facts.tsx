import type { StaffAppointmentDetail } from '@clinic/cms-client';
import { formatConsultationFee, formatPhoneForDisplay } from '@clinic/domain';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { PatientName } from '../../../../_components/patient-name';
import { fullTime } from '../_lib/detail-time';
import { DetailSection, Fact } from './detail-section';

type TFactsProps = { appointment: StaffAppointmentDetail; locale: Locale };

/** Who the patient is and how to reach them; an anonymized visit keeps none of it. */
export async function PatientFacts({ appointment, locale }: TFactsProps) {
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return (
    <DetailSection id="patient-heading" title={t('detail.patient')}>
      <Fact label={t('detail.name')}>
        <PatientName visit={appointment} anonymized={t('anonymizedPatient')} />
      </Fact>
      <Fact label={t('detail.phone')}>
        {appointment.anonymizedAt ? (
          '—'
        ) : (
          <a href={`tel:${appointment.phone}`} className="text-brand underline">
            <bdi dir="ltr">{formatPhoneForDisplay(appointment.phone)}</bdi>
          </a>
        )}
      </Fact>
      <Fact label={t('detail.email')}>
        {appointment.anonymizedAt ? (
          '—'
        ) : appointment.email ? (
          <a href={`mailto:${appointment.email}`} className="break-all text-brand underline">
            {appointment.email}
          </a>
        ) : (
          t('detail.noEmail')
        )}
      </Fact>
      <Fact label={t('detail.age')}>{appointment.age ?? '—'}</Fact>
      <Fact label={t('detail.notes')}>
        {appointment.notes ? (
          <span className="whitespace-pre-line" translate="no">
            {appointment.notes}
          </span>
        ) : (
          t('detail.noNotes')
        )}
      </Fact>
      <Fact label={t('detail.payment')}>{t(`contract.${appointment.contractType}`)}</Fact>
    </DetailSection>
  );
}

/** When and where the visit is, with whom, for what, and its fee. */
export async function VisitFacts({ appointment, locale }: TFactsProps) {
  const t = await getTranslations({ locale, namespace: 'Admin' });
  const facts: [label: string, value: ReactNode][] = [
    [t('detail.when'), fullTime(appointment.startsAt, locale)],
    [t('detail.mode'), t(`mode.${appointment.mode}`)],
    [t('detail.doctor'), appointment.doctorName],
    [t('detail.branch'), appointment.branchName],
    [t('detail.address'), appointment.branchAddress ?? '—'],
    [t('detail.specialty'), appointment.specialtyName ?? t('detail.notChosen')],
    [t('detail.service'), appointment.serviceName ?? t('detail.notChosen')],
    [
      t('detail.fee'),
      appointment.consultationFeeEgp
        ? formatConsultationFee(appointment.consultationFeeEgp, locale)
        : t('detail.noFee'),
    ],
  ];
  return (
    <DetailSection id="visit-heading" title={t('detail.visit')}>
      {facts.map(([label, value]) => (
        <Fact key={label} label={label}>
          {value}
        </Fact>
      ))}
    </DetailSection>
  );
}

/** How the booking was made: its number, when, from where, in which language, the consent, and a cancellation's reason. */
export async function BookingFacts({ appointment, locale }: TFactsProps) {
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return (
    <DetailSection id="booking-heading" title={t('detail.booking')}>
      <Fact label={t('columns.bookingNumber')}>
        <span dir="ltr" className="font-mono">
          {appointment.bookingNumber}
        </span>
      </Fact>
      <Fact label={t('detail.bookedAt')}>{fullTime(appointment.createdAt, locale)}</Fact>
      <Fact label={t('detail.source')}>{t(`source.${appointment.source}`)}</Fact>
      <Fact label={t('detail.language')}>{t(`language.${appointment.locale}`)}</Fact>
      <Fact label={t('detail.consent')}>
        {appointment.consentRecordedBy
          ? t('detail.consentVerbal', {
              version: appointment.consentPolicyVersion,
              name: appointment.consentRecordedBy,
            })
          : t('detail.consentOnline', { version: appointment.consentPolicyVersion })}
      </Fact>
      {appointment.cancelReason ? (
        <Fact label={t('detail.cancellation')}>
          {t(`cancelReason.${appointment.cancelReason}`)}
          {appointment.cancelNote ? (
            <span className="block whitespace-pre-line text-slate-700" translate="no">
              {appointment.cancelNote}
            </span>
          ) : null}
        </Fact>
      ) : null}
    </DetailSection>
  );
}
