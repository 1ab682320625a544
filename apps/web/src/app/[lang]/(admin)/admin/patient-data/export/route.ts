import type { PatientData } from '@clinic/cms-client';
import { formatCairoDateTime, formatPhoneForDisplay, toCairoDate } from '@clinic/domain';
import { getTranslations } from 'next-intl/server';
import { type Locale, routing } from '@/i18n/routing';
import { findMainInfo } from '@/lib/site-content';
import { leaveIfSessionRejected, openStaffCms } from '@/lib/staff-cms';
import { readPersonQuery } from '../_lib/person-query';
import { openSearchParams } from '@/lib/staff-search';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

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
  const list = (entries: [string, string][]) =>
    `<dl>${entries.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`;
  const ltr = (value: string) => `\u2066${value}\u2069`;

  const visits = data.appointments.map((visit) =>
    [
      `<section><h3 dir="ltr">${escapeHtml(visit.bookingNumber)}</h3>`,
      list([
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
        [t('fields.messages'), String(visit.messages.length)],
        [t('fields.consent'), visit.consentPolicyVersion ?? '—'],
      ]),
      '</section>',
    ].join(''),
  );
  const messages = data.contactMessages.map(
    (message) =>
      `<section>${list([
        [t('fields.received'), when(message.createdAt)],
        [t('fields.name'), message.name],
        [t('fields.subject'), message.subject ?? '—'],
        [t('fields.message'), message.message],
      ])}</section>`,
  );
  const title = t('file.title', { clinic });
  const html = [
    '<!doctype html>',
    `<html lang="${fileLocale}" dir="${fileLocale === 'ar' ? 'rtl' : 'ltr'}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>`,
    '<style>body{font-family:system-ui,sans-serif;line-height:1.6;max-width:48rem;margin:2rem auto;padding:0 1rem}',
    'section{border:1px solid #cbd5e1;border-radius:.5rem;padding:.5rem 1rem;margin:1rem 0}',
    'dl{display:grid;grid-template-columns:minmax(8rem,1fr) 2fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0;white-space:pre-line;overflow-wrap:anywhere}</style></head>',
    `<body><h1>${escapeHtml(title)}</h1>`,
    `<p>${escapeHtml(t('file.intro', { clinic, who: ltr(who), date: formatCairoDateTime(new Date(`${today}T12:00:00Z`), fileLocale, { dateStyle: 'long' }) }))}</p>`,
    `<h2>${escapeHtml(t('file.visits'))}</h2>`,
    visits.length > 0 ? visits.join('') : `<p>${escapeHtml(t('file.none'))}</p>`,
    `<h2>${escapeHtml(t('file.contactMessages'))}</h2>`,
    messages.length > 0 ? messages.join('') : `<p>${escapeHtml(t('file.none'))}</p>`,
    '</body></html>',
  ].join('\n');
  return new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Disposition': `attachment; filename="patient-data-${today}-${fileLocale}.html"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
