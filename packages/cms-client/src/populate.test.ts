import { describe, expect, it } from 'vitest';
import { ABOUT_POPULATE, HOME_POPULATE, MAIN_INFO_POPULATE } from './populate';
import { encodeQuery } from './query';

describe('populate constants', () => {
  it('home populates the four sections with their nested media', () => {
    expect(Object.keys(HOME_POPULATE)).toEqual(['slider', 'whoWeAre', 'whyChooseUs', 'bookingBanner']);
    expect(encodeQuery({ populate: HOME_POPULATE })).toBe(
      `?${[
        'populate[slider][populate][0]=image',
        'populate[whoWeAre][populate][image]=true',
        'populate[whoWeAre][populate][stats][populate][0]=image',
        'populate[whyChooseUs][populate][items][populate][0]=icon',
        'populate[bookingBanner][populate][image]=true',
        'populate[bookingBanner][populate][cards][populate][0]=image',
      ].join('&')}`,
    );
  });

  it('main info populates social media, seo with the og image, and the logo', () => {
    expect(encodeQuery({ populate: MAIN_INFO_POPULATE })).toBe(
      '?populate[socialMedia]=true&populate[seo][populate][openGraph][populate][0]=ogImage&populate[logo]=true',
    );
  });

  it('about populates every section of the about page', () => {
    expect(Object.keys(ABOUT_POPULATE)).toEqual([
      'images',
      'doctors',
      'faqs',
      'faqImage',
      'seo',
      'whyChooseUs',
      'founders',
      'branches',
      'reviews',
    ]);
    expect(encodeQuery({ populate: ABOUT_POPULATE })).toBe(
      `?${[
        'populate[images]=true',
        'populate[doctors][populate][image]=true',
        'populate[doctors][populate][specialties]=true',
        'populate[faqs]=true',
        'populate[faqImage]=true',
        'populate[seo][populate][openGraph][populate][0]=ogImage',
        'populate[whyChooseUs][populate][0]=icon',
        'populate[founders][populate][0]=image',
        'populate[branches]=true',
        'populate[reviews][populate][0]=userImage',
      ].join('&')}`,
    );
  });
});
