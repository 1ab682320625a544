import type { AccessLogEntry } from '@clinic/cms-client';
import { APPOINTMENT_STATUSES, type TAppointmentStatus } from '@clinic/domain';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Fragment, type ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';

const isAppointmentStatus = (id: string): id is TAppointmentStatus =>
  (APPOINTMENT_STATUSES as readonly string[]).includes(id);

/** What staff typed into a search, shown as typed: never translated, kept in its order. */
const typedByStaff = (chunks: ReactNode) => <bdi translate="no">{chunks}</bdi>;

/**
 * What an entry adds to who and when, in words: a card's side, the fields corrected, how a person
 * was found and what was found, which waiting list was opened, or what an export covered (`names`:
 * branches and doctors by id).
 */
export async function AccessLogDetails({
  entry: { action, details },
  names,
  locale,
}: {
  entry: AccessLogEntry;
  names: ReadonlyMap<string, string>;
  locale: Locale;
}) {
  const [t, personText, admin, format] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin.accessLog' }),
    getTranslations({ locale, namespace: 'Admin.patientData' }),
    getTranslations({ locale, namespace: 'Admin' }),
    getFormatter({ locale }),
  ]);
  /** The statuses an export was filtered by, stored as their ids ('pending,confirmed'), in words. */
  const statusNames = (ids: string) =>
    format.list(
      ids
        .split(',')
        .filter(Boolean)
        .map((id) => (isAppointmentStatus(id) ? admin(`status.${id}`) : id)),
      { type: 'conjunction' },
    );
  /** The branch and the doctor a list was of, by name. */
  const nameOf = (id: unknown) => names.get(String(id)) ?? String(id);
  const branchPart = details.branch ? t('details.branch', { name: nameOf(details.branch) }) : null;
  const doctorPart = details.doctor ? t('details.doctor', { name: nameOf(details.doctor) }) : null;
  if (action === 'openCardImage') return details.side === 'back' ? t('details.back') : t('details.front');
  if (action === 'correctPatientData') {
    const fieldLabels: Record<string, string> = {
      firstName: personText('firstName'),
      lastName: personText('lastName'),
      phone: personText('fields.phone'),
      email: personText('fields.email'),
      age: personText('fields.age'),
    };
    const fields = String(details.fields ?? '')
      .split(',')
      .filter(Boolean)
      .map((field) => fieldLabels[field] ?? field);
    return t('details.fields', { fields: format.list(fields, { type: 'conjunction' }) });
  }
  if (action === 'findPatientData' || action === 'exportPatientData' || action === 'erasePatientData') {
    return [
      details.by === 'email' ? t('details.byEmail') : t('details.byPhone'),
      t('details.found', {
        visits: Number(details.appointments ?? 0),
        messages: Number(details.contactMessages ?? 0),
      }),
    ].join(' · ');
  }
  if (action === 'viewWaitingList') return [doctorPart, branchPart].filter(Boolean).join(' · ');
  if (action !== 'exportAppointments') return null;
  const parts: ReactNode[] = [
    t('details.range', { from: String(details.from ?? '…'), to: String(details.to ?? '…') }),
    branchPart,
    doctorPart,
    details.status ? t('details.status', { statuses: statusNames(String(details.status)) }) : null,
    details.q ? t.rich('details.search', { text: String(details.q), typed: typedByStaff }) : null,
  ].filter(Boolean);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? ' · ' : null}
      {part}
    </Fragment>
  ));
}
