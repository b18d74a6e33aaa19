import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { REPOSITORY_MESSAGES, type RepositoryTab } from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { patchParams } from '../../lib/urlParams';
import { currentUser, pipelineScope } from '../../lib/user';
import { RepositoryDetail } from './RepositoryDetail';
import { RepositoryList } from './RepositoryList';

/**
 * /repository?mainTab=PRIVATE|public (spec 000 §2.1): the repositories; `repoId` opens one.
 * For the pipeline roles only (PO, TO, BO, ADMIN — spec 001 §6), which the server enforces too.
 */
export default function RepositoryPage() {
  const [params, setParams] = useSearchParams();
  const update = patchParams(setParams);
  const tab: RepositoryTab =
    params.get('mainTab')?.toUpperCase() === 'PUBLIC' ? 'PUBLIC' : 'PRIVATE';
  const repoId = Number(params.get('repoId')) || null;
  if (!pipelineScope(currentUser())) {
    return (
      <Stack p="md">
        <EmptyState
          title={REPOSITORY_MESSAGES.accessDenied}
          description="The repository is for project, team and brand owners."
        />
      </Stack>
    );
  }
  const open = (id: number) => update({ repoId: String(id) }, { push: true });
  return (
    <Stack p="md">
      {repoId ? (
        <RepositoryDetail repoId={repoId} onBack={() => update({ repoId: null })} onOpen={open} />
      ) : (
        <RepositoryList
          tab={tab}
          searchFor={params.get('searchFor') ?? ''}
          pageNo={Math.max(1, Number(params.get('pageNo')) || 1)}
          onChange={update}
          onOpen={open}
        />
      )}
    </Stack>
  );
}
