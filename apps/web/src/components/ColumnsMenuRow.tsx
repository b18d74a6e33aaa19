import { ActionIcon, Checkbox, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';

/** A movable column in the 'Columns' menu: its show/hide checkbox and up/down buttons (off at the ends). */
export function ColumnsMenuRow({
  column,
  shown,
  first,
  last,
  onShow,
  onMove,
}: {
  column: { id: string; label: string };
  shown: boolean;
  first: boolean;
  last: boolean;
  onShow: (shown: boolean) => void;
  onMove: (by: -1 | 1) => void;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" data-testid={`column-${column.id}`}>
      <Checkbox
        label={column.label}
        checked={shown}
        onChange={(e) => onShow(e.currentTarget.checked)}
      />
      <Group gap={2} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={`Move ${column.label} up`}
          disabled={first}
          onClick={() => onMove(-1)}
        >
          <IconArrowUp size={14} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={`Move ${column.label} down`}
          disabled={last}
          onClick={() => onMove(1)}
        >
          <IconArrowDown size={14} />
        </ActionIcon>
      </Group>
    </Group>
  );
}
