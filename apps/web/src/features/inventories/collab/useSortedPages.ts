import { useState } from 'react';
import type { TableSort } from '../../../components/PagedTable';
import type { Sort } from '../collabQueries';

/** A sorted paged list's page (from 1) and sort; a new sort goes back to page 1. */
export function useSortedPages<F extends string>(initial: Sort<F>) {
  const [pageNo, setPageNo] = useState(1);
  const [sort, setSort] = useState<Sort<F>>(initial);
  const onSort = (s: TableSort) => {
    setSort(s as Sort<F>);
    setPageNo(1);
  };
  return { pageNo, setPageNo, sort, onSort };
}
