import { describe, expect, it } from 'vitest';
import { fromPickerValue, isPastReminder, quickReminderTime, toPickerValue } from './reminderTimes';

/** An IST wall-clock time as an instant (IST = UTC+5:30). */
const ist = (s: string) => new Date(`${s}+05:30`);

describe('quickReminderTime (spec 000 §9 quick options, in IST)', () => {
  it.each([
    ['10:00:00', '12:00:00'],
    ['10:05:00', '12:30:00'],
    ['10:30:00', '12:30:00'],
    ['10:31:10', '13:00:00'],
    ['21:29:00', '23:30:00'],
    ['21:45:00', '23:59:00'], // 23:45 rounds to 00:00 tomorrow: capped at 23:59
    ['23:10:00', '23:59:00'],
  ])('Later today at %s is %s', (now, at) => {
    expect(quickReminderTime('LATER_TODAY', ist(`2026-03-10T${now}`))).toEqual(
      ist(`2026-03-10T${at}`),
    );
  });

  it('Later today is not offered once 23:59 has passed', () => {
    expect(quickReminderTime('LATER_TODAY', ist('2026-03-10T23:59:30'))).toBeNull();
  });

  it.each([
    ['2026-03-10T10:00:00', '2026-03-11T10:00:00'],
    ['2026-03-10T10:00:01', '2026-03-11T11:00:00'],
    ['2026-03-10T23:20:00', '2026-03-12T00:00:00'],
    ['2026-02-28T09:15:00', '2026-03-01T10:00:00'],
  ])('Tomorrow from %s is %s', (now, at) => {
    expect(quickReminderTime('TOMORROW', ist(now))).toEqual(ist(at));
  });

  it.each([
    ['2026-03-10T10:00:00', '2026-03-17T10:00:00'],
    ['2026-12-28T18:40:00', '2027-01-04T19:00:00'],
  ])('Next week from %s is %s', (now, at) => {
    expect(quickReminderTime('NEXT_WEEK', ist(now))).toEqual(ist(at));
  });

  it('uses the IST day even when UTC is on the previous day', () => {
    // 00:10 IST on the 11th is 18:40 UTC on the 10th: later today is 02:30 IST on the 11th
    expect(quickReminderTime('LATER_TODAY', new Date('2026-03-10T18:40:00Z'))).toEqual(
      ist('2026-03-11T02:30:00'),
    );
  });

  it('reads another zone when given one', () => {
    expect(quickReminderTime('TOMORROW', new Date('2026-03-10T10:20:00Z'), 'UTC')).toEqual(
      new Date('2026-03-11T11:00:00Z'),
    );
  });
});

describe('picker values and the past', () => {
  it('round-trips the picker wall clock in IST', () => {
    const at = fromPickerValue('2026-03-10 18:30:00');
    expect(at).toEqual(ist('2026-03-10T18:30:00'));
    expect(toPickerValue(at)).toBe('2026-03-10 18:30:00');
  });

  it('refuses now and earlier', () => {
    const now = new Date('2026-03-10T10:00:00Z');
    expect(isPastReminder(now, now)).toBe(true);
    expect(isPastReminder(new Date(now.getTime() + 60_000), now)).toBe(false);
  });
});
