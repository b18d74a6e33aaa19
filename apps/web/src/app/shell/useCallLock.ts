import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { CALL_LOCK_MESSAGE, userRoutes } from '@crm/contracts';
import { routeKey } from '../../lib/useApi';
import { useLockStatus } from '../../features/users';
import { refreshNotifications } from '../../features/notifications';

/** The warning shown instead of opening search or notifications while the call lock is on (spec 000 §5, §8). */
export const warnCallLock = () =>
  notifications.show({ id: 'call-lock', color: 'orange', message: CALL_LOCK_MESSAGE });

/**
 * The call lock as the shell sees it (spec 000 §2.4, §5): its status, re-read on every navigation
 * while locked (saving the call notes clears it on the server and leaves the page); once it ends, the
 * notifications it kept closed are reloaded.
 */
export function useCallLock() {
  const qc = useQueryClient();
  const { data } = useLockStatus();
  const locked = !!data?.isLocked;
  const { pathname } = useLocation();
  useEffect(() => {
    if (locked) void qc.invalidateQueries({ queryKey: routeKey(userRoutes.lockStatus) });
  }, [pathname, locked, qc]);
  const was = useRef(locked);
  useEffect(() => {
    if (was.current && !locked) refreshNotifications(qc);
    was.current = locked;
  }, [locked, qc]);
  return { lock: data, locked };
}
