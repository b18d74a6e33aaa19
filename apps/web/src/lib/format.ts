import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(relativeTime);

/** The time zone the UI shows: IST (Asia/Kolkata, UTC+5:30; spec 001 §9). */
export const IST = 'Asia/Kolkata';

/** How long ago an ISO time was, in words ('a few seconds ago', '3 hours ago', '2 months ago'); '' for an invalid time. */
export const timeAgo = (iso: string, now = new Date()) => (dayjs(iso).isValid() ? dayjs(iso).from(now) : '');

/** Indian digit grouping (12,34,567), with an optional ₹ prefix (spec 000 §9). */
export function formatIndian(n: number, rupee = false): string {
  const s = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(n);
  return rupee ? `₹${s}` : s;
}

/** A crore amount shortened with Cr, L or K (spec 001 §9): 12.5 → '₹12.5 Cr', 0.25 → '₹25 L'. */
export function formatCrore(crore: number | null | undefined): string {
  if (crore === null || crore === undefined) return '—';
  const rupees = crore * 10_000_000;
  if (rupees >= 10_000_000) return `₹${formatIndian(+(rupees / 10_000_000).toFixed(2))} Cr`;
  if (rupees >= 100_000) return `₹${formatIndian(+(rupees / 100_000).toFixed(2))} L`;
  if (rupees >= 1_000) return `₹${formatIndian(+(rupees / 1_000).toFixed(2))} K`;
  return `₹${formatIndian(rupees)}`;
}

/** A timestamp in IST as 'DD MMM YYYY, hh:mm a'. */
export const formatDateTime = (iso: string | null | undefined) => (iso ? dayjs(iso).tz(IST).format('DD MMM YYYY, hh:mm a') : '—');

/** A calendar date (YYYY-MM-DD or ISO) as 'DD MMM YYYY'. */
export const formatDate = (d: string | null | undefined) => (d ? dayjs(d.length === 10 ? `${d}T00:00:00` : d).format('DD MMM YYYY') : '—');

/** Online status from lastActiveOn (spec 000 §2.12): under 10 min Online, under 30 Away, else Offline. */
export function onlineStatus(lastActiveOn: string | null | undefined, now = Date.now()): 'Online' | 'Away' | 'Offline' {
  if (!lastActiveOn) return 'Offline';
  const minutes = (now - new Date(lastActiveOn).getTime()) / 60_000;
  return minutes < 10 ? 'Online' : minutes < 30 ? 'Away' : 'Offline';
}
