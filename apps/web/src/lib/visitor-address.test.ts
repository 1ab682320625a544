import { describe, expect, it } from 'vitest';
import { readVisitorAddress } from './visitor-address';

describe('readVisitorAddress', () => {
  it('takes the entry the proxy appended, not one the client sent ahead of it', () => {
    expect(readVisitorAddress(new Headers({ 'x-forwarded-for': ' 198.51.100.99 , 203.0.113.7 ' }))).toBe('203.0.113.7');
    expect(readVisitorAddress(new Headers({ 'x-forwarded-for': '203.0.113.7' }))).toBe('203.0.113.7');
    expect(readVisitorAddress(new Headers({ 'x-forwarded-for': '203.0.113.7, ' }))).toBe('203.0.113.7');
  });

  it('falls back to X-Real-IP, then to nothing', () => {
    expect(readVisitorAddress(new Headers({ 'x-real-ip': '198.51.100.4' }))).toBe('198.51.100.4');
    expect(readVisitorAddress(new Headers({ 'x-forwarded-for': ' ', 'x-real-ip': '198.51.100.4' }))).toBe(
      '198.51.100.4',
    );
    expect(readVisitorAddress(new Headers())).toBe('');
  });
});
