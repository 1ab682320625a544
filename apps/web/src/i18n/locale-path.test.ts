import { describe, expect, it } from 'vitest';
import { getPathname, stripLocalePrefix } from './locale-path';

describe('getPathname', () => {
  it('puts the language first on every page of the site', () => {
    expect(getPathname({ locale: 'ar', href: '/doctors' })).toBe('/ar/doctors');
    expect(getPathname({ locale: 'en', href: '/doctor/3-karim-mansour' })).toBe('/en/doctor/3-karim-mansour');
  });

  it('writes the home page as the language alone, its query and hash kept', () => {
    expect(getPathname({ locale: 'ar', href: '/' })).toBe('/ar');
    expect(getPathname({ locale: 'en', href: '/?from=email' })).toBe('/en?from=email');
    expect(getPathname({ locale: 'en', href: '/#contact' })).toBe('/en#contact');
  });

  it('writes a query given as an object, leaving out what is empty and repeating a list', () => {
    const href = {
      pathname: '/booking',
      query: { flow: 'doctor', step: 2, doctor: '7', branch: undefined, note: null, specialty: ['1', '4'] },
    };
    expect(getPathname({ locale: 'en', href })).toBe('/en/booking?flow=doctor&step=2&doctor=7&specialty=1&specialty=4');
    expect(getPathname({ locale: 'ar', href: { pathname: '/faq', hash: 'prices' } })).toBe('/ar/faq#prices');
    expect(getPathname({ locale: 'ar', href: { pathname: '/blog', query: {} } })).toBe('/ar/blog');
  });

  it('encodes what the query carries, Arabic included', () => {
    expect(getPathname({ locale: 'ar', href: { pathname: '/search', query: { q: 'أذن & أنف' } } })).toBe(
      '/ar/search?q=%D8%A3%D8%B0%D9%86+%26+%D8%A3%D9%86%D9%81',
    );
  });

  it('leaves an address outside the site as it is', () => {
    for (const href of [
      'https://wa.me/201001234567',
      '//cdn.example.com/a.png',
      'tel:+20223456789',
      '#main',
      'mailto:a@b.eg',
    ]) {
      expect(getPathname({ locale: 'ar', href })).toBe(href);
    }
  });
});

describe('stripLocalePrefix', () => {
  it('takes the language off the page’s path', () => {
    expect(stripLocalePrefix('/ar/doctors')).toBe('/doctors');
    expect(stripLocalePrefix('/en')).toBe('/');
    expect(stripLocalePrefix('/en/')).toBe('/');
  });

  it('keeps a path that only starts like a language', () => {
    expect(stripLocalePrefix('/english-courses')).toBe('/english-courses');
    expect(stripLocalePrefix('/area')).toBe('/area');
    expect(stripLocalePrefix('/doctors')).toBe('/doctors');
  });
});
