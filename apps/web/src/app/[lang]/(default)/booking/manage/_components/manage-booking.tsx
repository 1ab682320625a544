'use client';

import type { ManagedBooking } from '@clinic/cms-client';
import { useLocale, useTranslations } from 'next-intl';
import { useActionState, useId } from 'react';
import { PhoneLinks } from '@/components/phone-links';
import { BookingDetails, MapLink, useBookingRows } from '../../_components/booking-details';
import { BookingFileButtons } from '../../_components/booking-file-buttons';
import { cancelVisit } from '../actions';
import { ChangeFailure, ConfirmWithDigits } from './change-fields';
import { EarlierTime } from './earlier-time';
import { MessagesChoice } from './messages-choice';
import { MoveVisit } from './move-visit';
import { QueuePlace } from './queue-place';
import { leftToRight } from '@/components/left-to-right';

type ManageBookingProps = { view: ManagedBooking; clinicName: string };

/**
 * The patient's booking as the link opens it: its status and details, the files, and what the patient
 * may do now: move or cancel it until the cutoff, each confirmed with the phone's last four digits;
 * otherwise why not, and the branch's phone and WhatsApp. And, while the visit is ahead, waiting for an
 * earlier time, and whether the clinic writes to the patient about it; on the day, once checked in,
 * their place in the queue first.
 */
export function ManageBooking({ view, clinicName }: ManageBookingProps) {
  const t = useTranslations('ManageBooking');
  const rows = useBookingRows(view.booking);
  const { booking, patient, change } = view;
  const isOpen = booking.status === 'pending' || booking.status === 'confirmed';

  return (
    <div className="space-y-6">
      {view.queue ? <QueuePlace queue={view.queue} /> : null}
      <section aria-labelledby="manage-visit" className="space-y-4 rounded-2xl border border-slate-200 p-6">
        <h2 id="manage-visit" className="text-xl font-semibold text-brand">
          {t('greeting', { name: patient.firstName })}
        </h2>
        <p className="text-lg">
          {t('statusLabel')}: <strong data-testid="manage-status">{t(`status.${booking.status}`)}</strong>
        </p>
        <BookingDetails rows={rows} />
        <MapLink booking={booking} />
        <p className="text-sm text-slate-700">
          {t.rich('contactOnRecord', { phone: patient.phone, ltr: leftToRight })}
          {patient.email ? <> {t.rich('emailOnRecord', { email: patient.email, ltr: leftToRight })}</> : null}
        </p>
        {isOpen ? (
          <div className="flex flex-wrap gap-3">
            <BookingFileButtons booking={booking} clinicName={clinicName} />
          </div>
        ) : null}
      </section>
      {change.refusal || change.locked ? <ChangeRefused view={view} /> : <ChangeVisit view={view} />}
      {isOpen ? <EarlierTime earlier={view.earlier} /> : null}
      {isOpen ? <MessagesChoice isStopped={view.messagesStopped} phoneChannel={view.phoneChannel} /> : null}
    </div>
  );
}

/** Why the patient cannot change the visit here now, and how to reach the branch instead. */
function ChangeRefused({ view }: { view: ManagedBooking }) {
  const t = useTranslations('ManageBooking');
  const { change, branchContact, booking } = view;
  const reason = change.locked
    ? t('refused.locked')
    : change.refusal === 'closed'
      ? t(booking.status === 'canceled' ? 'refused.canceled' : 'refused.closed')
      : change.refusal === 'visitPassed'
        ? t('refused.visitPassed')
        : t('refused.pastCutoff', { hours: change.cutoffHours });
  return (
    <section aria-labelledby="manage-refused" className="space-y-3 rounded-2xl bg-brand-soft p-6">
      <h2 id="manage-refused" className="text-xl font-semibold text-brand">
        {t('changeTitle')}
      </h2>
      <p data-testid="manage-refusal">{reason}</p>
      {branchContact.phone || branchContact.whatsapp ? (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span>{t('callBranch')}</span>
          <PhoneLinks
            phone={branchContact.phone}
            whatsapp={branchContact.whatsapp}
            callLabel={t('call')}
            whatsappLabel={t('whatsapp')}
          />
        </p>
      ) : null}
    </section>
  );
}

/** Move or cancel, until the cutoff before the visit. */
function ChangeVisit({ view }: { view: ManagedBooking }) {
  const t = useTranslations('ManageBooking');
  return (
    <section aria-labelledby="manage-change" className="space-y-6 rounded-2xl border border-slate-200 p-6">
      <div>
        <h2 id="manage-change" className="text-xl font-semibold text-brand">
          {t('changeTitle')}
        </h2>
        <p className="mt-1 text-slate-700">{t('changeUntil', { hours: view.change.cutoffHours })}</p>
      </div>
      <MoveVisit view={view} />
      <CancelVisit />
    </section>
  );
}

/** Cancel: a plain form post, so it works without JavaScript too. */
function CancelVisit() {
  const t = useTranslations('ManageBooking');
  const locale = useLocale();
  // The page's address as the form's: posted before the script runs, the answer renders this page.
  const [state, action, isPending] = useActionState(cancelVisit, null, `/${locale}/booking/manage`);
  const idPrefix = useId();
  return (
    <form action={action} className="space-y-3 border-t border-slate-200 pt-6" aria-labelledby={`${idPrefix}-title`}>
      <h3 id={`${idPrefix}-title`} className="text-lg font-semibold">
        {t('cancelTitle')}
      </h3>
      <ChangeFailure state={state} />
      <p className="text-slate-700">{t('cancelExplain')}</p>
      <ConfirmWithDigits
        state={state}
        idPrefix={idPrefix}
        isPending={isPending}
        label={t('cancelSubmit')}
        variant="danger"
      />
    </form>
  );
}
