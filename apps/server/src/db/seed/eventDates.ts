import type { SeedEvent } from './catalog.js';

/**
 * The day data/events.json is read as "today": 20 of its 65 events have ended by then, 3 are under way
 * and 42 are to come. The seed moves every event by the whole weeks from this day to the run's IST day,
 * so the demo always opens on that spread of past, current and upcoming events.
 */
const EVENTS_ANCHOR_DAY = '2025-10-01';

const DAY_MS = 86_400_000;

/** Today's calendar date in IST (Asia/Kolkata), YYYY-MM-DD, at instant `now` (ms). */
export const istDay = (now: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(now));

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Years in a name moved by `years`: "2025" → "2026", a season "2024-25" → "2025-26". */
const shiftYears = (name: string, years: number) =>
  name.replace(/\b(20\d\d)(?:-(\d\d))?\b/g, (_, y: string, season?: string) => {
    const year = Number(y) + years;
    return season === undefined
      ? `${year}`
      : `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
  });

/**
 * The events placed relative to `today` (IST, YYYY-MM-DD): each moved by the same whole number of weeks
 * (EVENTS_ANCHOR_DAY lands within three days of `today`, weekdays kept), the years in their names by the
 * nearest whole number of years. Deterministic for a given `today`.
 */
export function placeEvents(events: SeedEvent[], today: string): SeedEvent[] {
  const days =
    (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${EVENTS_ANCHOR_DAY}T00:00:00Z`)) / DAY_MS;
  const shift = Math.round(days / 7) * 7;
  const years = Math.round(shift / 365.25);
  return events.map((e) => ({
    ...e,
    name: shiftYears(e.name, years),
    startDate: addDays(e.startDate, shift),
    endDate: addDays(e.endDate, shift),
  }));
}

/**
 * The instant of IST clock time `hhmm` (HH:MM) on the day `days` days from the demo's working day, as an
 * ISO timestamp. The working day is today (IST) once 10:00 IST has passed, else yesterday, so a time
 * before 10:00 on day 0 is never ahead of `now` (ms).
 */
export function istWorkTime(days: number, hhmm: string, now = Date.now()): string {
  const today = istDay(now);
  const started = Date.parse(`${today}T10:00:00+05:30`) <= now;
  const day = addDays(today, days - (started ? 0 : 1));
  return new Date(`${day}T${hhmm}:00+05:30`).toISOString();
}

/** The instant `days` days (fractional) before now, as an ISO timestamp. */
export const isoDaysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

/** The UTC calendar date `days` days from now, YYYY-MM-DD. */
export const dateIn = (days: number) =>
  new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
