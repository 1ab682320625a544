import { describe, expect, it } from 'vitest';
import { buildPageTitle } from './seo';

describe('buildPageTitle', () => {
  it('uses an SEO title that carries its own suffix whole', () => {
    expect(buildPageTitle('Privacy Policy | Nile ENT Clinics', 'Privacy policy')).toEqual({
      absolute: 'Privacy Policy | Nile ENT Clinics',
    });
    expect(buildPageTitle('سياسة الخصوصية | عيادات النيل', 'سياسة الخصوصية')).toEqual({
      absolute: 'سياسة الخصوصية | عيادات النيل',
    });
  });

  it("leaves the site's suffix to the layout for any other title", () => {
    expect(buildPageTitle('Ear Wax and Cotton Buds: Why Less Is More', 'Ear wax')).toBe(
      'Ear Wax and Cotton Buds: Why Less Is More',
    );
    expect(buildPageTitle(null, 'Privacy policy')).toBe('Privacy policy');
    expect(buildPageTitle('', 'Privacy policy')).toBe('Privacy policy');
  });
});
