import { describe, expect, it } from 'vitest';
import { changeListQuery, readListQuery, toListSearch } from './list-query';

describe('readListQuery', () => {
  it('reads a full URL query', () => {
    const { query, ignored } = readListQuery({
      from: '2026-11-01',
      to: '2026-11-30',
      status: 'pending',
      q: 'Mona',
      sort: 'patient',
      order: 'desc',
      page: '2',
    });
    expect(ignored).toBe(false);
    expect(query).toMatchObject({ from: '2026-11-01', to: '2026-11-30', status: ['pending'], q: 'Mona', page: 2 });
  });

  it('drops only the bad filters of a stale or hand-edited URL, and says so', () => {
    const { query, ignored } = readListQuery({ status: 'archived', sort: 'patient', page: 'x', q: 'Mona' });
    expect(ignored).toBe(true);
    expect(query).toMatchObject({ sort: 'patient', page: 1, q: 'Mona' });
    expect(query.status).toBeUndefined();
  });

  it('drops a range that ends before it starts', () => {
    const { query, ignored } = readListQuery({ from: '2026-11-30', to: '2026-11-01' });
    expect(ignored).toBe(true);
    expect(query).toMatchObject({ from: '2026-11-30' });
    expect(query.to).toBeUndefined();
  });
});

describe('toListSearch and changeListQuery', () => {
  it('leaves defaults out of links', () => {
    expect(toListSearch(readListQuery({}).query)).toEqual({});
  });

  it('writes the search only as the page sealed it, never as typed', () => {
    const { query } = readListQuery({ q: '01012345678', doctor: 'doc1' });
    expect(toListSearch({ ...query, searchRef: 'sealed' })).toEqual({ doctor: 'doc1', ref: 'sealed' });
    expect(toListSearch(query)).toEqual({ doctor: 'doc1' });
    expect(changeListQuery({ ...query, searchRef: 'sealed' }, { q: undefined })).toEqual({ doctor: 'doc1' });
  });

  it('goes back to page 1 when a filter or the order changes', () => {
    const { query } = readListQuery({ page: '4', status: 'pending,confirmed', doctor: 'doc1' });
    expect(changeListQuery(query, { sort: 'patient', order: 'desc' })).toEqual({
      status: 'pending,confirmed',
      doctor: 'doc1',
      sort: 'patient',
      order: 'desc',
    });
    expect(changeListQuery(query, { status: ['done'] })).toEqual({ status: 'done', doctor: 'doc1' });
  });
});
