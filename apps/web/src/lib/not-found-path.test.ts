import { describe, expect, it } from 'vitest';
import { isIdSlugRoutePath } from './not-found-path';

describe('isIdSlugRoutePath', () => {
  it.each([
    ['/en/doctor/abc', true],
    ['/ar/doctor/0-x', true],
    ['/en/branches/1e3-x', true],
    ['/en/services/99999-x', true],
    ['/ar/blog/%D8%A7', true],
  ])('%s is a route whose parameter failed', (pathname, expected) => {
    expect(isIdSlugRoutePath(pathname)).toBe(expected);
  });

  it.each([
    ['/en/no-such-page', false],
    ['/en/doctor', false],
    ['/en/doctor/', false],
    ['/en/doctor/1-x/extra', false],
    ['/en/doctors/1-x', false],
    ['/en', false],
  ])('%s is a path the site has no route for', (pathname, expected) => {
    expect(isIdSlugRoutePath(pathname)).toBe(expected);
  });
});
