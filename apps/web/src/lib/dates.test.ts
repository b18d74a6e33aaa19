import { describe, expect, it } from 'vitest';
import { isEventFinished, isPastDay, todayIst } from './dates';

describe('IST days', () => {
  const now = new Date('2026-03-10T20:00:00Z'); // 11 Mar 01:30 in IST

  it('takes today in IST, not UTC', () => {
    expect(todayIst(now)).toBe('2026-03-11');
  });

  it('calls only days before today past', () => {
    expect(isPastDay('2026-03-10', now)).toBe(true);
    expect(isPastDay('2026-03-11', now)).toBe(false);
    expect(isPastDay(null, now)).toBe(false);
  });

  it('finds a finished event by status or end date', () => {
    expect(isEventFinished({ eventStatus: 'PREVIOUS', endDate: '2026-12-31' }, now)).toBe(true);
    expect(isEventFinished({ eventStatus: 'UPCOMING', endDate: '2026-03-10' }, now)).toBe(true);
    expect(isEventFinished({ eventStatus: 'UPCOMING', endDate: '2026-03-11' }, now)).toBe(false);
  });
});
