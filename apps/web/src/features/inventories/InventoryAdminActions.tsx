import { Button, ColorInput, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconCalendarPlus, IconEdit } from '@tabler/icons-react';
import { useState } from 'react';
import {
  INVENTORY_ADMIN_LIMITS as L,
  INVENTORY_ADMIN_MESSAGES,
  inventoryAdminRoutes,
  isValidUrlField,
  type InventoryItem,
} from '@crm/contracts';
import { toastError, toastSuccess } from '../../lib/api';
import { errorAt, useContractForm } from '../../lib/form';
import { EventPicker } from '../../components/searchPickers';
import { UserPicker } from '../../components/UserPicker';
import { useAddInventoryEvents, useUpdateInventoryDetails } from './adminQueries';
import { FormActions } from '../../components/FormActions';
import { TargetFields, targetSentences, targetsOf, type Targets } from './TargetFields';

const DEFAULT_COLOR = '#DEDDFF'; // spec 001 §9 default inventory colour

/** Admin actions on /inventoryEvents/{id}: edit the inventory's details, and offer it at an event. */
export function InventoryAdminActions({ inventory }: { inventory: InventoryItem }) {
  const [open, setOpen] = useState<'details' | 'events' | null>(null);
  return (
    <Group gap="sm">
      <Button
        variant="default"
        leftSection={<IconEdit size={16} />}
        onClick={() => setOpen('details')}
        data-testid="inventory-details-edit"
      >
        Edit details
      </Button>
      <Button
        leftSection={<IconCalendarPlus size={16} />}
        onClick={() => setOpen('events')}
        data-testid="inventory-events-add"
      >
        Add to event
      </Button>
      {open === 'details' && <DetailsModal inventory={inventory} onClose={() => setOpen(null)} />}
      {open === 'events' && (
        <AddToEventModal inventoryId={inventory.id} onClose={() => setOpen(null)} />
      )}
    </Group>
  );
}

type DetailsForm = { color: string; description: string; image: string };

/** The details a form sends: the colour, and the description and image URL trimmed (empty is none). */
const detailsOf = (v: DetailsForm) => ({
  color: v.color,
  description: v.description.trim() || null,
  inventoryImage: v.image.trim() || null,
});

/** PATCH /api/admin/inventories/details: colour (#RRGGBB, default #DEDDFF), description, image URL ('Inventory updated successfully'). */
function DetailsModal({ inventory, onClose }: { inventory: InventoryItem; onClose: () => void }) {
  const save = useUpdateInventoryDetails();
  // each refusal shows as it is typed and keeps Save disabled
  const { form, submit, valid } = useContractForm<DetailsForm>({
    initialValues: {
      color: inventory.color || DEFAULT_COLOR,
      description: inventory.description ?? '',
      image: inventory.inventoryImage ?? '',
    },
    live: true,
    schema: inventoryAdminRoutes.updateDetails.body,
    request: (v) => ({ id: inventory.id, ...detailsOf(v) }),
    sentences: (v) => ({
      color: /^#[0-9A-Fa-f]{6}$/.test(v.color) ? null : 'Write the colour as #RRGGBB',
      description:
        v.description.length > L.description ? `At most ${L.description} characters` : null,
      inventoryImage: isValidUrlField(v.image.trim())
        ? null
        : 'Enter a URL starting with http:// or https://',
    }),
  });
  const onSubmit = submit((v) =>
    save.mutate(
      { id: inventory.id, ...detailsOf(v) },
      { onSuccess: (r) => (toastSuccess(r.message), onClose()), onError: toastError },
    ),
  );
  return (
    <Modal opened onClose={onClose} title={`Edit ${inventory.name}`} centered>
      <form onSubmit={onSubmit}>
        <Stack>
          <ColorInput
            label="Colour"
            value={form.values.color}
            onChange={(color) => form.setFieldValue('color', color)}
            format="hex"
            error={form.errors.color}
            swatches={[DEFAULT_COLOR, '#FFE3C2', '#C8F2D4', '#FFD1D1', '#D6ECFF']}
            data-testid="inventory-color"
          />
          <Textarea
            label="Description"
            value={form.values.description}
            onChange={(e) => form.setFieldValue('description', e.currentTarget.value)}
            error={form.errors.description}
            autosize
            minRows={2}
            maxRows={6}
            data-testid="inventory-description"
          />
          <TextInput
            label="Image URL"
            placeholder="https://"
            value={form.values.image}
            onChange={(e) => form.setFieldValue('image', e.currentTarget.value)}
            error={form.errors.inventoryImage}
            data-testid="inventory-image"
          />
          <FormActions
            onCancel={onClose}
            saving={save.isPending}
            invalid={!valid}
            testId="inventory-details-save"
          />
        </Stack>
      </form>
    </Modal>
  );
}

type AddToEventForm = Targets & { eventId: string | null; owners: string[] };

/** Where the picked event sits in the request (POST /api/admin/inventory/events). */
const EVENT_PATH = 'events.0.eventId';

/** POST /api/admin/inventory/events: one event, with a sales target (crore), property count and project owners. */
function AddToEventModal({ inventoryId, onClose }: { inventoryId: number; onClose: () => void }) {
  const add = useAddInventoryEvents();
  const requestOf = (v: AddToEventForm) => ({
    inventoryId,
    events: [{ eventId: Number(v.eventId), ...targetsOf(v) }],
    projectOwnerIds: v.owners.map(Number),
  });
  // each field says what is wrong once changed or left; Add (or Enter) on an incomplete form says it all
  const { form, submit, valid, reveal } = useContractForm<AddToEventForm>({
    initialValues: { eventId: null, salesTarget: '', propertyCount: 0, owners: [] },
    schema: inventoryAdminRoutes.addEvents.body,
    request: requestOf,
    sentences: (v) => ({
      [EVENT_PATH]: v.eventId ? null : INVENTORY_ADMIN_MESSAGES.pickEvent,
      ...targetSentences(v, 'events.0.'),
    }),
  });
  const onSubmit = submit((v) =>
    add.mutate(requestOf(v), {
      onSuccess: (r) => (toastSuccess(r.message), onClose()),
      onError: toastError,
    }),
  );
  return (
    <Modal opened onClose={onClose} title="Add to event" centered>
      <form onSubmit={onSubmit}>
        <Stack>
          <div onBlur={() => form.validateField(EVENT_PATH)}>
            <EventPicker
              label="Event"
              value={form.values.eventId}
              initial={null}
              onChange={(eventId) => form.setFieldValue('eventId', eventId)}
              testId="inventory-event-picker"
            />
            {errorAt(form.errors, EVENT_PATH) && (
              <Text size="xs" c="red.7" mt={4} data-testid="inventory-event-picker-error">
                {errorAt(form.errors, EVENT_PATH)}
              </Text>
            )}
          </div>
          <TargetFields
            value={form.values}
            onChange={(patch) => form.setValues(patch)}
            testIds={{
              salesTarget: 'inventory-event-target',
              propertyCount: 'inventory-event-properties',
            }}
          />
          <UserPicker
            label="Project owners"
            value={form.values.owners}
            onChange={(owners) => form.setFieldValue('owners', owners)}
            maxValues={20}
            testId="inventory-event-owners"
          />
          <FormActions
            onCancel={onClose}
            saving={add.isPending}
            invalid={!valid}
            onInvalid={reveal}
            label="Add"
            testId="inventory-event-save"
          />
        </Stack>
      </form>
    </Modal>
  );
}
