import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './env';
import { NGINX_GZIP, nginxOpenPlaces, nginxPageCache } from './production-proxy';

/** A block of nginx settings as its directives (a `map { … }` is one), each with its words separated by one space. */
const directives = (settings: string) => {
  const found: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of settings) {
    current += char;
    if (char === '{') depth += 1;
    if (char === '}') depth -= 1;
    if (depth === 0 && (char === ';' || char === '}')) {
      found.push(current.replace(/;$/, '').replace(/\s+/g, ' ').trim());
      current = '';
    }
  }
  return found.filter(Boolean);
};

describe('the nginx settings docs/operations.md gives for production', () => {
  const deployed = readFileSync(path.join(ROOT, 'docs', 'operations.md'), 'utf8').replace(/\s+/g, ' ');

  it("are the ones the e2e suite, the bench and the cluster's nginx run: the page cache, compression and open places from the CMS", () => {
    const pageCache = nginxPageCache('/var/cache/nginx/clinic');
    const settings = [
      ...directives(pageCache.http),
      ...directives(pageCache.location),
      ...directives(NGINX_GZIP),
      ...directives(nginxOpenPlaces('http://127.0.0.1:1337/')),
    ];
    expect(settings.length).toBeGreaterThan(22);
    expect(settings.filter((directive) => !deployed.includes(directive))).toEqual([]);
  });
});
