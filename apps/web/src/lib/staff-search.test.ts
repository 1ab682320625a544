import { describe, expect, it } from 'vitest';
import { STAFF_SEARCH_LIFETIME_MS, openSearchParams, openStaffSearch, sealStaffSearch } from './staff-search';

const NOW = Date.parse('2026-11-28T10:00:00Z');

describe('sealStaffSearch and openStaffSearch', () => {
  it('seal what was typed so the URL shows none of it, and open it again', () => {
    const ref = sealStaffSearch('01223344556', NOW);
    expect(ref).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(ref).not.toContain('01223344556');
    expect(Buffer.from(ref, 'base64url').toString('latin1')).not.toContain('01223344556');
    expect(openStaffSearch(ref, NOW)).toBe('01223344556');
    // Sealed twice, it reads differently: two searches for one person do not show they are the same.
    expect(sealStaffSearch('01223344556', NOW)).not.toBe(ref);
  });

  it('stop opening once the working day is over', () => {
    const ref = sealStaffSearch('mona@example.com', NOW);
    expect(openStaffSearch(ref, NOW + STAFF_SEARCH_LIFETIME_MS - 1)).toBe('mona@example.com');
    expect(openStaffSearch(ref, NOW + STAFF_SEARCH_LIFETIME_MS)).toBeNull();
  });

  it('open nothing changed, made up, or sealed with another server secret', () => {
    const ref = sealStaffSearch('Saleh', NOW);
    const bytes = Buffer.from(ref, 'base64url');
    bytes[14] = (bytes[14] ?? 0) ^ 1;
    expect(openStaffSearch(bytes.toString('base64url'), NOW)).toBeNull();
    expect(openStaffSearch('Saleh', NOW)).toBeNull();
    expect(openStaffSearch('', NOW)).toBeNull();
    const sealedHere = sealStaffSearch('Saleh', NOW, 'one deployment');
    expect(openStaffSearch(sealedHere, NOW, 'one deployment')).toBe('Saleh');
    expect(openStaffSearch(sealedHere, NOW, 'another deployment')).toBeNull();
  });
});

describe('openSearchParams', () => {
  it('put the sealed search back in q beside the other filters, and never read a plain q', () => {
    const ref = sealStaffSearch('Mona', NOW);
    expect(openSearchParams({ from: '2026-11-01', ref }, NOW)).toEqual({
      searchParams: { from: '2026-11-01', q: 'Mona' },
      expired: false,
    });
    expect(openSearchParams({ from: '2026-11-01', q: 'Mona' }, NOW)).toEqual({
      searchParams: { from: '2026-11-01' },
      expired: false,
    });
  });

  it('say when a sealed search no longer opens', () => {
    const ref = sealStaffSearch('Mona', NOW);
    expect(openSearchParams({ ref }, NOW + STAFF_SEARCH_LIFETIME_MS)).toEqual({ searchParams: {}, expired: true });
  });
});
