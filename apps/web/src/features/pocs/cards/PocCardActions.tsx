import { ActionIcon, Button, Group, Stack, Tooltip } from '@mantine/core';
import { IconNote, IconNotes, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { callNotesPath } from '../../../lib/links';
import type { PocCardData } from './pocCardData';

/**
 * A POC card's buttons: 'Add call notes' (with canAddCallNotes), Notes (with onNotes), edit and
 * remove (with canEdit).
 */
export function PocCardActions({
  poc,
  canEdit,
  canAddCallNotes,
  onEdit,
  onRemove,
  onNotes,
}: {
  poc: PocCardData;
  canEdit: boolean;
  canAddCallNotes: boolean;
  onEdit: () => void;
  onRemove: () => void;
  onNotes?: () => void;
}) {
  return (
    <Stack gap={6} align="flex-end" style={{ flexShrink: 0 }}>
      {canAddCallNotes && (
        <Button
          component={Link}
          to={callNotesPath({ brandId: poc.brandId, pocId: poc.pocId })}
          variant="light"
          size="xs"
          leftSection={<IconNotes size={14} />}
        >
          Add call notes
        </Button>
      )}
      {onNotes && (
        <Button
          variant="default"
          size="xs"
          leftSection={<IconNote size={14} />}
          onClick={onNotes}
          aria-label={`Notes on ${poc.pocName}`}
          data-testid={`poc-notes-${poc.pocId}`}
        >
          Notes
        </Button>
      )}
      {canEdit && (
        <Group gap={4}>
          <Tooltip label="Edit">
            <ActionIcon
              variant="subtle"
              aria-label={`Edit ${poc.pocName}`}
              onClick={onEdit}
              data-testid={`poc-edit-${poc.pocId}`}
            >
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Remove">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove ${poc.pocName}`}
              onClick={onRemove}
              data-testid={`poc-remove-${poc.pocId}`}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      )}
    </Stack>
  );
}
