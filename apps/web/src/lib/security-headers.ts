/**
 * The Content-Security-Policy of every page. Two forms, because a nonce forces a page to render on
 * each request:
 * - pages that already render per request (see isPerRequestPath) get a fresh nonce
 *   and 'strict-dynamic': only scripts Next marked with the nonce, and what they load, may run;
 * - the cached public pages (built once, served to everyone) cannot carry a per-request nonce, so
 *   they allow inline scripts ('unsafe-inline', needed for Next's inline hydration data). This is
 *   the documented trade-off: their content comes from editors, never from visitors, and every
 *   other directive stays strict.
 * Neither ever allows 'unsafe-eval' in production; `next dev` needs it for its overlay.
 */
type PolicyOptions = {
  nonce: string | null;
  isProduction: boolean;
  isHttps: boolean;
  /** The one origin that may show the page in a frame: the CMS's, for a preview. None otherwise. */
  framedBy?: string | null;
};

export function buildContentSecurityPolicy({ nonce, isProduction, isHttps, framedBy = null }: PolicyOptions): string {
  const scripts = nonce ? [`'self'`, `'nonce-${nonce}'`, `'strict-dynamic'`] : [`'self'`, `'unsafe-inline'`];
  if (!isProduction) scripts.push(`'unsafe-eval'`);
  const directives = [
    `default-src 'self'`,
    `script-src ${scripts.join(' ')}`,
    // Next, sonner and the loading bar set inline styles; style injection cannot run code.
    `style-src 'self' 'unsafe-inline'`,
    // data: and blob: are the card-image previews and the generated booking PDF.
    `img-src 'self' data: blob:`,
    `font-src 'self'`,
    `connect-src 'self'`,
    `media-src 'none'`,
    `object-src 'none'`,
    `frame-src 'none'`,
    `worker-src 'self' blob:`,
    `manifest-src 'self'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors ${framedBy ?? `'none'`}`,
  ];
  if (isHttps) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/**
 * Paths that render per request anyway, so a nonce costs nothing: the staff area with its sign-in
 * pages, and the booking form that works without JavaScript. The JavaScript booking screens are
 * prerendered (their speed is the point of them) and take the cached pages' policy.
 */
export function isPerRequestPath(pathname: string): boolean {
  return /^\/[a-z]{2}\/(?:admin|booking-old)(?:\/|$)/.test(pathname);
}

/** A fresh, unguessable nonce (128 bits, base64) for one response. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
