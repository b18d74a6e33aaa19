import { describe, expect, it } from 'vitest';
import { DateOnly, pickedDay } from './common.js';

describe('a picked day (spec 000 §5 Dates: sent as the end of that IST day)', () => {
  it('reads 23:59:59.999 IST of a day, in UTC or with its offset, as that day', () => {
    expect(DateOnly.parse('2026-12-05T18:29:59.999Z')).toBe('2026-12-05');
    expect(DateOnly.parse('2026-12-05T23:59:59.999+05:30')).toBe('2026-12-05');
    expect(DateOnly.parse('2026-12-31T18:29:59.999Z')).toBe('2026-12-31');
  });

  it('takes any zoned time as its IST calendar day, and a plain day as written', () => {
    expect(pickedDay('2026-12-05T18:30:00Z')).toBe('2026-12-06'); // 00:00 IST on the 6th
    expect(pickedDay('2026-12-05T23:59-08:00')).toBe('2026-12-06');
    expect(DateOnly.parse('2026-12-05')).toBe('2026-12-05');
  });

  it('still refuses what is not a real day', () => {
    for (const bad of ['2026-02-31', '2026-02-31T18:29:59.999Z', '2026-12-05T18:29:59', 'soon'])
      expect(DateOnly.safeParse(bad).success, bad).toBe(false);
    expect(DateOnly.safeParse('2026-02-31').error?.issues[0]?.message).toBe(
      'must be a real date written YYYY-MM-DD',
    );
  });
});
