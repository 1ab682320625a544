import type { TLocale } from '@clinic/domain';
import { type EmailValues, escapeHtml, fillHtml, fillText, toEmailHtml } from './email-text';
import { MANAGE_LINK_MARK } from './patient-email';

/** The lines of an email that leads the patient to one link, as templates of `{name}` values. */
export type LinkEmailLines = {
  subject: string;
  greeting: string;
  /** The paragraphs before the link. */
  body: string[];
  /** The link's words. */
  link: string;
  /** The paragraphs after it: the signature. */
  closing: string[];
};

/**
 * An email whose point is one link (MANAGE_LINK_MARK, made when it is sent): plain text, and HTML in
 * the language's direction, each value escaped and isolated in `<bdi>`. Its caller gives it its Message-ID.
 */
const buildLinkEmail = (locale: 'en' | 'ar', lines: LinkEmailLines, values: EmailValues) => {
  const subject = fillText(lines.subject, values);
  const text = [
    fillText(lines.greeting, values),
    '',
    ...lines.body.map((line) => fillText(line, values)),
    '',
    MANAGE_LINK_MARK,
    '',
    ...lines.closing.map((line) => fillText(line, values)),
  ].join('\n');
  const paragraph = (line: string) => `<p>${fillHtml(line, values)}</p>`;
  const html = toEmailHtml(locale, subject, [
    paragraph(lines.greeting),
    ...lines.body.map(paragraph),
    `<p><a href="${MANAGE_LINK_MARK}">${escapeHtml(lines.link)}</a></p>`,
    ...lines.closing.map(paragraph),
  ]);
  return { subject, text, html };
};

/** A visit as a one-link email names it: the patient, the doctor, the branch and the clinic, in the booking's language. */
export type LinkEmailVisit = {
  locale: TLocale;
  clinicName: string;
  firstName: string;
  doctorName: string;
  branchName: string;
};

/**
 * buildLinkEmail about a visit: `{name}`, `{doctor}`, `{branch}` and `{clinic}` filled from it, with
 * `values` besides; the clinic signs last, after `lines.closing`.
 */
export const buildVisitLinkEmail = (
  visit: LinkEmailVisit,
  lines: Omit<LinkEmailLines, 'closing'> & { closing?: string[] },
  values: EmailValues = {},
) =>
  buildLinkEmail(
    visit.locale,
    { ...lines, closing: [...(lines.closing ?? []), '{clinic}'] },
    { name: visit.firstName, doctor: visit.doctorName, branch: visit.branchName, clinic: visit.clinicName, ...values },
  );
