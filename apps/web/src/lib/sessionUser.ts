import type { AuthUser } from '@crm/contracts';
import { createContext, useContext } from 'react';

/** The signed-in user inside the shell routes; `RequireSession` provides it. */
export const SessionUserContext = createContext<AuthUser | null>(null);

/** The logged-in user (spec 000 §3 userData). Only inside RequireSession. */
export function useSessionUser(): AuthUser {
  const user = useContext(SessionUserContext);
  if (!user) throw new Error('useSessionUser outside RequireSession');
  return user;
}
