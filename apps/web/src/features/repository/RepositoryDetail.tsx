import { Stack } from '@mantine/core';
import { useState } from 'react';
import { AssignToEventsModal } from './AssignToEventsModal';
import { RepositoryBackLink } from './detail/RepositoryBackLink';
import { RepositoryBrands } from './detail/RepositoryBrands';
import { RepositoryDetailActions } from './detail/RepositoryDetailActions';
import { RepositoryDetailHeader } from './detail/RepositoryDetailHeader';
import { RepositoryNotShown, repositoryMissing } from './detail/RepositoryNotShown';
import { useRepositoryBrandView } from './detail/useRepositoryBrandView';
import { useRepository } from './queries';
import { RepositoryFormModal } from './RepositoryFormModal';
import { useRepositoryActions } from './useRepositoryActions';

/**
 * One repository: its details and actions (edit, publish, duplicate, assign to events, remove), and
 * its brands in two tabs with the counts inRepo / notInRepo of spec 001 §3 — 'Review repo' and, for the
 * owner, 'Repo not added' to add brands found with the brand filter of spec 001 §5.
 */
export function RepositoryDetail({
  repoId,
  onBack,
  onOpen,
}: {
  repoId: number;
  onBack: () => void;
  onOpen: (repoId: number) => void;
}) {
  const q = useRepository(repoId);
  const view = useRepositoryBrandView(repoId);
  const [editing, setEditing] = useState(false);
  const [assigning, setAssigning] = useState(false);
  const actions = useRepositoryActions({
    onDuplicated: (r) => onOpen(r.repoId),
    onRemoved: onBack,
  });
  const back = <RepositoryBackLink onBack={onBack} />;
  const repo = q.data;
  if (!repo || repositoryMissing(q.error)) return <RepositoryNotShown query={q} back={back} />;
  return (
    <Stack gap="md">
      {back}
      <RepositoryDetailHeader
        repo={repo}
        actions={
          <RepositoryDetailActions
            repo={repo}
            actions={actions}
            onEdit={() => setEditing(true)}
            onAssign={() => setAssigning(true)}
          />
        }
      />
      <RepositoryBrands repo={repo} view={view} />
      <RepositoryFormModal opened={editing} repo={repo} onClose={() => setEditing(false)} />
      <AssignToEventsModal repo={repo} opened={assigning} onClose={() => setAssigning(false)} />
      {actions.confirm}
    </Stack>
  );
}
