import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import relativeTime from 'dayjs/plugin/relativeTime';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(relativeTime);
dayjs.extend(customParseFormat);

/*
 * The one place the app turns dates and times into text. Every date and time is shown in IST, whatever
 * the browser's zone: dates as dd/MM/yyyy (spec 000 §2.12), times as hh:mm a (spec 000 §9).
 */

/** The time zone the UI shows: IST (Asia/Kolkata, UTC+5:30; spec 001 §9). */
export const IST = 'Asia/Kolkata';

/** dayjs pattern of a shown date: the spec's dd/MM/yyyy, e.g. '25/11/2026'. */
export const DATE_FORMAT = 'DD/MM/YYYY';
/** dayjs pattern of a shown time: the spec's hh:mm a, e.g. '03:08 PM'. */
const TIME_FORMAT = 'hh:mm A';
/** dayjs pattern of a shown date and time, e.g. '25/11/2026, 03:08 PM'. */
export const DATE_TIME_FORMAT = `${DATE_FORMAT}, ${TIME_FORMAT}`;

/** A calendar day as the API writes it (YYYY-MM-DD). */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** An instant (ISO text or Date) in IST; invalid input gives an invalid dayjs. */
const inIst = (at: string | Date) => dayjs(at).tz(IST);

/** The IST calendar day of an instant as YYYY-MM-DD (the API's day format); '' for an invalid instant. */
export const istDay = (at: string | Date = new Date()) =>
  dayjs(at).isValid() ? inIst(at).format('YYYY-MM-DD') : '';

/** The IST wall-clock time of an instant as 24-hour HH:mm (a time picker's value). */
export const istClock = (at: string | Date = new Date()) => inIst(at).format('HH:mm');

/**
 * A typed date read as dd/MM/yyyy (d/M/yyyy too), strictly: the calendar day YYYY-MM-DD, or null while it
 * is not a whole real date. The date inputs' parser (app/theme.ts).
 */
export function parseShownDate(text: string): string | null {
  const d = dayjs(text.trim(), [DATE_FORMAT, 'D/M/YYYY'], true);
  return d.isValid() ? d.format('YYYY-MM-DD') : null;
}

/** How long ago an ISO time was, in words ('a few seconds ago', '3 hours ago', '2 months ago'); '' for an invalid time. */
export const timeAgo = (iso: string, now = new Date()) =>
  dayjs(iso).isValid() ? dayjs(iso).from(now) : '';

/** Indian digit grouping (12,34,567), with an optional ₹ prefix (spec 000 §9) and at most `fractionDigits` decimals (default 2). */
export function formatIndian(n: number, rupee = false, fractionDigits = 2): string {
  const s = new Intl.NumberFormat('en-IN', { maximumFractionDigits: fractionDigits }).format(n);
  return rupee ? `₹${s}` : s;
}

/**
 * A list's total as shown: Indian grouping, and '+' when the server counted only up to its cap
 * (`totalCapped`, issue 43 §1): 1234 → '1,234'; 10000 capped → '10,000+'.
 */
export const formatTotal = (n: number, capped = false) => `${formatIndian(n)}${capped ? '+' : ''}`;

/** A crore amount shortened with Cr, L or K (spec 001 §9): 12.5 → '₹12.5 Cr', 0.25 → '₹25 L'. */
export function formatCrore(crore: number | null | undefined): string {
  if (crore === null || crore === undefined) return '—';
  const rupees = crore * 10_000_000;
  if (rupees >= 10_000_000) return `₹${formatIndian(+(rupees / 10_000_000).toFixed(2))} Cr`;
  if (rupees >= 100_000) return `₹${formatIndian(+(rupees / 100_000).toFixed(2))} L`;
  if (rupees >= 1_000) return `₹${formatIndian(+(rupees / 1_000).toFixed(2))} K`;
  return `₹${formatIndian(rupees)}`;
}

const shown = (at: string | null | undefined, pattern: string) => {
  if (!at) return '—';
  const d = inIst(at);
  return d.isValid() ? d.format(pattern) : '—';
};

/** An instant in IST as 'dd/MM/yyyy, hh:mm a' ('25/11/2026, 03:08 PM'); '—' when missing or invalid. */
export const formatDateTime = (iso: string | null | undefined) => shown(iso, DATE_TIME_FORMAT);

/** An instant's IST time as 'hh:mm a' ('03:08 PM'); '—' when missing or invalid. */
export const formatTime = (iso: string | null | undefined) => shown(iso, TIME_FORMAT);

/**
 * A date as dd/MM/yyyy ('25/11/2026'); '—' when missing or invalid. A calendar day (YYYY-MM-DD) is shown
 * as written, in no zone; an instant (ISO time) shows its IST day.
 */
export function formatDate(d: string | null | undefined): string {
  if (d && DAY.test(d)) return `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
  return shown(d, DATE_FORMAT);
}

/** A history change's value as shown: a calendar day (YYYY-MM-DD) as dd/MM/yyyy, any other text as it is, '—' for none. */
export const formatChangeValue = (v: string | null | undefined): string =>
  !v ? '—' : DAY.test(v) ? formatDate(v) : v;

/** 'Today' or 'Yesterday' (in IST, from `now`) for an instant on those days, else its dd/MM/yyyy date; '' when invalid. */
export function formatDayName(iso: string, now = new Date()): string {
  if (!dayjs(iso).isValid()) return '';
  const day = istDay(iso);
  if (day === istDay(now)) return 'Today';
  if (day === inIst(now).subtract(1, 'day').format('YYYY-MM-DD')) return 'Yesterday';
  return formatDate(day);
}

/** A stamp in a list: the IST time for today's instants ('03:08 PM'), else 'Yesterday' or the dd/MM/yyyy date; '' when invalid. */
export function formatListStamp(iso: string, now = new Date()): string {
  const day = formatDayName(iso, now);
  return day === 'Today' ? formatTime(iso) : day;
}

/** Online status from lastActiveOn (spec 000 §2.12): under 10 min Online, under 30 Away, else Offline. */
export function onlineStatus(
  lastActiveOn: string | null | undefined,
  now = Date.now(),
): 'Online' | 'Away' | 'Offline' {
  if (!lastActiveOn) return 'Offline';
  const minutes = (now - new Date(lastActiveOn).getTime()) / 60_000;
  return minutes < 10 ? 'Online' : minutes < 30 ? 'Away' : 'Offline';
}

/** `n` and `word`, with an s unless `n` is 1: "1 brand", "3 conversations". */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
