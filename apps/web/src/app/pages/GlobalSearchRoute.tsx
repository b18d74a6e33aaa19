import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { GLOBAL_SEARCH, HOME_PATH } from '../history';
import { getHistory } from '../historyStore';
import { useShellUi } from '../../lib/shellUi';

/**
 * /globalSearch (spec 000 §2.1: the Global Search pseudo entry): opens the search drawer over the page the user was
 * last on (the last history entry that is not the search itself), or over home.
 */
export default function GlobalSearchRoute() {
  const { open } = useShellUi();
  useEffect(() => open('search'), [open]);
  const under = getHistory().findLast((e) => e.name !== GLOBAL_SEARCH)?.path ?? HOME_PATH;
  return <Navigate to={under} replace />;
}
