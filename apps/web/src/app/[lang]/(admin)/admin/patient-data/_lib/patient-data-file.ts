import type { Locale } from '@/i18n/routing';
import { html } from '@/lib/safe-html';

/** One fact of the file: its label and its value, in the file's language. */
type TFileEntry = readonly [label: string, value: string];

type TPatientDataFile = {
  locale: Locale;
  text: { title: string; intro: string; visits: string; contactMessages: string; waitingEntries: string; none: string };
  visits: readonly { bookingNumber: string; entries: readonly TFileEntry[] }[];
  contactMessages: readonly (readonly TFileEntry[])[];
  waitingEntries: readonly (readonly TFileEntry[])[];
};

const FILE_STYLE = html`<style>
body{font-family:system-ui,sans-serif;line-height:1.6;max-width:48rem;margin:2rem auto;padding:0 1rem}
section{border:1px solid #cbd5e1;border-radius:.5rem;padding:.5rem 1rem;margin:1rem 0}
dl{display:grid;grid-template-columns:minmax(8rem,1fr) 2fr;gap:.25rem 1rem}dt{font-weight:600}
dd{margin:0;white-space:pre-line;overflow-wrap:anywhere}
</style>`;

const entryList = (entries: readonly TFileEntry[]) =>
  html`<dl>${entries.map(([label, value]) => html`<dt>${label}</dt><dd>${value}</dd>`)}</dl>`;

/**
 * Everything held about a person as one HTML page they can open in any browser: in their language,
 * laid out for it (right to left in Arabic), every value escaped by `html`, whatever it holds.
 */
export function renderPatientDataFile({
  locale,
  text,
  visits,
  contactMessages,
  waitingEntries,
}: TPatientDataFile): string {
  const none = html`<p>${text.none}</p>`;
  const sections = (items: readonly (readonly TFileEntry[])[]) =>
    items.length > 0 ? items.map((entries) => html`<section>${entryList(entries)}</section>`) : none;
  const page = html`<!doctype html>
<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${text.title}</title>
${FILE_STYLE}</head>
<body><h1>${text.title}</h1>
<p>${text.intro}</p>
<h2>${text.visits}</h2>
${visits.length > 0 ? visits.map((visit) => html`<section><h3 dir="ltr">${visit.bookingNumber}</h3>${entryList(visit.entries)}</section>`) : none}
<h2>${text.contactMessages}</h2>
${sections(contactMessages)}
<h2>${text.waitingEntries}</h2>
${sections(waitingEntries)}
</body></html>
`;
  return page.markup;
}
