import { useState } from 'react';
import { useTurnOffCalendarFeed, useTurnOnCalendarFeed } from './queries';

/**
 * Turning one's calendar feed on (or making a new link) and off: `confirm` is the change being asked
 * ('renew' or 'off'), `link` the new feed's full URL, known only right after it is made.
 */
export function useCalendarFeedSwitch() {
  const turnOn = useTurnOnCalendarFeed();
  const turnOff = useTurnOffCalendarFeed();
  const [confirm, setConfirm] = useState<'renew' | 'off' | null>(null);
  const link = turnOn.data && `${window.location.origin}${turnOn.data.feedPath}`;
  const on = () => turnOn.mutate(undefined, { onSettled: () => setConfirm(null) });
  const off = () =>
    turnOff.mutate(undefined, {
      onSuccess: () => turnOn.reset(),
      onSettled: () => setConfirm(null),
    });
  return { turnOn, turnOff, confirm, setConfirm, link, on, off };
}

/** The calendar feed's switch (useCalendarFeedSwitch). */
export type CalendarFeedSwitch = ReturnType<typeof useCalendarFeedSwitch>;
