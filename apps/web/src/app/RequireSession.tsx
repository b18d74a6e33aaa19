import { Navigate, Outlet, useLocation } from 'react-router';
import { readSession } from '../lib/session';
import { SessionUserContext } from '../lib/sessionUser';

/**
 * Guards the shell routes: without a valid session, go to /login remembering where the user was
 * going (state.from), so the login page can return there.
 */
export function RequireSession() {
  const location = useLocation();
  const user = readSession()?.user ?? null;
  if (!user)
    return (
      <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />
    );
  return (
    <SessionUserContext.Provider value={user}>
      <Outlet />
    </SessionUserContext.Provider>
  );
}
