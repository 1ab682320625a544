import { describe, expect, it } from 'vitest';
import { readMessageListQuery, toMessageListSearch } from './list-query';

describe('readMessageListQuery', () => {
  it('defaults to every message, first page', () => {
    expect(readMessageListQuery({})).toEqual({ show: 'all', page: 1 });
  });

  it('reads the filter and the page', () => {
    expect(readMessageListQuery({ show: 'unread', page: '3' })).toEqual({ show: 'unread', page: 3 });
    expect(readMessageListQuery({ show: ['read', 'unread'], page: ['2'] })).toEqual({ show: 'read', page: 2 });
  });

  it.each([
    [{ show: 'archived' }, { show: 'all', page: 1 }],
    [{ page: '0' }, { show: 'all', page: 1 }],
    [{ page: '-2' }, { show: 'all', page: 1 }],
    [{ page: '1.5' }, { show: 'all', page: 1 }],
    [
      { page: 'two', show: 'read' },
      { show: 'read', page: 1 },
    ],
    [{ page: '99999999999999999999' }, { show: 'all', page: 1 }],
  ])('falls back to the default for a bad value in %o', (searchParams, expected) => {
    expect(readMessageListQuery(searchParams)).toEqual(expected);
  });
});

describe('toMessageListSearch', () => {
  it('leaves defaults out of links', () => {
    expect(toMessageListSearch({ show: 'all', page: 1 })).toEqual({});
    expect(toMessageListSearch({ show: 'unread', page: 2 })).toEqual({ show: 'unread', page: '2' });
  });
});
