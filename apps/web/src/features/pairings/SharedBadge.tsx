import { Badge } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { COLLAB_MESSAGES } from '@crm/contracts';

/** Marks a pairing the user works as an accepted collaborator ('Shared with me'). */
export function SharedBadge() {
  return (
    <Badge
      size="sm"
      variant="light"
      color="violet"
      tt="none"
      style={{ flexShrink: 0, overflow: 'visible' }}
      styles={{ label: { overflow: 'visible' } }}
      leftSection={<IconUsersGroup size={12} />}
      data-testid="shared-badge"
    >
      {COLLAB_MESSAGES.sharedWithMe}
    </Badge>
  );
}
