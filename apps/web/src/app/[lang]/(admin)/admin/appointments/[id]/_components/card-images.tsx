import type { StaffAppointmentDetail } from '@clinic/cms-client';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { shortTime } from '../_lib/detail-time';
import { CardCheck } from './card-check';
import { DetailSection } from './detail-section';

/**
 * The company or syndicate card's two sides the patient sent, each opening full size, and the desk's
 * verdict on the card beside them.
 */
export async function CardImages({ appointment, locale }: { appointment: StaffAppointmentDetail; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Admin.detail' });
  const sides = (['front', 'back'] as const).filter((side) => appointment.cards[side]);
  const { cardCheck } = appointment;
  return (
    <DetailSection id="cards-heading" title={t('cards')} hasFacts={false} className="mt-6">
      {appointment.contractType === 'cash' ? null : (
        <CardCheck
          documentId={appointment.documentId}
          cardCheck={cardCheck && { ...cardCheck, checkedAt: shortTime(cardCheck.checkedAt, locale) }}
          canCheck={appointment.status === 'pending' || appointment.status === 'confirmed'}
        />
      )}
      {sides.length === 0 ? (
        <p className="text-slate-700">{t('noCards')}</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {sides.map((side) => {
            const label = t(side === 'front' ? 'cardFront' : 'cardBack');
            const src = `/${locale}/admin/appointments/${appointment.documentId}/cards/${side}`;
            return (
              <figure key={side}>
                <a href={src} target="_blank" rel="noopener">
                  {/* A private image behind the staff session: next/image would cache it on the server. */}
                  <img src={src} alt={label} className="w-full rounded-lg border border-slate-200" />
                </a>
                <figcaption className="mt-1 text-sm text-slate-700">{label}</figcaption>
              </figure>
            );
          })}
        </div>
      )}
    </DetailSection>
  );
}
