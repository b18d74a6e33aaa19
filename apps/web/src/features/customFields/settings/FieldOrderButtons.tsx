import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';

/** A field's Move up / Move down buttons: up off for the first, down off for the last, both off while saving. */
export function FieldOrderButtons({
  label,
  first,
  last,
  pending,
  onMove,
}: {
  /** The field's label, naming the buttons. */
  label: string;
  first: boolean;
  last: boolean;
  pending: boolean;
  onMove: (by: -1 | 1) => void;
}) {
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        size="sm"
        aria-label={`Move ${label} up`}
        disabled={first || pending}
        onClick={() => onMove(-1)}
      >
        <IconArrowUp size={14} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        size="sm"
        aria-label={`Move ${label} down`}
        disabled={last || pending}
        onClick={() => onMove(1)}
      >
        <IconArrowDown size={14} />
      </ActionIcon>
    </Group>
  );
}
