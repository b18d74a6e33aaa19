import { describe, expect, it } from 'vitest';
import { laterOf, pushedLastActive, recordPresence } from './presence';

describe('the presence store (spec 000 §2.12)', () => {
  it('keeps the latest lastActiveOn per user', () => {
    recordPresence([{ userId: 1, lastActiveOn: '2025-05-16T10:00:00.000Z' }]);
    recordPresence([
      { userId: 1, lastActiveOn: '2025-05-16T09:00:00.000Z' },
      { userId: 2, lastActiveOn: '2025-05-16T08:00:00.000Z' },
    ]);
    expect(pushedLastActive(1)).toBe('2025-05-16T10:00:00.000Z');
    expect(pushedLastActive(2)).toBe('2025-05-16T08:00:00.000Z');
    expect(pushedLastActive(3)).toBeUndefined();
  });

  it('takes the later of the API value and the pushed one', () => {
    expect(laterOf('2025-05-16T10:00:00.000Z', '2025-05-16T10:05:00.000Z')).toBe(
      '2025-05-16T10:05:00.000Z',
    );
    expect(laterOf(undefined, null)).toBeNull();
    expect(laterOf('2025-05-16T10:00:00.000Z', undefined)).toBe('2025-05-16T10:00:00.000Z');
  });
});
