import { describe, expect, it } from 'vitest';
import { navigationCurrent } from './navigation-current';

describe('navigationCurrent', () => {
  it('marks the link to the page on screen as the page', () => {
    expect(navigationCurrent('/', '/')).toBe('page');
    expect(navigationCurrent('/doctors', '/doctors')).toBe('page');
    expect(navigationCurrent('/faq/', '/faq')).toBe('page');
  });

  it('marks the section of a page inside it', () => {
    expect(navigationCurrent('/blog/12-hearing-tests', '/blog')).toBe('true');
    expect(navigationCurrent('/services/4-tonsillectomy', '/services')).toBe('true');
    expect(navigationCurrent('/doctor/3-amira-saleh', '/doctors')).toBe('true');
  });

  it('marks nothing else, and the home page only on itself', () => {
    expect(navigationCurrent('/doctors', '/')).toBeUndefined();
    expect(navigationCurrent('/doctor/3-amira-saleh', '/')).toBeUndefined();
    expect(navigationCurrent('/doctor/3-amira-saleh', '/services')).toBeUndefined();
    expect(navigationCurrent('/blogger', '/blog')).toBeUndefined();
    expect(navigationCurrent('/booking', '/doctors')).toBeUndefined();
  });
});
