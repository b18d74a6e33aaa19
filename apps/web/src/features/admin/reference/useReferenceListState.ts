import { useCallback, useState } from 'react';
import type { ReferenceKind } from '@crm/contracts';
import type { TableSort } from '../../../components/PagedTable';
import { usePageClamp } from '../../../lib/usePageClamp';
import { useReferenceList, type ReferenceListState } from '../queries';

/**
 * A settings list's page, search and sort (by name, A–Z first) and its query; a new search or sort goes
 * back to page 1, and a page past the end (after a removal) moves back to the last one (usePageClamp).
 */
export function useReferenceListState(kind: ReferenceKind) {
  const [state, setState] = useState<ReferenceListState>({
    pageNo: 1,
    searchFor: '',
    sort: { field: 'name', order: 'ASC' },
  });
  const query = useReferenceList(kind, state);
  const setPage = useCallback((pageNo: number) => setState((s) => ({ ...s, pageNo })), []);
  usePageClamp(query, state.pageNo, setPage);
  return {
    state,
    query,
    setPage,
    search: (searchFor: string) => setState((s) => ({ ...s, searchFor, pageNo: 1 })),
    sortBy: (sort: TableSort) => setState((s) => ({ ...s, sort, pageNo: 1 })),
  };
}
