/** The header reader the visitor's address is taken from; `Headers` and Next's `headers()` both fit. */
type HeaderReader = { get(name: string): string | null };

/**
 * The visitor's address to forward to the CMS for its rate limit: the first X-Forwarded-For entry
 * (the client, as the proxy in front of this server saw it), else X-Real-IP, else '' (the CMS
 * then counts the request against this server's own address).
 */
export function readVisitorAddress(headers: HeaderReader): string {
  const [first] = (headers.get('x-forwarded-for') ?? '').split(',');
  return first?.trim() || headers.get('x-real-ip')?.trim() || '';
}
