import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import {
  defaultPresetSetting,
  orderedColumns,
  visibleColumns,
  type ColumnPresetId,
  type PresetSetting,
} from '@crm/contracts';
import { ColumnsMenuRow } from './ColumnsMenuRow';

/**
 * The 'Columns' menu of a table with a column preset (spec 001 §9): show/hide each non-fixed column and
 * move it up or down; fixed columns stay first and shown. Changes go to `onChange` (saved per user).
 */
export function ColumnsMenu({
  preset,
  setting,
  onChange,
}: {
  preset: ColumnPresetId;
  setting: PresetSetting | undefined;
  onChange: (s: PresetSetting) => void;
}) {
  const cols = orderedColumns(preset, setting);
  const visible = new Set(visibleColumns(preset, setting).map((c) => c.id));
  const movable = cols.filter((c) => !c.fixed);
  const save = (order: string[], shown: Set<string>) =>
    onChange({ order, hidden: movable.map((c) => c.id).filter((id) => !shown.has(id)) });
  const move = (i: number, by: number) => {
    const order = movable.map((c) => c.id);
    const j = i + by;
    if (j < 0 || j >= order.length) return;
    [order[i], order[j]] = [order[j], order[i]];
    save(order, visible);
  };
  const show = (id: string, on: boolean) => {
    const shown = new Set(visible);
    if (on) shown.add(id);
    else shown.delete(id);
    save(
      movable.map((m) => m.id),
      shown,
    );
  };
  return (
    <Popover position="bottom-end" shadow="md" width={300} trapFocus>
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconColumns size={16} />}
          data-testid="columns-menu"
        >
          Columns
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6}>
          {cols
            .filter((c) => c.fixed)
            .map((c) => (
              <Checkbox key={c.id} label={`${c.label} (fixed)`} checked disabled />
            ))}
          {movable.map((c, i) => (
            <ColumnsMenuRow
              key={c.id}
              column={c}
              shown={visible.has(c.id)}
              first={i === 0}
              last={i === movable.length - 1}
              onShow={(on) => show(c.id, on)}
              onMove={(by) => move(i, by)}
            />
          ))}
          <Text size="xs" c="dimmed">
            Saved for you on every device.
          </Text>
          <Button size="xs" variant="subtle" onClick={() => onChange(defaultPresetSetting(preset))}>
            Reset to default
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
