import { Group, Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DisabledToast } from '../../components/DisabledToast';
import { EventPicker } from '../../components/searchPickers';
import { useEventInfo } from '../events';
import type { ClosedDealValues } from './useClosedDealForm';

/**
 * What a closed deal is for: an event inventory (the event, then one of its inventories; a new event
 * clears the inventory) or, 'From client/brand', what was sold.
 */
export function ClosedDealTarget({ form }: { form: UseFormReturnType<ClosedDealValues> }) {
  const { kind, eventId, eiId, title } = form.values;
  const event = useEventInfo(eventId ?? undefined);
  if (kind === 'DIRECT')
    return (
      <TextInput
        label="What was sold"
        placeholder="e.g. Stadium naming rights"
        maxLength={200}
        value={title}
        onChange={(e) => form.setFieldValue('title', e.currentTarget.value)}
        required
        data-testid="closed-deal-title"
      />
    );
  return (
    <Group grow align="flex-start">
      <EventPicker
        label="Event"
        initial={null}
        value={eventId ? String(eventId) : null}
        onChange={(v) => form.setValues({ eventId: v ? Number(v) : null, eiId: null })}
        testId="closed-deal-event"
      />
      <DisabledToast disabled={!eventId} message="Choose an event first">
        <Select
          label="Inventory"
          placeholder={eventId ? 'Choose an inventory' : 'Choose an event first'}
          disabled={!eventId}
          data={(event.data?.eventInventories ?? []).map((ei) => ({
            value: String(ei.eiId),
            label: ei.inventoryName,
          }))}
          value={eiId ? String(eiId) : null}
          onChange={(v) => form.setFieldValue('eiId', v ? Number(v) : null)}
          searchable
          nothingFoundMessage="No inventories in this event"
          data-testid="closed-deal-inventory"
        />
      </DisabledToast>
    </Group>
  );
}
