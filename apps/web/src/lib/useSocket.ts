import { useEffect, useRef, useSyncExternalStore } from 'react';
import {
  connectSockets,
  disconnectSockets,
  getSocket,
  onReconnect,
  reconnectSockets,
  socketStatuses,
  subscribeSocketStatus,
  type SocketNamespace,
  type SocketStatus,
} from './socket';
import { readSession } from './session';

/** Every namespace's connection status, live. */
export function useSocketStatuses(): Record<SocketNamespace, SocketStatus> {
  return useSyncExternalStore(subscribeSocketStatus, socketStatuses, socketStatuses);
}

/**
 * Calls `handler` for each `event` on `ns` while the component is mounted (also the socket's own
 * `connect`, which fires on every connection and reconnection). The latest handler is used, so
 * callers need not memoise it.
 */
export function useSocketEvent<T>(
  ns: SocketNamespace,
  event: string,
  handler: (payload: T) => void,
): void {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => {
    const s = getSocket(ns);
    const fn = (payload: T) => ref.current(payload);
    s.on(event, fn);
    return () => void s.off(event, fn);
  }, [ns, event]);
}

/**
 * Calls `handler` each time `ns` connects again after a loss (not on its first connection), while the
 * component is mounted: a view fed by pushes on `ns` refetches what it shows, since pushes sent while
 * the socket was down are not replayed. The latest handler is used.
 */
export function useSocketReconnect(ns: SocketNamespace, handler: () => void): void {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => onReconnect(ns, () => ref.current()), [ns]);
}

/**
 * The sockets' life in the shell (spec 000 §4): connect now that the token exists, reconnect on window
 * focus and as soon as the browser is back online (without waiting for the backoff), close when another
 * tab logs out (the session is gone) and when the shell unmounts.
 */
export function useSocketLifecycle(): void {
  useEffect(() => {
    connectSockets();
    const onFocus = () => connectSockets();
    const onOnline = () => reconnectSockets();
    const onStorage = () => {
      if (!readSession()) disconnectSockets();
    };
    window.addEventListener('focus', onFocus);
    window.addEventListener('online', onOnline);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('storage', onStorage);
      disconnectSockets();
    };
  }, []);
}
