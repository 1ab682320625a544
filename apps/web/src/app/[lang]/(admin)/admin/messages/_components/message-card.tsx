import type { StaffInboxMessage } from '@clinic/cms-client';
import { formatCairoDateTime, formatPhoneForDisplay } from '@clinic/domain';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { ReadToggle, type TReadToggleLabels } from './read-toggle';

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="flex flex-wrap gap-x-2">
    <dt className="font-medium text-slate-700">{label}</dt>
    <dd>{children}</dd>
  </div>
);

/**
 * One message as the patient sent it. Their text is rendered as text (React escapes it) and in
 * its own direction, so an Arabic message reads right to left in the English inbox and back.
 * Unread is said in words and weight, not by colour alone.
 */
export async function MessageCard({
  message,
  locale,
  toggleLabels,
}: {
  message: StaffInboxMessage;
  locale: Locale;
  toggleLabels: TReadToggleLabels;
}) {
  const [t, admin] = await Promise.all([
    getTranslations({ locale, namespace: 'StaffMessages' }),
    getTranslations({ locale, namespace: 'Admin' }),
  ]);
  const isUnread = !message.isRead;
  const headingId = `message-${message.documentId}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`rounded-xl border bg-white p-5 ${isUnread ? 'border-brand border-s-4' : 'border-slate-200'}`}
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2
          id={headingId}
          dir="auto"
          className={`min-w-0 text-lg wrap-anywhere ${isUnread ? 'font-bold' : 'font-normal'}`}
        >
          {message.subject ? <span translate="no">{message.subject}</span> : t('noSubject')}
        </h2>
        {isUnread ? (
          <span className="rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-white">{t('unreadBadge')}</span>
        ) : null}
      </div>
      <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
        <Field label={t('from')}>
          <bdi className={isUnread ? 'font-bold' : undefined} translate="no">
            {message.name}
          </bdi>
        </Field>
        <Field label={t('email')}>
          <a href={`mailto:${message.email}`} className="break-all text-brand underline">
            {message.email}
          </a>
        </Field>
        {message.phone ? (
          <Field label={t('phone')}>
            <a href={`tel:${message.phone}`} className="text-brand underline">
              <bdi dir="ltr">{formatPhoneForDisplay(message.phone)}</bdi>
            </a>
          </Field>
        ) : null}
        <Field label={t('language')}>{admin(`language.${message.language}`)}</Field>
        <Field label={t('receivedAt')}>
          <time dateTime={message.createdAt}>
            {formatCairoDateTime(new Date(message.createdAt), locale, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        </Field>
      </dl>
      <p dir="auto" className="mt-4 whitespace-pre-line break-words rounded-lg bg-slate-50 p-4" translate="no">
        {message.message}
      </p>
      <div className="mt-4">
        <ReadToggle documentId={message.documentId} isRead={message.isRead} labels={toggleLabels} />
      </div>
    </article>
  );
}
