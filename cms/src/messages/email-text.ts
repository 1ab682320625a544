/** Filling an email's text in, for its plain-text part and its HTML part alike. */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? '');

export type EmailValues = Record<string, string>;

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
