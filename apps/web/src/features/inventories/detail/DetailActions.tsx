import { Button, Group } from '@mantine/core';
import { IconEdit, IconUsersGroup, IconUsersPlus } from '@tabler/icons-react';
import { COLLAB_MESSAGES, type EventInventoryDetail } from '@crm/contracts';
import { Link } from 'react-router';
import { assignBrandsPath } from '../../../lib/links';
import { AddTaskButton } from '../../tasks';
import { NotifyPosMenu } from '../NotifyPosMenu';
import type { EiPlace, EiRoles } from './useInventoryDetail';

/**
 * The page's buttons: Add task, the admins' reminders to the POs, Edit (inventory managers and POs),
 * 'Shared with me (n)' when pairings are shared with the user, and Assign Brands (shown disabled while loading).
 */
export function DetailActions({
  eiId,
  ei,
  place,
  roles,
  onEdit,
}: {
  eiId: number;
  ei: EventInventoryDetail | undefined;
  place: EiPlace;
  roles: EiRoles;
  onEdit: () => void;
}) {
  const ref = { eiId, ...place };
  return (
    <Group gap="sm">
      <AddTaskButton
        prefill={{ inventoryId: ei?.inventoryId, eventId: ei?.eventId }}
        disabled={!ei}
        testId="ei-add-task"
      />
      {roles.isAdmin && ei && <NotifyPosMenu eiId={eiId} deckUploaded={ei.deckUploaded} />}
      {roles.canEdit && (
        <Button
          variant="default"
          leftSection={<IconEdit size={16} />}
          onClick={onEdit}
          data-testid="ei-edit"
        >
          Edit
        </Button>
      )}
      {!!ei?.sharedWithMeCount && (
        <Button
          component={Link}
          to={assignBrandsPath(ref, 'ASSIGNED', 'shared')}
          variant="light"
          color="violet"
          leftSection={<IconUsersGroup size={18} />}
          data-testid="shared-with-me-button"
        >
          {COLLAB_MESSAGES.sharedWithMe} ({ei.sharedWithMeCount})
        </Button>
      )}
      {(roles.canAssign || !ei) && (
        <Button
          component={Link}
          to={assignBrandsPath(ref)}
          size="md"
          leftSection={<IconUsersPlus size={18} />}
          disabled={!ei}
          data-testid="assign-brands-button"
        >
          Assign Brands
        </Button>
      )}
    </Group>
  );
}
