import { Button, Checkbox } from '@mantine/core';
import type { RepositoryBrandTab } from '@crm/contracts';
import type { RepositoryBrandPage } from './useRepositoryBrandPage';

/** '(3)' after a bulk button while brands are selected. */
const countOf = (n: number) => (n ? ` (${n})` : '');

/**
 * The owner's bulk bar of a repository brand tab: select the page, then on Repo not added 'Add selected'
 * and 'Add all N matching', on Review repo 'Remove selected'.
 */
export function RepositoryBrandBulkBar({
  tab,
  page,
}: {
  tab: RepositoryBrandTab;
  page: RepositoryBrandPage;
}) {
  const { selected, allOnPage, pending, run } = page;
  const n = selected.length;
  return (
    <>
      <Checkbox
        label={n ? `${n} selected` : 'Select page'}
        checked={allOnPage}
        indeterminate={!allOnPage && n > 0}
        onChange={page.togglePage}
        data-testid="repository-select-page"
      />
      {tab === 'NOT_IN_REPO' && (
        <>
          <Button
            size="xs"
            disabled={!n}
            loading={pending}
            onClick={() => run('ADD', false)}
            data-testid="repository-add-selected"
          >
            Add selected{countOf(n)}
          </Button>
          <Button
            size="xs"
            variant="light"
            disabled={!page.total}
            loading={pending}
            onClick={() => run('ADD', true)}
            data-testid="repository-add-all"
          >
            {page.query.data ? `Add all ${page.total} matching` : 'Add all matching'}
          </Button>
        </>
      )}
      {tab === 'IN_REPO' && (
        <Button
          size="xs"
          color="red"
          variant="light"
          disabled={!n}
          loading={pending}
          onClick={() => run('REMOVE', false)}
          data-testid="repository-remove-selected"
        >
          Remove selected{countOf(n)}
        </Button>
      )}
    </>
  );
}
