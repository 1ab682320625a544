import { timingSafeEqual } from 'node:crypto';
import { readCmsEnvironment } from '../environment';

type RequestLike = { ip: string; get: (header: string) => string };

const isSameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The address a limit applies to. `X-Forwarded-For` can be written by anyone, so it counts only on
 * requests from our own web server, which proves itself with the shared WEB_PROXY_SECRET header;
 * every other request is counted by its socket address.
 */
export const resolveClientAddress = (request: RequestLike, proxySecret = readCmsEnvironment().WEB_PROXY_SECRET) => {
  const presented = request.get('x-clinic-proxy-secret');
  if (proxySecret && presented && isSameSecret(presented, proxySecret)) {
    const [first] = request.get('x-forwarded-for').split(',');
    if (first?.trim()) return first.trim();
  }
  return request.ip;
};
