import type { RepositoryTab } from '@crm/contracts';
import { EmptyState } from '../../../components/EmptyState';

/** What an empty repository list says: no match for the search, none of yours yet (with how to start), or no public ones. */
export function RepositoryListEmpty({ tab, searchFor }: { tab: RepositoryTab; searchFor: string }) {
  const mineToStart = tab === 'PRIVATE' && !searchFor;
  let title = 'No public repositories yet';
  if (searchFor) title = 'No repositories match your search';
  else if (tab === 'PRIVATE') title = 'You have no repositories yet';
  return (
    <EmptyState
      title={title}
      description={
        mineToStart
          ? 'Create one, add brands with the brand filter, then assign them to events.'
          : undefined
      }
    />
  );
}
