import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminUserListRoutes } from '@crm/contracts';
import { apiKey, callRoute } from '../../../lib/useApi';

/**
 * One page of the team overview (GET /api/admin/users/teams?pageNo&searchFor, 50 a page: spec 001 §9
 * 'Team overview 50'): each team with its owner, members and the brands they own. Admins only (403).
 */
export const fetchTeamOverview = (pageNo: number, searchFor: string) =>
  callRoute(adminUserListRoutes.teams, { pageNo, searchFor });

/** The team overview's page `pageNo` for `searchFor`, keeping the previous page on screen while the next loads. */
export const useTeamOverview = (pageNo: number, searchFor: string) =>
  useQuery({
    queryKey: apiKey(adminUserListRoutes.teams, { pageNo, searchFor }),
    queryFn: () => fetchTeamOverview(pageNo, searchFor),
    placeholderData: keepPreviousData,
  });
