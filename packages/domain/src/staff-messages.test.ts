import { describe, expect, it } from 'vitest';
import { ZMessageReadChangeSchema } from './staff-messages';

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
