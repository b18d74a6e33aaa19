import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { EVENT_ADMIN_LIMITS as L } from '@crm/contracts';
import { NumberField } from '../../../components/NumberField';
import { SearchPicker } from '../../../components/searchPickers';
import { newInventoryRow, SALES_TARGET_RULE, type InventoryRow } from './eventForm';
import { useInventoryOptions } from './queries';

/**
 * The event's inventories: one row per event inventory (an inventory select and its sales target in
 * crore), rows added and removed; the same rows for one inventory or fifty.
 */
export function InventoryRows({
  rows,
  onChange,
  errors,
}: {
  rows: InventoryRow[];
  onChange: (rows: InventoryRow[]) => void;
  errors: Record<string, unknown>;
}) {
  const patch = (key: string, p: Partial<InventoryRow>) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, ...p } : r)));
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          Inventories ({rows.length})
        </Text>
        {typeof errors.inventories === 'string' && (
          <Text size="xs" c="red">
            {errors.inventories}
          </Text>
        )}
      </Group>
      {rows.map((r, i) => (
        <InventoryRowFields
          key={r.key}
          row={r}
          first={i === 0}
          pickError={errors[`inventories.${i}.inventoryId`]}
          onlyRow={rows.length === 1}
          onPatch={(p) => patch(r.key, p)}
          onRemove={() => onChange(rows.filter((x) => x.key !== r.key))}
        />
      ))}
      <Button
        variant="light"
        size="xs"
        leftSection={<IconPlus size={14} />}
        disabled={rows.length >= L.inventories}
        onClick={() => onChange([...rows, newInventoryRow()])}
        w="max-content"
        data-testid="event-inventory-add"
      >
        Add inventory
      </Button>
    </Stack>
  );
}

/** One row: the inventory select, its sales target (crore) and Remove (not for the only row). */
function InventoryRowFields({
  row: r,
  first,
  pickError,
  onlyRow,
  onPatch,
  onRemove,
}: {
  row: InventoryRow;
  first: boolean;
  pickError: unknown;
  onlyRow: boolean;
  onPatch: (p: Partial<InventoryRow>) => void;
  onRemove: () => void;
}) {
  return (
    <Group align="flex-start" wrap="nowrap" data-testid="event-inventory-row">
      <div style={{ flex: 2 }}>
        <SearchPicker
          label={first ? 'Inventory' : ''}
          value={r.inventoryId}
          initial={r.inventoryId ? { value: r.inventoryId, label: r.inventoryName ?? '' } : null}
          onChange={(v) => onPatch({ inventoryId: v })}
          onPick={(o) =>
            onPatch({ inventoryId: o?.value ?? null, inventoryName: o?.label ?? null })
          }
          noun="inventories"
          useOptions={useInventoryOptions}
          testId="event-inventory-select"
        />
        {typeof pickError === 'string' && (
          <Text size="xs" c="red">
            {pickError}
          </Text>
        )}
      </div>
      <NumberField
        label={first ? 'Sales target (in Cr)' : ''}
        rule={SALES_TARGET_RULE}
        value={r.salesTarget}
        onChange={(salesTarget) => onPatch({ salesTarget })}
        thousandSeparator=","
        thousandsGroupStyle="lakh"
        style={{ flex: 1 }}
        data-testid="event-inventory-target"
      />
      <ActionIcon
        variant="subtle"
        color="red"
        mt={first ? 26 : 4}
        disabled={onlyRow}
        onClick={onRemove}
        aria-label={`Remove ${r.inventoryName ?? 'this inventory'}`}
        data-testid="event-inventory-remove"
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}
