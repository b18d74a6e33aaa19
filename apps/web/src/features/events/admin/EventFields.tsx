import { Group, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  codeLabel,
  EVENT_ADMIN_LIMITS as L,
  EVENT_CATEGORIES,
  type EventCategory,
} from '@crm/contracts';
import { DateField } from '../../../components/DateField';
import { CityPicker } from '../../../components/searchPickers';
import { UserPicker } from '../../../components/UserPicker';
import { EventImageField } from './EventImageField';
import type { EventFormState } from './eventForm';
import { InventoryRows } from './InventoryRows';

const CATEGORY_OPTIONS = EVENT_CATEGORIES.map((c) => ({ value: c, label: codeLabel(c) }));

/** Labels of the pickers' starting values (an edited event's city, POs and SMEs). */
export type EventFieldLabels = {
  city: { value: string; label: string } | null;
  projectOwners: { value: string; label: string }[];
  smes: { value: string; label: string }[];
};

/** The event form's inputs (spec 001 §3 Event): name, dates (IST), city, category, venue, description, image, POs, SMEs and the inventory rows. */
export function EventFields({
  form,
  labels,
}: {
  form: UseFormReturnType<EventFormState>;
  labels: EventFieldLabels;
}) {
  const v = form.values;
  return (
    <>
      <TextInput
        label="Event name"
        withAsterisk
        maxLength={L.name}
        {...form.getInputProps('eventName')}
        data-testid="event-name"
      />
      <WhenWhereFields form={form} labels={labels} />
      <TextInput
        label="Venue"
        maxLength={L.venue}
        {...form.getInputProps('venue')}
        data-testid="event-venue"
      />
      <Textarea
        label="Description"
        autosize
        minRows={2}
        maxRows={5}
        {...form.getInputProps('description')}
        data-testid="event-description"
      />
      <EventImageField value={v.imageUrl} onChange={(u) => form.setFieldValue('imageUrl', u)} />
      <PeopleFields form={form} labels={labels} />
      <InventoryRows
        rows={v.inventories}
        onChange={(rows) => form.setFieldValue('inventories', rows)}
        errors={form.errors}
      />
    </>
  );
}

/** The project owners (active users holding PO) and the SMEs of the event. */
function PeopleFields({
  form,
  labels,
}: {
  form: UseFormReturnType<EventFormState>;
  labels: EventFieldLabels;
}) {
  const v = form.values;
  return (
    <Group grow align="flex-start">
      <UserPicker
        label="Project owners (PO)"
        role="PO"
        value={v.projectOwnerIds}
        initial={labels.projectOwners}
        onChange={(ids) => form.setFieldValue('projectOwnerIds', ids)}
        maxValues={L.projectOwners}
        testId="event-pos"
      />
      <UserPicker
        label="SMEs"
        value={v.smeIds}
        initial={labels.smes}
        onChange={(ids) => form.setFieldValue('smeIds', ids)}
        maxValues={L.smes}
        testId="event-smes"
      />
    </Group>
  );
}

/** The dates (IST days), the city and the category. */
function WhenWhereFields({
  form,
  labels,
}: {
  form: UseFormReturnType<EventFormState>;
  labels: EventFieldLabels;
}) {
  const v = form.values;
  const err = (k: string) => (typeof form.errors[k] === 'string' ? String(form.errors[k]) : null);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <DateField
        label="Start date"
        withAsterisk
        value={v.startDate}
        onChange={(d) => form.setFieldValue('startDate', d)}
        error={err('startDate')}
        data-testid="event-start"
      />
      <DateField
        label="End date"
        withAsterisk
        value={v.endDate}
        onChange={(d) => form.setFieldValue('endDate', d)}
        error={err('endDate')}
        data-testid="event-end"
      />
      <div>
        <CityPicker
          label="City"
          value={v.cityId}
          initial={labels.city}
          onChange={(c) => form.setFieldValue('cityId', c)}
          testId="event-city"
        />
        {err('cityId') && (
          <span style={{ color: 'var(--mantine-color-red-6)', fontSize: 12 }}>{err('cityId')}</span>
        )}
      </div>
      <Select
        label="Category"
        withAsterisk
        data={CATEGORY_OPTIONS}
        value={v.category}
        onChange={(c) => form.setFieldValue('category', c as EventCategory | null)}
        error={err('category')}
        comboboxProps={{ withinPortal: true }}
        data-testid="event-category"
      />
    </SimpleGrid>
  );
}
