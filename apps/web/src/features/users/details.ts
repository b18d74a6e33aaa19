import { userRoutes } from '@crm/contracts';
import { useApi } from '../../lib/useApi';

/**
 * How the header reads the signed-in user's details: kept 5 minutes, and read again on every window
 * focus whatever their age — the spec's focus refresh (000 §4 'on window focus … a refresh call runs',
 * §7 'Focus refresh').
 */
export const OWN_DETAILS_OPTIONS = {
  staleTime: 5 * 60_000,
  refetchOnWindowFocus: 'always',
} as const;

/** The signed-in user's details, fetched by userId when the header mounts (spec 000 §2.5): GET /api/user/details?userId. */
export const useOwnDetails = (userId: number) =>
  useApi(userRoutes.details, { userId }, OWN_DETAILS_OPTIONS);
