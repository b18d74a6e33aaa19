import type { AuthUser } from '@crm/contracts';
import { createContext, useContext } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { readSession } from '../lib/session';

const SessionUserContext = createContext<AuthUser | null>(null);

/** The logged-in user (spec 000 §3 userData). Only inside RequireSession. */
export function useSessionUser(): AuthUser {
  const user = useContext(SessionUserContext);
  if (!user) throw new Error('useSessionUser outside RequireSession');
  return user;
}

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
