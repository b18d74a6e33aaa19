import { useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { savedViewRoutes, type SavedViewList } from '@crm/contracts';
import { useApi } from '../../lib/useApi';

/**
 * Whether a list opened by a saved-view link (`?<param>=<id>`, the URL holding none of the list's own
 * state) still waits for its view (issue 24 §2): true from the first render until the view's state is
 * in the URL (useSavedViews opens it, a navigation: the location's key changes), the view is dropped
 * as unknown, or the views fail to load. The list reads nothing meanwhile, so its first request
 * carries the view's filters, never the default list's.
 */
export function useViewLinkPending(
  list: SavedViewList,
  param: string,
  urlHoldsState: boolean,
): boolean {
  const [params] = useSearchParams();
  const { key } = useLocation();
  const linked = !!Number(params.get(param)) && !urlHoldsState;
  const views = useApi(savedViewRoutes.list, linked ? { list } : undefined);
  const first = useRef(key);
  return linked && key === first.current && !views.isError;
}
