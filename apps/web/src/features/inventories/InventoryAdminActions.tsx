import { Button, ColorInput, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { IconCalendarPlus, IconEdit } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { INVENTORY_ADMIN_LIMITS as L, isValidUrlField, type InventoryItem } from '@crm/contracts';
import { toastError, toastSuccess } from '../../lib/api';
import { NumberField } from '../../components/NumberField';
import { EventPicker, SearchMultiPicker } from '../../components/searchPickers';
import { croreRule, hasNumberError, PROPERTY_COUNT_RULE } from '../../lib/validation';
import {
  useActiveUserOptions,
  useAddInventoryEvents,
  useUpdateInventoryDetails,
} from './adminQueries';
import { FormActions } from '../../components/FormActions';

const DEFAULT_COLOR = '#DEDDFF'; // spec 001 §9 default inventory colour
const SALES_TARGET_RULE = croreRule('Sales target');

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

/** PATCH /api/admin/inventories/details: colour (#RRGGBB, default #DEDDFF), description, image URL ('Inventory updated successfully'). */
function DetailsModal({ inventory, onClose }: { inventory: InventoryItem; onClose: () => void }) {
  const [color, setColor] = useState(inventory.color || DEFAULT_COLOR);
  const [description, setDescription] = useState(inventory.description ?? '');
  const [image, setImage] = useState(inventory.inventoryImage ?? '');
  const save = useUpdateInventoryDetails();
  const colorError = /^#[0-9A-Fa-f]{6}$/.test(color) ? null : 'Write the colour as #RRGGBB';
  const descriptionError =
    description.length > L.description ? `At most ${L.description} characters` : null;
  const imageError = isValidUrlField(image.trim())
    ? null
    : 'Enter a URL starting with http:// or https://';
  const invalid = !!(colorError || descriptionError || imageError);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (invalid) return;
    save.mutate(
      {
        id: inventory.id,
        color,
        description: description.trim() || null,
        inventoryImage: image.trim() || null,
      },
      { onSuccess: (r) => (toastSuccess(r.message), onClose()), onError: toastError },
    );
  };
  return (
    <Modal opened onClose={onClose} title={`Edit ${inventory.name}`} centered>
      <form onSubmit={submit}>
        <Stack>
          <ColorInput
            label="Colour"
            value={color}
            onChange={setColor}
            format="hex"
            error={colorError}
            swatches={[DEFAULT_COLOR, '#FFE3C2', '#C8F2D4', '#FFD1D1', '#D6ECFF']}
            data-testid="inventory-color"
          />
          <Textarea
            label="Description"
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            error={descriptionError}
            autosize
            minRows={2}
            maxRows={6}
            data-testid="inventory-description"
          />
          <TextInput
            label="Image URL"
            placeholder="https://"
            value={image}
            onChange={(e) => setImage(e.currentTarget.value)}
            error={imageError}
            data-testid="inventory-image"
          />
          <FormActions
            onCancel={onClose}
            saving={save.isPending}
            invalid={invalid}
            testId="inventory-details-save"
          />
        </Stack>
      </form>
    </Modal>
  );
}

/** POST /api/admin/inventory/events: one event, with a sales target (crore), property count and project owners. */
function AddToEventModal({ inventoryId, onClose }: { inventoryId: number; onClose: () => void }) {
  const [eventId, setEventId] = useState<string | null>(null);
  const [salesTarget, setSalesTarget] = useState<number | string>('');
  const [propertyCount, setPropertyCount] = useState<number | string>(0);
  const [owners, setOwners] = useState<string[]>([]);
  const add = useAddInventoryEvents();
  const invalid =
    !eventId ||
    hasNumberError([salesTarget, SALES_TARGET_RULE], [propertyCount, PROPERTY_COUNT_RULE]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (invalid) return;
    add.mutate(
      {
        inventoryId,
        events: [
          {
            eventId: Number(eventId),
            salesTarget: salesTarget === '' ? null : Number(salesTarget),
            propertyCount: propertyCount === '' ? 0 : Number(propertyCount),
          },
        ],
        projectOwnerIds: owners.map(Number),
      },
      { onSuccess: (r) => (toastSuccess(r.message), onClose()), onError: toastError },
    );
  };
  return (
    <Modal opened onClose={onClose} title="Add to event" centered>
      <form onSubmit={submit}>
        <Stack>
          <EventPicker
            label="Event"
            value={eventId}
            initial={null}
            onChange={setEventId}
            testId="inventory-event-picker"
          />
          <NumberField
            label="Sales target (in Cr)"
            rule={SALES_TARGET_RULE}
            value={salesTarget}
            onChange={setSalesTarget}
            thousandSeparator=","
            thousandsGroupStyle="lakh"
            data-testid="inventory-event-target"
          />
          <NumberField
            label="Property count"
            rule={PROPERTY_COUNT_RULE}
            value={propertyCount}
            onChange={setPropertyCount}
            data-testid="inventory-event-properties"
          />
          <SearchMultiPicker
            label="Project owners"
            noun="colleagues"
            placeholder="Search colleagues by name"
            value={owners}
            onChange={setOwners}
            useOptions={useActiveUserOptions}
            maxValues={20}
            testId="inventory-event-owners"
          />
          <FormActions
            onCancel={onClose}
            saving={add.isPending}
            invalid={invalid}
            label="Add"
            testId="inventory-event-save"
          />
        </Stack>
      </form>
    </Modal>
  );
}
