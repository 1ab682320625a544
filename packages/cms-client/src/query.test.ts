import { describe, expect, it } from 'vitest';
import { encodeQuery } from './query';
import type { StrapiQuery } from './types/query';

describe('encodeQuery', () => {
  it('returns an empty string without a query or with an empty one', () => {
    expect(encodeQuery(undefined)).toBe('');
    expect(encodeQuery({})).toBe('');
  });

  it('writes filter operators in bracket notation, encoding values only', () => {
    const query: StrapiQuery = {
      filters: { slug: { $eq: 'ear-surgery' }, name: { $containsi: 'ear nose' } },
    };
    expect(encodeQuery(query)).toBe('?filters[slug][$eq]=ear-surgery&filters[name][$containsi]=ear%20nose');
  });

  it('percent-encodes Arabic slugs as UTF-8', () => {
    expect(encodeQuery({ filters: { slug: { $eq: 'جراحة-الأذن' } } })).toBe(
      '?filters[slug][$eq]=%D8%AC%D8%B1%D8%A7%D8%AD%D8%A9-%D8%A7%D9%84%D8%A3%D8%B0%D9%86',
    );
  });

  it('indexes $in arrays', () => {
    expect(encodeQuery({ filters: { publicId: { $in: [3, 7, 12] } } })).toBe(
      '?filters[publicId][$in][0]=3&filters[publicId][$in][1]=7&filters[publicId][$in][2]=12',
    );
  });

  it('nests relation filters', () => {
    expect(encodeQuery({ filters: { specialties: { documentId: { $eq: 'k3j2h1g0f9e8d7c6b5a4z3y2' } } } })).toBe(
      '?filters[specialties][documentId][$eq]=k3j2h1g0f9e8d7c6b5a4z3y2',
    );
  });

  it('writes $or groups as indexed arrays', () => {
    expect(encodeQuery({ filters: { $or: [{ name: { $containsi: 'ear' } }, { title: { $containsi: 'ear' } }] } })).toBe(
      '?filters[$or][0][name][$containsi]=ear&filters[$or][1][title][$containsi]=ear',
    );
  });

  it('writes populate lists and objects', () => {
    expect(encodeQuery({ populate: ['image', 'specialties'] })).toBe('?populate[0]=image&populate[1]=specialties');
    expect(encodeQuery({ populate: '*' })).toBe('?populate=%2A');
    expect(
      encodeQuery({ populate: { image: true, medicalDegrees: true, specialties: { fields: ['name', 'slug'] } } }),
    ).toBe(
      '?populate[image]=true&populate[medicalDegrees]=true&populate[specialties][fields][0]=name&populate[specialties][fields][1]=slug',
    );
  });

  it('writes sort arrays, fields, page and offset pagination, locale and status', () => {
    const query: StrapiQuery = {
      fields: ['title', 'slug'],
      sort: ['publishedDate:desc', 'title'],
      pagination: { page: 2, pageSize: 9 },
      locale: 'ar',
      status: 'draft',
    };
    expect(encodeQuery(query)).toBe(
      '?fields[0]=title&fields[1]=slug&sort[0]=publishedDate%3Adesc&sort[1]=title&pagination[page]=2&pagination[pageSize]=9&locale=ar&status=draft',
    );
    expect(encodeQuery({ sort: 'sortOrder:asc', pagination: { start: 20, limit: 10 } })).toBe(
      '?sort=sortOrder%3Aasc&pagination[start]=20&pagination[limit]=10',
    );
  });

  it('keeps $null filters and drops undefined values', () => {
    expect(encodeQuery({ filters: { branch: { $null: true }, city: undefined } })).toBe('?filters[branch][$null]=true');
  });
});
