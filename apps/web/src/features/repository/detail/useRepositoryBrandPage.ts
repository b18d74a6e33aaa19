import { useState } from 'react';
import type {
  BrandFilterInput,
  BrandFilterSortField,
  Repository,
  RepositoryBrandTab,
} from '@crm/contracts';
import { toastSuccess } from '../../../lib/api';
import { showUndoToast } from '../../../components/undoToast';
import { useToastOnError } from '../../../lib/useToastOnError';
import { useChangeRepositoryBrands, useRepositoryBrands } from '../queries';

/** Which brands a repository brand table lists: the repository, the tab, and the page's search and brand filter. */
export type RepositoryBrandScope = {
  repo: Repository;
  tab: RepositoryBrandTab;
  searchFor: string;
  filter: BrandFilterInput;
};

/**
 * One page of a repository brand tab (25 a page) with its sort ('field:ORDER', name A–Z first) and the
 * owner's selection of brand ids. `run` adds or removes the selected brands, or every brand matching
 * (`all`); it then empties the selection, goes back to page 1 and toasts the server's text — a removal of
 * picked brands with Undo, which adds them back.
 */
export function useRepositoryBrandPage({ repo, tab, searchFor, filter }: RepositoryBrandScope) {
  const [pageNo, setPageNo] = useState(1);
  const [sort, setSort] = useState('brandName:ASC');
  const [selected, setSelected] = useState<number[]>([]);
  const [field, order] = sort.split(':') as [BrandFilterSortField, 'ASC' | 'DESC'];
  const query = useRepositoryBrands({
    repoId: repo.repoId,
    tab,
    searchFor,
    filters: filter,
    sortBy: { field, order },
    pageNo,
  });
  useToastOnError(query.error);
  const change = useChangeRepositoryBrands();
  const pageIds = (query.data?.brands ?? []).map((b) => b.brandId);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.includes(id));
  const undoRemoval = (message: string, brandIds: number[]) =>
    showUndoToast({
      message,
      testId: 'undo-remove-brands',
      onUndo: () =>
        change.mutate(
          { repoId: repo.repoId, action: 'ADD', brandIds },
          { onSuccess: (x) => toastSuccess(x.message) },
        ),
    });
  const run = (action: 'ADD' | 'REMOVE', all: boolean) => {
    const brandIds = all ? [] : selected;
    change.mutate(
      { repoId: repo.repoId, action, selectAll: all, brandIds, searchFor, filters: filter },
      {
        onSuccess: (r) => {
          setSelected([]);
          setPageNo(1);
          if (action === 'REMOVE' && !all && r.affected > 0) undoRemoval(r.message, brandIds);
          else toastSuccess(r.message);
        },
      },
    );
  };
  return {
    query,
    pageNo,
    setPageNo,
    sort,
    setSort: (v: string) => {
      setSort(v);
      setPageNo(1);
    },
    selected,
    allOnPage,
    toggle: (id: number) =>
      setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id])),
    togglePage: () =>
      setSelected((s) =>
        allOnPage ? s.filter((id) => !pageIds.includes(id)) : [...new Set([...s, ...pageIds])],
      ),
    run,
    pending: change.isPending,
    total: query.data?.totalNoOfEntries ?? 0,
  };
}

/** A repository brand tab's page, sort, selection and bulk changes (useRepositoryBrandPage). */
export type RepositoryBrandPage = ReturnType<typeof useRepositoryBrandPage>;
