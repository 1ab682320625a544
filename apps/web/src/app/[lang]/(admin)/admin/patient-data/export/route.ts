import type { PatientData } from '@clinic/cms-client';
import { formatCairoDateTime, formatPhoneForDisplay, toCairoDate } from '@clinic/domain';
import { getTranslations } from 'next-intl/server';
import { type Locale, routing } from '@/i18n/routing';
import { findMainInfo } from '@/lib/site-content';
import { leaveIfSessionRejected, openStaffCms } from '@/lib/staff-cms';
import { readPersonQuery } from '../_lib/person-query';
import { openSearchParams } from '@/lib/staff-search';
import { fileDownload } from '@/lib/download';
import { renderPatientDataFile } from '../_lib/patient-data-file';
import { describeVisitMessages, describeVisitReview } from '../_lib/visit-messages';
import { describeWaitingEntry } from '../_components/person-data';

/**
 * GET /{lang}/admin/patient-data/export?ref=…&language=ar|en — everything held about a person, as a
 * file they can open in any browser, written in their language (`language`) and laid out for it
 * (right to left in Arabic). Managers only; the CMS records it in the access log as an export.
 */
export async function GET(request: Request, { params }: RouteContext<'/[lang]/admin/patient-data/export'>) {
  const { lang } = await params;
  if (!routing.locales.includes(lang as Locale)) return new Response(null, { status: 404 });
  const search = new URL(request.url).searchParams;
  const language = search.get('language');
  const { person, text } = readPersonQuery(openSearchParams(Object.fromEntries(search)).searchParams.q);
  if (!person || !routing.locales.includes(language as Locale)) return new Response(null, { status: 404 });
  const cms = await openStaffCms(lang as Locale);
  if (cms.session.user.role !== 'manager') return new Response(null, { status: 404 });
  const fileLocale = language as Locale;
  let data: PatientData;
  try {
    data = await cms.client.findPatientData(person, {
      export: true,
      locale: fileLocale,
      ...cms.fresh,
    });
  } catch (error) {
    leaveIfSessionRejected(error, lang as Locale);
    return new Response(null, { status: 502 });
  }
  const [t, admin, mainInfo] = await Promise.all([
    getTranslations({ locale: fileLocale, namespace: 'Admin.patientData' }),
    getTranslations({ locale: fileLocale, namespace: 'Admin' }),
    findMainInfo(fileLocale),
  ]);
  const clinic = mainInfo?.clinicName ?? '';
  const who = person.phone ? formatPhoneForDisplay(person.phone) : (person.email ?? text);
  const when = (instant: string) =>
    formatCairoDateTime(new Date(instant), fileLocale, { dateStyle: 'long', timeStyle: 'short' });
  const today = toCairoDate(new Date());
  const ltr = (value: string) => `\u2066${value}\u2069`;
  const html = renderPatientDataFile({
    locale: fileLocale,
    text: {
      title: t('file.title', { clinic }),
      intro: t('file.intro', {
        clinic,
        who: ltr(who),
        date: formatCairoDateTime(new Date(`${today}T12:00:00Z`), fileLocale, { dateStyle: 'long' }),
      }),
      visits: t('file.visits'),
      contactMessages: t('file.contactMessages'),
      waitingEntries: t('file.waitingEntries'),
      none: t('file.none'),
    },
    visits: data.appointments.map((visit) => ({
      bookingNumber: visit.bookingNumber,
      entries: [
        [t('fields.name'), `${visit.firstName} ${visit.lastName}`],
        [t('fields.phone'), ltr(formatPhoneForDisplay(visit.phone))],
        [t('fields.email'), visit.email ? ltr(visit.email) : '—'],
        [t('fields.age'), visit.age === null ? '—' : String(visit.age)],
        [t('fields.notes'), visit.notes ?? '—'],
        [t('fields.when'), when(visit.startsAt)],
        [t('fields.doctor'), visit.doctorName ?? '—'],
        [t('fields.branch'), visit.branchName ?? '—'],
        [t('fields.status'), admin(`status.${visit.status}`)],
        [t('fields.payment'), admin(`contract.${visit.contractType}`)],
        [t('fields.booked'), when(visit.createdAt)],
        [t('fields.cards'), visit.cards.front || visit.cards.back ? t('cardsKept') : t('noCards')],
        [t('fields.messages'), describeVisitMessages(visit, data.messageStops, { admin, when }).join('\n') || '—'],
        [t('fields.review'), describeVisitReview(visit, admin).join('\n') || '—'],
        [t('fields.consent'), visit.consentPolicyVersion ?? '—'],
      ],
    })),
    contactMessages: data.contactMessages.map((message) => [
      [t('fields.received'), when(message.createdAt)],
      [t('fields.name'), message.name],
      [t('fields.subject'), message.subject ?? '—'],
      [t('fields.message'), message.message],
    ]),
    waitingEntries: data.waitingEntries.map((entry) =>
      describeWaitingEntry(entry, { t, when }).map(([label, value]) =>
        label === t('fields.phone') ? [label, ltr(value)] : [label, value],
      ),
    ),
  });
  return fileDownload(html, 'text/html', `patient-data-${today}-${fileLocale}.html`);
}
