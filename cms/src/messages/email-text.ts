/** Filling an email's text in, for its plain-text part and its HTML part alike. */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? '');

export type EmailValues = Record<string, string>;

/** An email's lines in `locale`, from each line's English and Arabic. */
export const linesIn = <Line extends string>(
  locale: 'en' | 'ar',
  lines: Record<Line, readonly [en: string, ar: string]>,
) =>
  Object.fromEntries(
    Object.entries<readonly [string, string]>(lines).map(([line, [english, arabic]]) => [
      line,
      locale === 'ar' ? arabic : english,
    ]),
  ) as Record<Line, string>;

/**
 * Fills the `{name}`-style placeholders of a template with `values`, passing the template's own words
 * and the values through separate formatters; a placeholder with no value stays as written.
 */
export const fillText = (
  template: string,
  values: EmailValues,
  formatText: (text: string) => string = (text) => text,
  formatValue: (value: string) => string = (value) => value,
) =>
  template
    .split(/(\{[a-zA-Z]+\})/)
    .map((part) => {
      const name = /^\{([a-zA-Z]+)\}$/.exec(part)?.[1];
      return name !== undefined && name in values ? formatValue(values[name] ?? '') : formatText(part);
    })
    .join('');

/** The same, as HTML: the words escaped, each value in `<bdi>` so a Latin name or number never reorders the Arabic around it. */
export const fillHtml = (template: string, values: EmailValues) =>
  fillText(template, values, escapeHtml, (value) => `<bdi>${escapeHtml(value)}</bdi>`);

/** An email's HTML document around its body's lines: in its language and direction, its subject as its title. */
export const toEmailHtml = (locale: 'en' | 'ar', subject: string, body: string[]) =>
  [
    '<!doctype html>',
    `<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: Arial, sans-serif; line-height: 1.6;">',
    ...body,
    '</body>',
    '</html>',
  ].join('\n');

/** Label and value pairs as an email's table, each value in `<bdi>`. */
export const toDetailsTable = (details: [string, string][]) => [
  '<table role="presentation" style="border-collapse: collapse;">',
  ...details.map(
    ([label, value]) =>
      `<tr><th scope="row" style="text-align: start; padding-block: 4px; padding-inline-end: 12px;">${escapeHtml(label)}</th><td style="padding-block: 4px;"><bdi>${escapeHtml(value)}</bdi></td></tr>`,
  ),
  '</table>',
];
