import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { readSession, storedSessionExpired } from '../lib/session';
import { sessionExpired, useSessionExpiry } from '../lib/sessionExpiry';
import { SessionUserContext } from '../lib/sessionUser';

/**
 * Guards the shell routes: without a valid session, go to /login remembering where the user was
 * going (state.from), so the login page can return there. A session that runs out — while a page is
 * open, or found expired on arrival — shows 'Session expired. Please login again.' and logs out
 * (spec 000 §4, §8) rather than leaving silently.
 */
export function RequireSession() {
  const location = useLocation();
  const session = readSession();
  const expired = !session && storedSessionExpired();
  useSessionExpiry(session?.expiresAt);
  useEffect(() => {
    if (expired) sessionExpired();
  }, [expired]);
  if (!session)
    return (
      <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />
    );
  return (
    <SessionUserContext.Provider value={session.user}>
      <Outlet />
    </SessionUserContext.Provider>
  );
}
