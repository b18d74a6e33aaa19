import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminUserListRoutes,
  cacheFamilies,
  DROPDOWN,
  MESSAGES,
  sessionRoutes,
  twoFactorRoutes,
  userAdminRoutes,
  type AdminUsersCreateRequest,
  type AdminUsersUpdateRequest,
  type DeactivateUsersRequest,
  type RouteData,
} from '@crm/contracts';
import { usePagedOptions } from '../../components/dropdown';
import { errorText, toastError, toastFailure, toastSuccess } from '../../lib/api';
import { callRoute, invalidateFamilies, routeKey, useApi } from '../../lib/useApi';

/** GET /api/admin/users/profile: a user's editable fields (admins). */
export function useAdminUserProfile(userId: number | null) {
  return useApi(userAdminRoutes.profile, userId !== null ? { userId } : undefined);
}

/** Refreshes every list a user change shows in: the Employees lists, profiles (the card's user details too), and brand owners. */
function useRefreshPeople() {
  const qc = useQueryClient();
  const f = cacheFamilies;
  return () =>
    invalidateFamilies(
      qc,
      f.people,
      f.adminUsers,
      f.profile,
      f.userDetails,
      f.brandProfile,
      f.brands,
    );
}

/** POST /api/admin/users (new) or PATCH /api/admin/users (edit); toasts 'User Added Successfully' / 'User Updated Successfully' or the server's error (e.g. 'User Email Already exist'; with no error code 'Something went wrong, Please try again', 001 §5). */
export function useSaveUser() {
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: (
      body: { create: AdminUsersCreateRequest } | { update: AdminUsersUpdateRequest },
    ) =>
      'create' in body
        ? callRoute(userAdminRoutes.create, body.create)
        : callRoute(userAdminRoutes.update, body.update),
    onSuccess: (r) => {
      toastSuccess(r.message);
      refresh();
    },
    onError: (e) => toastFailure(errorText(e, MESSAGES.tryAgain)),
  });
}

/** POST /api/admin/users/invite {userId}: a new invitation link for a user who has not set a password; toasts 'Invitation sent to …' or the refusal. */
export function useResendInvitation() {
  return useMutation({
    mutationFn: (userId: number) => callRoute(userAdminRoutes.invite, { userId }),
    onSuccess: (r) => toastSuccess(r.message),
    onError: (e) => toastFailure(errorText(e, MESSAGES.tryAgain)),
  });
}

/** POST /api/admin/users/sign-out {userId}: ends every session of the user; toasts the answer or the refusal. */
export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: (userId: number) => callRoute(sessionRoutes.signOutUser, { userId }),
    onSuccess: (r) => toastSuccess(r.message),
    onError: (e) => toastFailure(errorText(e, MESSAGES.tryAgain)),
  });
}

/** POST /api/admin/users/2fa/reset {userId}: clears the user's second factor (issue 40 §4); toasts the answer or the refusal. */
export function useResetSecondFactor() {
  return useMutation({
    mutationFn: (userId: number) => callRoute(twoFactorRoutes.reset, { userId }),
    onSuccess: (r) => toastSuccess(r.message),
    onError: (e) => toastFailure(errorText(e, MESSAGES.tryAgain)),
  });
}

/** POST /api/admin/users/deactivate {usersIds, mode, reason}. */
export function useSetUsersActive() {
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: (body: DeactivateUsersRequest) => callRoute(userAdminRoutes.deactivate, body),
    onSuccess: (r) => {
      toastSuccess(r.message);
      refresh();
    },
    onError: toastError,
  });
}

const teamOwnerItems = (p: RouteData<typeof adminUserListRoutes.teamOwners>) =>
  p.users.map((u) => ({ value: String(u.userId), label: u.userName }));

/** GET /api/admin/teamOwner/search: active team owners (TO) matching a search, 10 a page, as select options (the user form's team owner, the users filter). */
export function useTeamOwnerOptions(searchFor: string) {
  return usePagedOptions({
    key: routeKey(adminUserListRoutes.teamOwners),
    searchFor,
    fetchPage: (pageNo) =>
      callRoute(adminUserListRoutes.teamOwners, { searchFor, pageNo, count: DROPDOWN.pageSize }),
    toItems: teamOwnerItems,
  });
}

/** GET /api/user/designations?searchFor: the designations of the settings list and those users hold (first 75), as suggestions. */
export function useDesignationOptions(searchFor: string) {
  const q = useApi(
    userAdminRoutes.designations,
    { searchFor },
    { placeholderData: keepPreviousData, staleTime: 60_000 },
  );
  return q.data?.designations ?? [];
}
