import { describe, expect, it } from 'vitest';
import { formatIndian, timeAgo } from './format';

describe('formatting', () => {
  it('says how long ago a time was, in words', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(timeAgo('2026-11-24T11:59:40Z', now)).toBe('a few seconds ago');
    expect(timeAgo('2026-11-24T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2026-09-20T12:00:00Z', now)).toBe('2 months ago');
    expect(timeAgo('not a time', now)).toBe('');
  });

  it('groups digits the Indian way', () => {
    expect(formatIndian(120000)).toBe('1,20,000');
    expect(formatIndian(1234567, true)).toBe('₹12,34,567');
  });
});
