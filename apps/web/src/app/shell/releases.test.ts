import { describe, expect, it } from 'vitest';
import { formatDate } from '../../lib/format';
import { RELEASES } from './releases';

describe("What's New releases (spec 000 §2.10)", () => {
  it('date each release by its day, which the notes show as dd/MM/yyyy like every date of the app', () => {
    for (const r of RELEASES) expect(r.date, r.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(formatDate(RELEASES[0]!.date)).toBe('08/05/2025');
  });
});
