import { useState } from 'react';
import type { BrandSuggestion, SuggestionSortField, UserSummary } from '@crm/contracts';
import { toastError, toastSuccess } from '../../../lib/api';
import { usePageClamp } from '../../../lib/usePageClamp';
import { useToastOnError } from '../../../lib/useToastOnError';
import { currentUser, hasAnyRole } from '../../../lib/user';
import { useSuggestionAction, useSuggestions } from '../collabQueries';
import { useConfirmTarget } from './useConfirmTarget';
import { useSortedPages } from './useSortedPages';

/**
 * The state of the brand suggestions tab: the sorted page read (newest first, its error toasted, the page
 * clamped after a decision), the Suggest window's state, the suggestion being confirmed for rejection,
 * whether the user decides (an admin or one of `projectOwners`), whether the event inventory has no PO,
 * and `decide` (approve or reject, toasted; it closes the dialog).
 */
export function useSuggestionsTab(eiId: number, projectOwners: UserSummary[] | undefined) {
  const user = currentUser();
  const me = user?.userId;
  const pages = useSortedPages<SuggestionSortField>({ field: 'createdAt', order: 'DESC' });
  const list = useSuggestions({ eiId, pageNo: pages.pageNo, sort: pages.sort });
  useToastOnError(list.error);
  usePageClamp(list, pages.pageNo, pages.setPageNo);
  const action = useSuggestionAction(eiId);
  const [suggesting, setSuggesting] = useState(false);
  const rejecting = useConfirmTarget<BrandSuggestion>();

  const decide = (s: BrandSuggestion, a: 'APPROVE' | 'REJECT') =>
    action.mutate(
      { suggestionIds: [s.suggestionId], action: a },
      {
        onSuccess: (r) => {
          toastSuccess(r.message);
          rejecting.close();
        },
        onError: (e) => {
          toastError(e);
          rejecting.close();
        },
      },
    );

  return {
    me,
    pages,
    list,
    pending: action.isPending,
    suggesting,
    setSuggesting,
    rejecting,
    decides: hasAnyRole(user, 'ADMIN') || !!projectOwners?.some((p) => p.userId === me),
    noOwner: projectOwners?.length === 0,
    decide,
  };
}
