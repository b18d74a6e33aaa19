import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { refreshChatLists } from '../queries';

/** How long list refreshes gather before the chat lists refetch once. */
const REFRESH_MS = 250;

/** A throttled refresh of the cached chat lists: calls within REFRESH_MS make one refetch (dropped on unmount). */
export function useListRefresh(): () => void {
  const qc = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    const t = timer;
    return () => {
      if (t.current) clearTimeout(t.current);
    };
  }, []);
  return () => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      refreshChatLists(qc);
    }, REFRESH_MS);
  };
}
