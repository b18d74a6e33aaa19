import { Button, Group } from '@mantine/core';
import { IconCalendarPlus, IconCopy, IconPencil, IconTrash } from '@tabler/icons-react';
import type { Repository } from '@crm/contracts';
import type { RepositoryActions } from '../useRepositoryActions';

/** The owner's Publish (a draft) or Back to draft (a published one). */
function StatusButton({ repo, actions }: { repo: Repository; actions: RepositoryActions }) {
  if (repo.status === 'DRAFT')
    return (
      <Button
        variant="light"
        color="green"
        onClick={() => actions.setStatus(repo, 'PUBLISHED')}
        loading={actions.busy}
        data-testid="repository-publish"
      >
        Publish
      </Button>
    );
  return (
    <Button
      variant="default"
      onClick={() => actions.setStatus(repo, 'DRAFT')}
      loading={actions.busy}
    >
      Back to draft
    </Button>
  );
}

/**
 * A repository's actions: Edit, Publish / Back to draft and Remove for the owner; Duplicate, and Assign
 * to events while it has brands, for anyone who sees it.
 */
export function RepositoryDetailActions({
  repo,
  actions,
  onEdit,
  onAssign,
}: {
  repo: Repository;
  actions: RepositoryActions;
  onEdit: () => void;
  onAssign: () => void;
}) {
  return (
    <Group gap="xs">
      {repo.isMine && (
        <Button variant="default" leftSection={<IconPencil size={16} />} onClick={onEdit}>
          Edit
        </Button>
      )}
      {repo.isMine && <StatusButton repo={repo} actions={actions} />}
      <Button
        variant="default"
        leftSection={<IconCopy size={16} />}
        onClick={() => actions.duplicate(repo)}
        data-testid="repository-detail-duplicate"
      >
        Duplicate
      </Button>
      <Button
        leftSection={<IconCalendarPlus size={16} />}
        disabled={!repo.brandCount}
        onClick={onAssign}
        data-testid="repository-assign"
      >
        Assign to events
      </Button>
      {repo.isMine && (
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={() => actions.askRemove(repo)}
          data-testid="repository-detail-remove"
        >
          Remove
        </Button>
      )}
    </Group>
  );
}
