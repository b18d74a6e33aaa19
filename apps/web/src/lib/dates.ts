import { istDay } from './format';

/** Today in IST as YYYY-MM-DD (spec 001 §9: the UI's dates are IST). */
export const todayIst = (now = new Date()) => istDay(now);

/** True when a calendar day (YYYY-MM-DD, or an ISO time's date) is before today in IST. */
export const isPastDay = (day: string | null | undefined, now = new Date()) =>
  !!day && day.slice(0, 10) < todayIst(now);

/** True when an event has finished: its status is PREVIOUS or its end date is before today (IST). */
export const isEventFinished = (e: { eventStatus: string; endDate: string }, now = new Date()) =>
  e.eventStatus === 'PREVIOUS' || isPastDay(e.endDate, now);
