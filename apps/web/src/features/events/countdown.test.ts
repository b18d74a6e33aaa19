import { describe, expect, it } from 'vitest';
import { countdownTo, eventCountdown } from './countdown';

// 2025-06-01 12:00 IST
const NOW = Date.UTC(2025, 5, 1, 6, 30);
// 2025-06-01 00:10 IST (2025-05-31 18:40 UTC): the IST day has turned, the UTC day has not
const JUST_AFTER_IST_MIDNIGHT = Date.UTC(2025, 4, 31, 18, 40);

describe('eventCountdown (spec 001 §4)', () => {
  it('is Completed once the end date is past', () => {
    expect(eventCountdown('2025-05-01', '2025-05-10', NOW)).toBe('Completed');
    expect(eventCountdown('2025-05-20', '2025-05-31', NOW)).toBe('Completed');
    expect(eventCountdown('2025-05-20', '2025-05-31', JUST_AFTER_IST_MIDNIGHT)).toBe('Completed');
  });

  it('is Ongoing between start and end, both days inclusive', () => {
    expect(eventCountdown('2025-05-30', '2025-06-05', NOW)).toBe('Ongoing');
    expect(eventCountdown('2025-06-01', '2025-06-01', NOW)).toBe('Ongoing');
    expect(eventCountdown('2025-06-01', '2025-06-03', JUST_AFTER_IST_MIDNIGHT)).toBe('Ongoing');
  });

  it('counts months of 30 days plus days to the start, by IST calendar days', () => {
    // 2025-06-01 → 2025-08-15 is 75 days: 2 months 15 days
    expect(eventCountdown('2025-08-15', '2025-08-20', NOW)).toBe('2 months 15 days');
    // 31 days: 1 month 1 day
    expect(eventCountdown('2025-07-02', '2025-07-02', NOW)).toBe('1 month 1 day');
    // exactly 30 days: 1 month 0 days
    expect(eventCountdown('2025-07-01', '2025-07-01', NOW)).toBe('1 month 0 days');
    // tomorrow
    expect(eventCountdown('2025-06-02', '2025-06-03', NOW)).toBe('0 months 1 day');
    expect(eventCountdown('2025-06-02', '2025-06-03', JUST_AFTER_IST_MIDNIGHT)).toBe(
      '0 months 1 day',
    );
  });

  it("gives 'Invalid date range' for an end before the start or an unreadable date", () => {
    expect(eventCountdown('2025-08-20', '2025-08-15', NOW)).toBe('Invalid date range');
    expect(eventCountdown('not-a-date', '2025-08-15', NOW)).toBe('Invalid date range');
    expect(eventCountdown('2025-02-31', '2025-03-02', NOW)).toBe('Invalid date range');
    expect(eventCountdown('2025-06-01', '', NOW)).toBe('Invalid date range');
  });
});

describe('countdownTo (spec 001 §4)', () => {
  it("ends with 'Time is up!' on the day and 'Event Expired' after it", () => {
    expect(countdownTo('2025-06-01', NOW)).toBe('Time is up!');
    expect(countdownTo('2025-06-01', JUST_AFTER_IST_MIDNIGHT)).toBe('Time is up!');
    expect(countdownTo('2025-05-31', NOW)).toBe('Event Expired');
    expect(countdownTo('2025-06-03', NOW)).toBe('0 months 2 days');
    expect(countdownTo('2025-13-01', NOW)).toBe('Invalid date range');
  });
});
