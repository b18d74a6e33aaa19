import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarFeedRoutes } from '@crm/contracts';
import { toastError, toastSuccess } from '../../lib/api';
import { callRoute, routeKey, useApi } from '../../lib/useApi';

/** GET /api/user/calendar-feed: whether the caller's calendar feed is on, and since when. */
export const useCalendarFeed = () => useApi(calendarFeedRoutes.status, {});

/** The two writes of the calendar feed; both refresh its status and toast the server's message. */
function useFeedWrite<T extends { message: string }>(write: () => Promise<T>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (r) => {
      void qc.invalidateQueries({ queryKey: routeKey(calendarFeedRoutes.status) });
      toastSuccess(r.message);
    },
    onError: toastError,
  });
}

/** POST /api/user/calendar-feed: a new secret link (answered once; the old link stops). */
export const useTurnOnCalendarFeed = () =>
  useFeedWrite(() => callRoute(calendarFeedRoutes.create, {}));

/** DELETE /api/user/calendar-feed: the link stops at once. */
export const useTurnOffCalendarFeed = () =>
  useFeedWrite(() => callRoute(calendarFeedRoutes.revoke, {}));
