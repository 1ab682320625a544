import type { StaffAppointmentDetail } from '@clinic/cms-client';
import { getTranslations } from 'next-intl/server';
import { leftToRight } from '@/components/left-to-right';
import type { Locale } from '@/i18n/routing';
import { shortTime } from '../_lib/detail-time';
import { DetailSection } from './detail-section';
import { StaffNoteForm } from './staff-note-form';

/** The staff's notes on the visit, who wrote each and when, those for the doctor marked; and a new one. */
export async function StaffNotes({ appointment, locale }: { appointment: StaffAppointmentDetail; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Admin.staffNotes' });
  return (
    <DetailSection
      id="staff-notes-heading"
      title={t('title')}
      description={t('description')}
      hasFacts={false}
      className="mt-6"
    >
      {appointment.staffNotes.length === 0 ? (
        <p className="mb-4 text-slate-700">{t('none')}</p>
      ) : (
        <ul className="mb-4 space-y-2">
          {appointment.staffNotes.map((note) => (
            <li key={`${note.createdAt}-${note.text}`} className="rounded-lg bg-slate-50 p-3">
              <p className="break-words whitespace-pre-line" translate="no">
                {note.text}
              </p>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                <span>
                  {t.rich('by', {
                    name: note.writtenBy ?? '—',
                    time: shortTime(note.createdAt, locale),
                    ltr: leftToRight,
                  })}
                </span>
                {note.isForDoctor ? (
                  <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">
                    {t('forDoctorBadge')}
                  </span>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
      <StaffNoteForm documentId={appointment.documentId} labelledBy="staff-notes-heading" />
    </DetailSection>
  );
}
