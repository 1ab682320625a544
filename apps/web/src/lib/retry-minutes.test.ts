import { describe, expect, it } from 'vitest';
import { toRetryMinutes } from './retry-minutes';

describe('toRetryMinutes', () => {
  it('rounds the wait up to whole minutes', () => {
    expect(toRetryMinutes(1)).toBe(1);
    expect(toRetryMinutes(60)).toBe(1);
    expect(toRetryMinutes(61)).toBe(2);
    expect(toRetryMinutes(600)).toBe(10);
  });

  it('answers null when there is no wait to name', () => {
    expect(toRetryMinutes(undefined)).toBeNull();
    expect(toRetryMinutes(null)).toBeNull();
    expect(toRetryMinutes(0)).toBeNull();
  });
});
