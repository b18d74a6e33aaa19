import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import ical, { ICalCalendarMethod, ICalEventRepeatingFreq } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { PRODUCT_NAME, STAGE_MAPPING } from '@crm/contracts';
import type { FollowUp, Reminder } from './queries.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Feeds are in India's time (IST): follow-ups are IST dates, reminders IST times. */
const TIME_ZONE = 'Asia/Kolkata';

/** How long a reminder's calendar event lasts (minutes). */
const REMINDER_MINUTES = 15;

const FREQ = {
  DAILY: ICalEventRepeatingFreq.DAILY,
  WEEKLY: ICalEventRepeatingFreq.WEEKLY,
  MONTHLY: ICalEventRepeatingFreq.MONTHLY,
  YEARLY: ICalEventRepeatingFreq.YEARLY,
} as const;

/**
 * The ICS text of a user's feed (RFC 5545, ical-generator): each follow-up an all-day event on its IST
 * date ('Follow up: brand — inventory, event', the stage in the description, a link to the brand), each
 * reminder a 15-minute event at its next due time in Asia/Kolkata, repeating by its recurrence. UIDs
 * are stable (`followup-{brandId}-{eiId}@host`, `reminder-{taskId}@host`), so a calendar updates an
 * event in place when its date moves. `origin` is the app's address for links (config PUBLIC_URL, e.g.
 * https://crm.example).
 */
export function feedIcs(
  user: { name: string },
  items: { followUps: FollowUp[]; reminders: Reminder[] },
  origin: string,
): string {
  const host = new URL(origin).hostname;
  const cal = ical({
    name: `SponsorDesk — ${user.name}`,
    prodId: { company: PRODUCT_NAME, product: 'crm', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    timezone: { name: TIME_ZONE, generator: getVtimezoneComponent },
    ttl: 15 * 60,
  });
  for (const f of items.followUps) {
    const brandUrl = `${origin}/brandInfo/${f.brandId}?${new URLSearchParams({ brandName: f.brandName })}`;
    cal.createEvent({
      id: `followup-${f.brandId}-${f.eiId}@${host}`,
      start: f.followUpDate,
      allDay: true,
      summary: `Follow up: ${f.brandName} — ${f.inventoryName}, ${f.eventName}`,
      description: `Stage: ${STAGE_MAPPING[f.stage].label}\n${brandUrl}`,
      url: brandUrl,
    });
  }
  for (const r of items.reminders) {
    cal.createEvent({
      id: `reminder-${r.taskId}@${host}`,
      // a dayjs time, which ical-generator writes in the event's time zone (a Date it would write in the process's)
      start: dayjs(r.remindAt),
      end: dayjs(r.remindAt).add(REMINDER_MINUTES, 'minute'),
      timezone: TIME_ZONE,
      summary: `Reminder: ${r.taskName}`,
      url: `${origin}/taskManagement?taskId=${r.taskId}`,
      repeating: r.recurrence ? { freq: FREQ[r.recurrence] } : null,
    });
  }
  return cal.toString();
}
