import { useState } from 'react';
import { Badge, Group } from '@mantine/core';
import type { Repository } from '@crm/contracts';
import { toastSuccess } from '../../lib/api';
import { ConfirmModal } from '../../components/ConfirmModal';
import { showUndoToast } from '../../components/undoToast';
import { useRepositoryAction, useSaveRepository } from './queries';

/** A repository's status (Draft, Published) as a badge. */
export function StatusBadge({ repo }: { repo: Repository }) {
  return (
    <Badge size="sm" variant="light" color={repo.status === 'PUBLISHED' ? 'green' : 'yellow'}>
      {repo.status === 'PUBLISHED' ? 'Published' : 'Draft'}
    </Badge>
  );
}

/** Status and visibility of a repository as badges. */
export function RepositoryBadges({ repo }: { repo: Repository }) {
  return (
    <Group gap={6} wrap="nowrap">
      <StatusBadge repo={repo} />
      <Badge size="sm" variant="outline" color={repo.visibility === 'PUBLIC' ? 'blue' : 'gray'}>
        {repo.visibility === 'PUBLIC' ? 'Public' : 'Private'}
      </Badge>
    </Group>
  );
}

/**
 * The repository actions of the list and the detail view: publish / back to draft, duplicate
 * ('Repository duplicated successfully'; `onDuplicated` gets the copy) and remove after a confirm
 * ('Repository removed successfully', with Undo). Render `confirm` once in the page.
 */
export function useRepositoryActions({
  onDuplicated,
  onRemoved,
}: { onDuplicated?: (r: Repository) => void; onRemoved?: () => void } = {}) {
  const action = useRepositoryAction();
  const save = useSaveRepository();
  const [removing, setRemoving] = useState<Repository | null>(null);
  const duplicate = (r: Repository) =>
    action.mutate(
      { action: 'duplicate', repoId: r.repoId },
      {
        onSuccess: (res) => {
          toastSuccess(res.message);
          if (res.repository) onDuplicated?.(res.repository);
        },
      },
    );
  const setStatus = (r: Repository, status: 'DRAFT' | 'PUBLISHED') =>
    save.mutate({ update: { repoId: r.repoId, status } });
  const remove = () => {
    const r = removing!;
    action.mutate(
      { action: 'removal', repoId: r.repoId },
      {
        onSuccess: (res) => {
          setRemoving(null);
          onRemoved?.();
          showUndoToast({
            message: res.message,
            testId: 'undo-remove-repository',
            onUndo: () =>
              action.mutate(
                { action: 'restore', repoId: r.repoId },
                { onSuccess: (x) => toastSuccess(x.message) },
              ),
          });
        },
      },
    );
  };
  const confirm = (
    <ConfirmModal
      opened={!!removing}
      title="Remove repository"
      confirmLabel="Remove"
      color="red"
      loading={action.isPending}
      onConfirm={remove}
      onClose={() => setRemoving(null)}
    >
      {`Remove “${removing?.name ?? ''}”? Its brands stay as they are; you can undo this right after.`}
    </ConfirmModal>
  );
  return {
    duplicate,
    setStatus,
    askRemove: setRemoving,
    confirm,
    busy: action.isPending || save.isPending,
  };
}

/** The repository actions and their confirm dialog (useRepositoryActions). */
export type RepositoryActions = ReturnType<typeof useRepositoryActions>;
