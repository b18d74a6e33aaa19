import { useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { savedViewRoutes, type SavedViewList } from '@crm/contracts';
import { useApi } from '../../lib/useApi';

/**
 * Whether a list still waits for the saved view it opens with (issue 24 §2), the URL holding none of
 * the list's own state: a saved-view link (`?<param>=<id>`), or with no link the caller's default view.
 * True from the first render until the view's state is in the URL (useSavedViews opens it, a
 * navigation: the location's key changes), a linked view is dropped as unknown, the views answer
 * without a default, or they fail to load. The list reads nothing meanwhile, so its first request
 * carries the view's filters, never the unfiltered list's.
 */
export function useSavedViewPending(
  list: SavedViewList,
  param: string,
  urlHoldsState: boolean,
): boolean {
  const [params] = useSearchParams();
  const { key } = useLocation();
  const views = useApi(savedViewRoutes.list, urlHoldsState ? undefined : { list });
  const first = useRef(key);
  if (urlHoldsState || key !== first.current || views.isError) return false;
  if (Number(params.get(param))) return true;
  return !views.data || views.data.views.some((v) => v.isDefault);
}
