import dayjs from 'dayjs';
import { IST, istDay } from './format';

/** Today in IST as YYYY-MM-DD (spec 001 §9: the UI's dates are IST). */
export const todayIst = (now = new Date()) => istDay(now);

/** True when a calendar day (YYYY-MM-DD, or an ISO time's date) is before today in IST. */
export const isPastDay = (day: string | null | undefined, now = new Date()) =>
  !!day && day.slice(0, 10) < todayIst(now);

/** True when an event has finished: its status is PREVIOUS or its end date is before today (IST). */
export const isEventFinished = (e: { eventStatus: string; endDate: string }, now = new Date()) =>
  e.eventStatus === 'PREVIOUS' || isPastDay(e.endDate, now);

/**
 * A picked calendar day (YYYY-MM-DD) as a date picker sends it (spec 000 §5 Dates: a valid pick is
 * emitted as that day's end): 23:59:59.999 IST of that day, as ISO UTC ('2026-12-05' →
 * '2026-12-05T18:29:59.999Z'); the API reads it back as the same day (contracts DateOnly).
 */
export const endOfIstDay = (day: string) => dayjs.tz(day, IST).endOf('day').toISOString();

/** endOfIstDay of a day that may be empty: '' (no date picked) is sent as null. */
export const endOfIstDayOrNull = (day: string) => (day ? endOfIstDay(day) : null);
