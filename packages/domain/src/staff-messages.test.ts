import { describe, expect, it } from 'vitest';
import { ZMessageReadChangeSchema, ZStaffMessageListQuerySchema } from './staff-messages';

const issuesOf = (input: unknown) =>
  ZMessageReadChangeSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('ZMessageReadChangeSchema', () => {
  it.each([true, false])('takes isRead %s', (isRead) => {
    expect(ZMessageReadChangeSchema.safeParse({ isRead })).toEqual({ success: true, data: { isRead } });
  });

  it('keeps only isRead, whatever else the body carries', () => {
    expect(ZMessageReadChangeSchema.parse({ isRead: true, message: 'rewritten', email: 'x@example.com' })).toEqual({
      isRead: true,
    });
  });

  it.each([
    [undefined, '', 'validation.required'],
    [null, '', 'validation.required'],
    ['read', '', 'validation.invalidType'],
    [{}, 'isRead', 'validation.required'],
    [{ isRead: 'true' }, 'isRead', 'validation.invalidType'],
    [{ isRead: 1 }, 'isRead', 'validation.invalidType'],
  ])('refuses %o at "%s" with %s', (input, path, message) => {
    expect(issuesOf(input)).toEqual([[path, message]]);
  });
});

describe('ZStaffMessageListQuerySchema', () => {
  it('defaults to every message, the first page of 20', () => {
    expect(ZStaffMessageListQuerySchema.parse({})).toEqual({ show: 'all', page: 1, pageSize: 20 });
    expect(ZStaffMessageListQuerySchema.parse({ show: '', page: '', pageSize: '' })).toEqual({
      show: 'all',
      page: 1,
      pageSize: 20,
    });
  });

  it('reads the filter, the page and its size from a query string', () => {
    expect(ZStaffMessageListQuerySchema.parse({ show: 'unread', page: '3', pageSize: '50' })).toEqual({
      show: 'unread',
      page: 3,
      pageSize: 50,
    });
  });

  it.each([
    [{ show: 'archived' }, 'show', 'validation.invalidChoice'],
    [{ page: '0' }, 'page', 'validation.invalidType'],
    [{ page: '1.5' }, 'page', 'validation.invalidType'],
    [{ pageSize: '51' }, 'pageSize', 'validation.invalidType'],
    [{ pageSize: 'all' }, 'pageSize', 'validation.invalidType'],
  ])('refuses %o at "%s" with %s', (input, path, message) => {
    expect(
      ZStaffMessageListQuerySchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]),
    ).toEqual([[path, message]]);
  });
});
