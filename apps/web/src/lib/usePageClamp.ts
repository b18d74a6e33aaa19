import { useEffect } from 'react';

/** After an action empties the last page of a list, steps back to its new last page (the answer is not a placeholder). */
export function usePageClamp(
  query: { data?: { totalPages: number }; isPlaceholderData: boolean },
  pageNo: number,
  setPageNo: (page: number) => void,
) {
  const totalPages = query.data?.totalPages;
  const fresh = !!query.data && !query.isPlaceholderData;
  useEffect(() => {
    if (fresh && totalPages && pageNo > totalPages) setPageNo(totalPages);
  }, [fresh, totalPages, pageNo, setPageNo]);
}
