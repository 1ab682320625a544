import qs from 'qs';

/**
 * Serializes a query in the bracket notation the Strapi REST API parses
 * (`filters[slug][$eq]=x&populate[0]=image`). Only values are percent-encoded so the keys
 * stay readable in logs and identical to the examples in Strapi's documentation.
 * Returns `''` or a string starting with `?`.
 */
export function encodeQuery(query: object | undefined): string {
  if (query === undefined) return '';
  return qs.stringify(query, { encodeValuesOnly: true, addQueryPrefix: true });
}
