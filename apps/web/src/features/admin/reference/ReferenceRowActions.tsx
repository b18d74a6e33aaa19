import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { AnyRow } from '../kinds';

/** A settings row's Edit and Remove buttons. */
export function ReferenceRowActions({
  r,
  onEdit,
  onRemove,
}: {
  r: AnyRow;
  onEdit: (r: AnyRow) => void;
  onRemove: (r: AnyRow) => void;
}) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Tooltip label="Edit">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Edit ${r.name}`}
          onClick={() => onEdit(r)}
          data-testid="reference-edit"
        >
          <IconPencil size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Remove">
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Remove ${r.name}`}
          onClick={() => onRemove(r)}
          data-testid="reference-remove"
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
