import { ActionIcon, Button, Group, Stack, Tooltip } from '@mantine/core';
import { IconMail, IconNote, IconNotes, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { callNotesPath } from '../../../lib/links';
import type { PocCardData } from './pocCardData';

/** A button that opens one of a POC's drawers (notes, mails). */
function PanelButton(p: {
  icon: typeof IconNote;
  label: string;
  name: string;
  testId: string;
  onClick: () => void;
}) {
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<p.icon size={14} />}
      onClick={p.onClick}
      aria-label={p.name}
      data-testid={p.testId}
    >
      {p.label}
    </Button>
  );
}

/**
 * A POC card's buttons: 'Add call notes' (with canAddCallNotes), Notes (with onNotes), Mails (with
 * onMails), edit and remove (with canEdit).
 */
export function PocCardActions({
  poc,
  canEdit,
  canAddCallNotes,
  onEdit,
  onRemove,
  onNotes,
  onMails,
}: {
  poc: PocCardData;
  canEdit: boolean;
  canAddCallNotes: boolean;
  onEdit: () => void;
  onRemove: () => void;
  onNotes?: () => void;
  onMails?: () => void;
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
        <PanelButton
          icon={IconNote}
          label="Notes"
          name={`Notes on ${poc.pocName}`}
          testId={`poc-notes-${poc.pocId}`}
          onClick={onNotes}
        />
      )}
      {onMails && (
        <PanelButton
          icon={IconMail}
          label="Mails"
          name={`Mails with ${poc.pocName}`}
          testId={`poc-mails-${poc.pocId}`}
          onClick={onMails}
        />
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
