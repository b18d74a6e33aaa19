import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { crumbFor } from '../breadcrumbs';
import { pushEntry } from '../history';
import { getHistory, setHistory } from '../historyStore';
import { useSessionUser } from '../../lib/sessionUser';
import { markTabVisited } from '../../lib/visitedTabs';

/**
 * Records each shell navigation in the persisted history (spec 000 §2.2, §2.3): /home clears it,
 * untracked routes are skipped, and `state.replaceCrumb` replaces the last entry.
 * Also remembers a visit to Tasks (visitedTabs, §2.4).
 */
export function useRouteTracking(): void {
  const { pathname, search, state, key } = useLocation();
  const user = useSessionUser();
  const isBO = user.roles.includes('BO');

  useEffect(() => {
    const history = getHistory();
    const path = `${pathname}${search}`;
    const before = history.filter((e) => e.path !== path);
    const crumb = crumbFor(pathname, search, {
      isBO,
      previousPath: before[before.length - 1]?.path,
    });
    if (pathname.startsWith('/taskManagement')) markTabVisited('taskManagement');
    if (!crumb) return;
    const entry = { name: crumb.name, path };
    const replace = (state as { replaceCrumb?: boolean } | null)?.replaceCrumb === true;
    setHistory(crumb.clearsHistory ? [entry] : pushEntry(history, entry, { replace }));
  }, [pathname, search, key, state, isBO]);
}
