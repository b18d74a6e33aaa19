import { Group, Select } from '@mantine/core';
import { useReference } from '../../lib/referenceQueries';
import { EventPicker } from '../../components/searchPickers';
import { useEventInfo } from '../events';
import { DisabledToast } from '../../components/DisabledToast';
import { dropdownProps } from '../../components/dropdown';

/** The reports' choice: the event, one of its inventories and a vertical (all when none). */
export type ReportChoice = { eventId?: number; eiId?: number; verticalId?: number };

/**
 * The event, event inventory and vertical pickers of the reports page; a new event clears the
 * inventory. `onChange` patches the URL keys (null clears one).
 */
export function ReportFilters({
  choice,
  onChange,
}: {
  choice: ReportChoice;
  onChange: (patch: Record<string, string | null>) => void;
}) {
  const { eventId, eiId, verticalId } = choice;
  const event = useEventInfo(eventId);
  const { data: ref } = useReference();
  const inventories = (event.data?.eventInventories ?? []).map((ei) => ({
    value: String(ei.eiId),
    label: ei.inventoryName,
  }));
  return (
    <Group align="flex-end" gap="md">
      <EventPicker
        key={event.data ? 'loaded' : 'new'}
        label="Event"
        value={eventId ? String(eventId) : null}
        initial={
          event.data ? { value: String(event.data.eventId), label: event.data.eventName } : null
        }
        onChange={(v) => onChange({ eventId: v, eiId: null })}
        testId="report-event"
      />
      <DisabledToast disabled={!eventId} message="Choose an event first">
        <Select
          {...dropdownProps()}
          label="Event inventory"
          placeholder={eventId ? 'Choose an inventory' : 'Choose an event first'}
          data={inventories}
          value={eiId ? String(eiId) : null}
          onChange={(v) => onChange({ eiId: v })}
          disabled={!eventId}
          searchable
          nothingFoundMessage="No inventories in this event"
          data-testid="report-inventory"
        />
      </DisabledToast>
      <Select
        {...dropdownProps()}
        label="Vertical"
        placeholder="All verticals"
        clearable
        data={(ref?.verticals ?? []).map((v) => ({ value: String(v.id), label: v.name }))}
        value={verticalId ? String(verticalId) : null}
        onChange={(v) => onChange({ verticalId: v })}
        data-testid="report-vertical"
      />
    </Group>
  );
}
