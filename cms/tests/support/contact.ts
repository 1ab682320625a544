import { uniqueSurname } from './booking';

/**
 * A valid Arabic message. Its subject is unique, so a test finds (or misses) exactly its own row;
 * letters only, as `uniqueSurname` makes them.
 */
export const contactMessage = (overrides: Record<string, unknown> = {}) => ({
  name: 'سارة محمود',
  email: 'Sara.Mahmoud@Example.com',
  phone: '٠١٠ ١٢٣٤ ٥٦٧٨',
  subject: uniqueSurname('Contact'),
  message: 'أريد حجز موعد لابني يوم السبت القادم من فضلكم.',
  locale: 'ar',
  ...overrides,
});

type ContactResponse = {
  status: number;
  retryAfter: string | null;
  body: {
    data: { received: boolean } | null;
    error?: { status: number; name: string; message: string; details: { errors?: unknown[] } };
  };
};

export const postContactMessage = async (
  cmsUrl: string,
  body: unknown,
  { headers = {}, path = '/api/contact-messages/send' }: { headers?: Record<string, string>; path?: string } = {},
): Promise<ContactResponse> => {
  const response = await fetch(`${cmsUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as ContactResponse['body'],
  };
};
