import { describe, expect, it } from 'vitest';
import { eventCountdown } from './countdown';

// 2025-06-01 12:00 IST
const NOW = Date.UTC(2025, 5, 1, 6, 30);

describe('eventCountdown (spec 001 §4)', () => {
  it('is Completed once the end date is past', () => {
    expect(eventCountdown('2025-05-01', '2025-05-10', NOW)).toBe('Completed');
    expect(eventCountdown('2025-05-20', '2025-05-31', NOW)).toBe('Completed');
  });

  it('is Ongoing between start and end, both days inclusive', () => {
    expect(eventCountdown('2025-05-30', '2025-06-05', NOW)).toBe('Ongoing');
    expect(eventCountdown('2025-06-01', '2025-06-01', NOW)).toBe('Ongoing');
  });

  it('counts months of 30 days plus days to the start', () => {
    // 2025-08-15 00:00 IST is 74.5 days after NOW → 75 days → 2 months 15 days
    expect(eventCountdown('2025-08-15', '2025-08-20', NOW)).toBe('2 months 15 days');
    // 2025-07-02 00:00 IST: 30.5 days → 31 days → 1 month 1 day
    expect(eventCountdown('2025-07-02', '2025-07-02', NOW)).toBe('1 month 1 day');
    // tomorrow
    expect(eventCountdown('2025-06-02', '2025-06-03', NOW)).toBe('0 months 1 day');
  });

  it("gives 'Invalid date range' for an end before the start or an unreadable date", () => {
    expect(eventCountdown('2025-08-20', '2025-08-15', NOW)).toBe('Invalid date range');
    expect(eventCountdown('not-a-date', '2025-08-15', NOW)).toBe('Invalid date range');
    expect(eventCountdown('2025-02-31', '2025-03-02', NOW)).toBe('Invalid date range');
  });
});
