import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { freshDatabase, testDatabases } from '../../test/harness.js';
import { templateKey } from '../../test/templates.js';
import { todayIst } from '../../lib/sql.js';
import { loadEvents } from './catalog.js';
import { istWorkTime, placeEvents } from './eventDates.js';

describe.each(testDatabases())('the demo data on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase(kind, templateKey({ brands: 200, pairings: 200 }));
  });
  afterAll(() => database?.close());

  it('places most events on or after today, with some past and some under way', async () => {
    const { rows } = await database.db.execute<{
      total: number;
      ahead: number;
      past: number;
      current: number;
    }>(sql`select count(*)::int as total,
        count(*) filter (where end_date >= ${todayIst})::int as ahead,
        count(*) filter (where end_date < ${todayIst})::int as past,
        count(*) filter (where start_date <= ${todayIst} and end_date >= ${todayIst})::int as current
      from events`);
    const r = rows[0];
    expect(r.total).toBe(loadEvents().length);
    expect(r.ahead / r.total).toBeGreaterThan(0.6);
    expect(r.past).toBeGreaterThan(0);
    expect(r.current).toBeGreaterThan(0);
  });

  it('seeds every offloaded brand with its reason, when and by which project owner', async () => {
    const { rows } = await database.db.execute<{ offloaded: number; incomplete: number }>(sql`
      select count(*)::int as offloaded,
        count(*) filter (where b.offload_reason is null or b.offloaded_at is null
          or b.offloaded_at not between b.created_at and now()
          or not exists (select 1 from users u where u.id = b.offloaded_by_user_id and 'PO' = any(u.roles)))::int as incomplete
      from brands b where b.is_offloaded`);
    expect(rows[0].offloaded).toBeGreaterThan(0);
    expect(rows[0].incomplete).toBe(0);
  });
});

describe('placeEvents', () => {
  it('moves every event by the same whole weeks and the years in its name with it', () => {
    const ipl = loadEvents().filter((e) => e.name === 'Indian Premier League 2026');
    expect(placeEvents(ipl, '2026-11-29')).toEqual([
      {
        ...ipl[0],
        name: 'Indian Premier League 2027',
        startDate: '2027-05-29',
        endDate: '2027-08-01',
      },
    ]);
    const season = loadEvents().filter((e) => e.name === 'Indian Super League 2025-26');
    expect(placeEvents(season, '2026-11-29')[0].name).toBe('Indian Super League 2026-27');
    expect(placeEvents(ipl, '2025-10-01')).toEqual(ipl);
  });
});

describe('istWorkTime', () => {
  it('dates a line on today in IST once 10:00 IST has passed, else on yesterday', () => {
    const before = Date.parse('2026-12-01T09:59:00+05:30');
    const after = Date.parse('2026-12-01T10:00:00+05:30');
    expect(istWorkTime(0, '09:40', before)).toBe('2026-11-30T04:10:00.000Z');
    expect(istWorkTime(0, '09:40', after)).toBe('2026-12-01T04:10:00.000Z');
    expect(istWorkTime(-2, '17:15', after)).toBe('2026-11-29T11:45:00.000Z');
    // a day starts at midnight IST, 18:30 UTC the evening before
    expect(istWorkTime(0, '09:05', Date.parse('2026-11-30T19:00:00Z'))).toBe(
      '2026-11-30T03:35:00.000Z',
    );
  });
});
