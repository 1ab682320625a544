/** The header reader the visitor's address is taken from; `Headers` and Next's `headers()` both fit. */
type HeaderReader = { get(name: string): string | null };

/**
 * The visitor's address to forward to the CMS for its rate limit: the last X-Forwarded-For entry,
 * the one the proxy in front of this server appended (nginx's `$proxy_add_x_forwarded_for`) after
 * whatever the client sent, so a client cannot pick its own address by sending the header; else
 * X-Real-IP; else '' (the CMS then counts the request against this server's own address).
 */
export function readVisitorAddress(headers: HeaderReader): string {
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.at(-1) || headers.get('x-real-ip')?.trim() || '';
}
