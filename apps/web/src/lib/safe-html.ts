const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Markup built by `html`: the only kind it writes without escaping. */
export type TSafeHtml = { readonly markup: string };

type THtmlValue = string | number | TSafeHtml | readonly TSafeHtml[];

const isSafeHtml = (value: unknown): value is TSafeHtml =>
  typeof value === 'object' && value !== null && 'markup' in value;

const toMarkup = (value: THtmlValue): string => {
  if (Array.isArray(value)) return value.map((part) => part.markup).join('');
  if (isSafeHtml(value)) return value.markup;
  return String(value).replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
};

/**
 * HTML written as a template whose every value is escaped, in text and in attributes alike, unless it
 * is markup this function built: what a patient typed can never become markup in a staff file.
 */
export function html(strings: TemplateStringsArray, ...values: readonly THtmlValue[]): TSafeHtml {
  return { markup: strings.reduce((markup, text, index) => markup + toMarkup(values[index - 1] ?? '') + text) };
}
