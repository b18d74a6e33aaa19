import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatChangeValue,
  formatDate,
  formatDateTime,
  formatDayName,
  formatIndian,
  formatTotal,
  formatListStamp,
  formatTime,
  istClock,
  istDay,
  parseShownDate,
  timeAgo,
} from './format';

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
    expect(formatIndian(1234.56789)).toBe('1,234.57');
    expect(formatIndian(1234.56789, false, 6)).toBe('1,234.56789');
  });

  it('shows a list total, with a + when the server counted only up to its cap', () => {
    expect(formatTotal(120000)).toBe('1,20,000');
    expect(formatTotal(10000, true)).toBe('10,000+');
  });
});

describe('dates and times, always in IST', () => {
  // The machine's zone must not matter: run these where local time is New York's.
  const savedTz = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    process.env.TZ = savedTz;
  });

  // 25 Nov 2026 09:38 UTC = 15:08 IST = 04:38 in New York
  const instant = '2026-11-25T09:38:00.000Z';

  it('shows an instant as dd/MM/yyyy and hh:mm a in IST', () => {
    expect(new Date(instant).getHours()).toBe(4); // the local zone really is not IST
    expect(formatDateTime(instant)).toBe('25/11/2026, 03:08 PM');
    expect(formatTime(instant)).toBe('03:08 PM');
    expect(formatDate(instant)).toBe('25/11/2026');
  });

  it('takes the IST day of an instant near midnight, not the local or UTC one', () => {
    // 20:00 UTC on the 10th is 01:30 IST on the 11th (15:00 on the 10th in New York)
    expect(formatDate('2026-03-10T20:00:00Z')).toBe('11/03/2026');
    expect(formatDateTime('2026-03-10T20:00:00Z')).toBe('11/03/2026, 01:30 AM');
    expect(istDay('2026-03-10T20:00:00Z')).toBe('2026-03-11');
    expect(istClock('2026-03-10T20:00:00Z')).toBe('01:30');
  });

  it('shows a calendar day as written, in no zone', () => {
    expect(formatDate('2026-01-05')).toBe('05/01/2026');
    expect(formatDate('2026-12-31')).toBe('31/12/2026');
  });

  it('shows a dash for a missing or broken value', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate(undefined)).toBe('—');
    expect(formatDateTime('')).toBe('—');
    expect(formatTime('not a time')).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });

  it('names today and yesterday by the IST calendar', () => {
    const now = new Date('2026-11-25T09:38:00Z'); // 15:08 IST
    expect(formatDayName('2026-11-24T18:31:00Z', now)).toBe('Today'); // 00:01 IST on the 25th
    expect(formatDayName('2026-11-24T18:29:00Z', now)).toBe('Yesterday'); // 23:59 IST on the 24th
    expect(formatDayName('2026-11-23T18:29:00Z', now)).toBe('23/11/2026');
    expect(formatDayName('nope', now)).toBe('');
  });

  it('stamps list rows with the time today, else the day', () => {
    const now = new Date('2026-11-25T09:38:00Z');
    expect(formatListStamp('2026-11-25T03:00:00Z', now)).toBe('08:30 AM');
    expect(formatListStamp('2026-11-24T03:00:00Z', now)).toBe('Yesterday');
    expect(formatListStamp('2026-10-02T03:00:00Z', now)).toBe('02/10/2026');
  });

  it('reads a typed date as dd/MM/yyyy, strictly', () => {
    expect(parseShownDate('05/01/2026')).toBe('2026-01-05');
    expect(parseShownDate('5/1/2026')).toBe('2026-01-05');
    expect(parseShownDate(' 31/12/2026 ')).toBe('2026-12-31');
    expect(parseShownDate('31/02/2026')).toBeNull();
    expect(parseShownDate('01/05/2')).toBeNull();
    expect(parseShownDate('2026-01-05')).toBeNull();
  });
});

describe('formatChangeValue', () => {
  it('shows a changed day as dd/MM/yyyy, other values as they are, none as a dash', () => {
    expect(formatChangeValue('2031-01-10')).toBe('10/01/2031');
    expect(formatChangeValue('Mumbai')).toBe('Mumbai');
    expect(formatChangeValue('12.5')).toBe('12.5');
    expect(formatChangeValue(null)).toBe('—');
  });
});
