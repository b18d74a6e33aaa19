import { describe, expect, it } from 'vitest';
import { nextOccurrence, occurrence, type Recurrence } from './recurrence.js';

/** An IST wall-clock time as a Date. */
const ist = (s: string) => new Date(`${s}+05:30`);
const asIst = (d: Date) =>
  new Date(d.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

describe('reminder recurrence in IST', () => {
  it.each([
    [
      'MONTHLY',
      '2027-01-31T10:00',
      [1, 2, 3, 4],
      ['2027-02-28 10:00', '2027-03-31 10:00', '2027-04-30 10:00', '2027-05-31 10:00'],
    ],
    ['MONTHLY', '2028-01-31T10:00', [1, 2], ['2028-02-29 10:00', '2028-03-31 10:00']],
    ['MONTHLY', '2027-01-30T09:30', [1, 2], ['2027-02-28 09:30', '2027-03-30 09:30']],
    ['YEARLY', '2028-02-29T08:00', [1, 4], ['2029-02-28 08:00', '2032-02-29 08:00']],
    ['WEEKLY', '2027-01-01T23:30', [1, 52], ['2027-01-08 23:30', '2027-12-31 23:30']],
    ['DAILY', '2027-03-31T00:15', [1, 365], ['2027-04-01 00:15', '2028-03-30 00:15']],
  ] as [Recurrence, string, number[], string[]][])(
    '%s from %s keeps its day and IST time',
    (type, first, ks, want) => {
      expect(ks.map((k) => asIst(occurrence(ist(first), type, k)))).toEqual(want);
    },
  );

  it('an IST day boundary stays put: 23:30 IST is the previous day in UTC but recurs on the IST calendar', () => {
    const first = ist('2027-01-31T23:30');
    expect(first.toISOString()).toBe('2027-01-31T18:00:00.000Z');
    expect(asIst(occurrence(first, 'MONTHLY', 1))).toBe('2027-02-28 23:30');
  });

  it('the next occurrence after a time skips every missed one (fires once after downtime)', () => {
    const first = ist('2027-01-31T10:00');
    expect(asIst(nextOccurrence(first, 'MONTHLY', ist('2027-01-31T09:00')))).toBe(
      '2027-01-31 10:00',
    );
    expect(asIst(nextOccurrence(first, 'MONTHLY', ist('2027-01-31T10:00')))).toBe(
      '2027-02-28 10:00',
    );
    expect(asIst(nextOccurrence(first, 'MONTHLY', ist('2027-06-15T12:00')))).toBe(
      '2027-06-30 10:00',
    );
    expect(asIst(nextOccurrence(first, 'DAILY', ist('2027-03-10T10:00')))).toBe('2027-03-11 10:00');
    expect(asIst(nextOccurrence(first, 'DAILY', ist('2027-03-10T09:59')))).toBe('2027-03-10 10:00');
    expect(asIst(nextOccurrence(first, 'YEARLY', ist('2030-01-31T10:00')))).toBe(
      '2031-01-31 10:00',
    );
    expect(asIst(nextOccurrence(first, 'WEEKLY', ist('2027-02-06T11:00')))).toBe(
      '2027-02-07 10:00',
    );
  });
});
