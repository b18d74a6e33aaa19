import { EmptyState } from '../../../components/EmptyState';
import type { RepositoryBrandScope } from './useRepositoryBrandPage';

/** The title of an empty repository brand tab. */
function emptyTitle({ tab, searchFor, filter }: RepositoryBrandScope) {
  if (tab !== 'IN_REPO') return 'No more brands match';
  return searchFor || Object.keys(filter).length
    ? 'No brands of this repository match'
    : 'No brands in this repository yet';
}

/** What an empty repository brand tab says; the owner's empty Review repo says how to add brands. */
export function RepositoryBrandsEmpty(scope: RepositoryBrandScope) {
  return (
    <EmptyState
      title={emptyTitle(scope)}
      description={
        scope.tab === 'IN_REPO' && scope.repo.isMine
          ? 'Open “Repo not added”, narrow it with the brand filter, and add brands.'
          : undefined
      }
    />
  );
}
