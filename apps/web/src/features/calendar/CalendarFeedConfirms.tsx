import { ConfirmModal } from '../../components/ConfirmModal';
import type { CalendarFeedSwitch } from './useCalendarFeedSwitch';

/** The calendar feed's confirmations: a new link (the current one stops) and turning the feed off. */
export function CalendarFeedConfirms({ f }: { f: CalendarFeedSwitch }) {
  return (
    <>
      <ConfirmModal
        opened={f.confirm === 'renew'}
        title="Make a new link?"
        confirmLabel="Make a new link"
        loading={f.turnOn.isPending}
        onConfirm={f.on}
        onClose={() => f.setConfirm(null)}
      >
        Calendars subscribed to the current link stop getting updates. Subscribe them to the new
        link.
      </ConfirmModal>
      <ConfirmModal
        opened={f.confirm === 'off'}
        title="Turn the calendar feed off?"
        confirmLabel="Turn off"
        color="red"
        loading={f.turnOff.isPending}
        onConfirm={f.off}
        onClose={() => f.setConfirm(null)}
      >
        The link stops at once; calendars subscribed to it keep nothing new. You can turn it on
        again with a new link.
      </ConfirmModal>
    </>
  );
}
