import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endOfIstDay, endOfIstDayOrNull, isEventFinished, isPastDay, todayIst } from './dates';

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

describe('a picked day as sent (spec 000 §5 Dates)', () => {
  // a browser west of UTC must not shift the day: run where local time is New York's
  const savedTz = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    process.env.TZ = savedTz;
  });

  it('is 23:59:59.999 IST of that day, whatever the browser zone', () => {
    expect(new Date(2026, 11, 5).getTimezoneOffset()).toBe(300); // the local zone really is New York
    expect(endOfIstDay('2026-12-05')).toBe('2026-12-05T18:29:59.999Z');
    expect(endOfIstDay('2026-03-31')).toBe('2026-03-31T18:29:59.999Z');
    expect(endOfIstDay('2026-03-08')).toBe('2026-03-08T18:29:59.999Z'); // New York's clocks move that day
    expect(endOfIstDayOrNull('2026-01-01')).toBe('2026-01-01T18:29:59.999Z');
    expect(endOfIstDayOrNull('')).toBeNull();
  });
});
